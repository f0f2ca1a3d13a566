extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Where `needle` first occurs in these bytes, or nil (a plain scan: Foundation's `firstRange(of:)` on byte
    /// slices goes through `DataProtocol` and measured several times slower on the build's hot paths).
    func firstIndex(ofBytes needle: [UInt8]) -> Int? {
        guard let first = needle.first, count >= needle.count else { return nil }
        for index in startIndex...(endIndex - needle.count) where self[index] == first {
            if self[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }
}

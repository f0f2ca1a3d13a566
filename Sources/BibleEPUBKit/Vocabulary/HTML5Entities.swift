/// Turns HTML5-only named references (`&check;`) into numeric ones before parsing, since libxml2 2.9 knows
/// only HTML 4's names and would leave them as literal text.
package enum HTML5Entities {
    /// Code points of the HTML5-only entity `name` (without `&` and `;`), found by binary search in the sorted `table`
    /// (no dictionary of 1,872 strings is built at startup).
    static func codePoints<Name: Collection<UInt8>>(named name: Name) -> [UInt32]? {
        var text = table
        return text.withUTF8 { bytes -> [UInt32]? in
            var low = 0, high = recordStarts.count
            while low < high {
                let middle = (low + high) / 2
                var position = Int(recordStarts[middle])
                var order = 0
                for byte in name {
                    let recordByte = bytes[position] == UInt8(ascii: "=") ? 0 : bytes[position]
                    if byte != recordByte { order = byte < recordByte ? -1 : 1; break }
                    position += 1
                }
                if order == 0, bytes[position] != UInt8(ascii: "=") { order = -1 }
                if order < 0 { high = middle } else if order > 0 { low = middle + 1 } else {
                    return hexValues(bytes, from: position + 1)
                }
            }
            return nil
        }
    }

    /// Byte offset of each `name=HEX` record in `table`, in table order (sorted by name).
    private static let recordStarts: [Int32] = {
        var text = table
        return text.withUTF8 { bytes in
            var starts: [Int32] = []
            starts.reserveCapacity(2048)
            for index in bytes.indices where bytes[index] > 0x20 && (index == 0 || bytes[index - 1] <= 0x20) {
                starts.append(Int32(index))
            }
            return starts
        }
    }()

    private static func hexValues(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [UInt32] {
        var values: [UInt32] = [0]
        for byte in bytes[start...] {
            switch byte {
            case UInt8(ascii: "+"): values.append(0)
            case 0x30...0x39: values[values.count - 1] = values[values.count - 1] << 4 | UInt32(byte - 0x30)
            case 0x41...0x46: values[values.count - 1] = values[values.count - 1] << 4 | UInt32(byte - 0x41 + 10)
            default: return values
            }
        }
        return values
    }

    /// `bytes` with every `&name;` of an HTML5-only entity replaced by `&#xHEX;` (the input itself when there is none).
    package static func replacingNamedReferences(in bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var copied = 0, index = 0
        while let ampersand = bytes.firstIndex(ofByte: 0x26, from: index) {
            index = ampersand + 1
            guard let (end, points) = entity(in: bytes, at: ampersand) else { continue }
            if output.isEmpty { output.reserveCapacity(bytes.count + 64) }
            output += bytes[copied..<ampersand]
            for point in points { output += Array("&#x\(String(point, radix: 16, uppercase: true));".utf8) }
            copied = end
            index = end
        }
        guard copied > 0 else { return bytes }
        output += bytes[copied...]
        return output
    }

    private static func entity(in bytes: [UInt8], at start: Int) -> (Int, [UInt32])? {
        var end = start + 1
        while end < bytes.count, end - start <= 32, isNameByte(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == 0x3B, end > start + 1 else { return nil }
        let name = bytes[(start + 1)..<end]
        if commonHTML4Names.contains(where: { $0.elementsEqual(name) }) { return nil }
        return codePoints(named: name).map { (end + 1, $0) }
    }

    /// The HTML 4 names pages use most, answered without the table (libxml2 decodes them itself).
    private static let commonHTML4Names: [[UInt8]] = ["amp", "lt", "gt", "quot", "nbsp", "mdash", "ndash", "rsquo",
        "lsquo", "rdquo", "ldquo", "hellip", "rarr", "larr", "times", "copy", "middot", "bull"].map { Array($0.utf8) }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

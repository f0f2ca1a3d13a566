/// Turns HTML5-only named references (`&check;`) into numeric ones before parsing, since libxml2 2.9 knows
/// only HTML 4's names and would leave them as literal text.
public enum HTML5Entities {
    /// Code points by entity name (without `&` and `;`).
    static let codePoints: [String: [UInt32]] = {
        var result: [String: [UInt32]] = [:]
        for pair in table.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = pair.split(separator: "=")
            result[String(parts[0])] = parts[1].split(separator: "+").compactMap { UInt32($0, radix: 16) }
        }
        return result
    }()

    /// `bytes` with every `&name;` of an HTML5-only entity replaced by `&#xHEX;`.
    public static func replacingNamedReferences(in bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x26) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x26, let (end, points) = entity(in: bytes, at: index) {
                for point in points { output += Array("&#x\(String(point, radix: 16, uppercase: true));".utf8) }
                index = end
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }

    private static func entity(in bytes: [UInt8], at start: Int) -> (Int, [UInt32])? {
        var end = start + 1
        while end < bytes.count, end - start <= 32, isNameByte(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == 0x3B, end > start + 1 else { return nil }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        return codePoints[name].map { (end + 1, $0) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

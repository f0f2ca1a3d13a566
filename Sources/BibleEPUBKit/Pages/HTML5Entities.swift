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

    /// `bytes` with every `&name;` of an HTML5-only entity replaced by `&#xHEX;` (the input itself when there is none).
    public static func replacingNamedReferences(in bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var copied = 0, index = 0
        while let ampersand = bytes[index...].firstIndex(of: 0x26) {
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
        return codePoints[String(decoding: name, as: UTF8.self)].map { (end + 1, $0) }
    }

    /// The HTML 4 names pages use most, answered without the table (libxml2 decodes them itself).
    private static let commonHTML4Names: [[UInt8]] = ["amp", "lt", "gt", "quot", "nbsp", "mdash", "ndash", "rsquo",
        "lsquo", "rdquo", "ldquo", "hellip", "rarr", "larr", "times", "copy", "middot", "bull"].map { Array($0.utf8) }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

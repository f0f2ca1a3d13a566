import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Pages in legacy encodings Foundation cannot read on Linux (EUC-JP, Shift_JIS, Big5, GB18030, EUC-KR, …), decoded
/// strictly with the C library's iconv; and the encoding sniffing the HTML Standard leaves to the implementation for a
/// page that declares none.
enum LegacyEncodings {
    /// `bytes` decoded from `encoding` as UTF-8 bytes, or nil when the bytes are not valid in it (or iconv lacks it).
    static func decode(_ bytes: [UInt8], from encoding: String) -> [UInt8]? {
        convert(bytes, from: encoding, to: "UTF-8")
    }

    /// `bytes` converted by iconv from `source` to `target`, or nil when they are not valid in `source`, cannot be
    /// written in `target`, or iconv lacks either.
    static func convert(_ bytes: [UInt8], from source: String, to target: String) -> [UInt8]? {
        let converter = iconv_open(target, source)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: bytes.count * 4 + 16)
        let written: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer = UnsafeMutableRawPointer(inBuffer.baseAddress!).assumingMemoryBound(to: CChar.self) as UnsafeMutablePointer<CChar>?
                var outPointer = UnsafeMutableRawPointer(outBuffer.baseAddress!).assumingMemoryBound(to: CChar.self) as UnsafeMutablePointer<CChar>?
                var inLeft = inBuffer.count, outLeft = outBuffer.count
                guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1, inLeft == 0 else { return nil }
                return outBuffer.count - outLeft
            }
        }
        guard let written else { return nil }
        return Array(output[..<written])
    }

    /// The encodings to try, in order, for a page that declares none and is not UTF-8, from the language it
    /// declares (`lang="ja"`): the legacy encodings of that language's pages; none for other languages.
    static func candidates(for bytes: [UInt8]) -> [String] {
        let head = String(decoding: bytes.prefix(8192), as: UTF8.self).lowercased()
        let languages: [(String, [String])] = [
            ("ja", ["EUC-JP", "SHIFT_JIS", "ISO-2022-JP"]), ("zh-tw", ["BIG5-HKSCS"]), ("zh-hk", ["BIG5-HKSCS"]),
            ("zh", ["GB18030"]), ("ko", ["EUC-KR"]),
        ]
        for (language, encodings) in languages where head.contains("lang=\"\(language)") || head.contains("lang=\(language)")
            || head.contains("lang='\(language)") {
            return encodings
        }
        return []
    }
}

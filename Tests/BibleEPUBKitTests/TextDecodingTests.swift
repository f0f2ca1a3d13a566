@testable import BibleEPUBKit
import Testing

@Suite("Text decoding")
struct TextDecodingTests {
    /// The standard library's decoder: where it first reports an error, counting whole scalars before it.
    static func referenceOffset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    @Test("the UTF-8 check finds the same first bad byte as the standard library's decoder")
    func invalidOffsetsMatchTheStandardLibrary() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { // SplitMix64: the same cases on every run
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let pieces: [[UInt8]] = [Array("plain ascii text, long enough for words ".utf8), Array("é".utf8), Array("€".utf8),
                                 Array("😀".utf8), [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                 [0xE2, 0x82], [0x80], [0xFF], [0xF0, 0x9F, 0x98]]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(next() % 12) {
                let piece = next() % 5 < 3 ? pieces[Int(next() % 4)] : pieces[Int(next() % UInt64(pieces.count))]
                bytes += piece
            }
            #expect(TextDecoding.firstInvalidUTF8Offset(bytes) == Self.referenceOffset(bytes), "\(bytes)")
        }
    }

    @Test("a charset is found in the first 2 KB, in any case, quoted or not")
    func declaredCharset() {
        #expect(TextDecoding.declaredCharset(in: Array("<meta CHARSET=\"ISO-8859-1\">".utf8)) == "iso-8859-1")
        #expect(TextDecoding.declaredCharset(in: Array("<meta http-equiv=content-type content='text/html; charset=utf-8'>".utf8)) == "utf-8")
        #expect(TextDecoding.declaredCharset(in: Array((String(repeating: " ", count: 2048) + "<meta charset=latin1>").utf8)) == nil)
        #expect(TextDecoding.declaredCharset(in: Array("charset".utf8)) == nil)
    }
}

@testable import BibleEPUBKit
import Testing

@Suite("HTML5 entities")
struct HTML5EntityTests {
    /// Every `name=HEX[+HEX]` pair of the generated table, read the simple way.
    private static let pairs: [(name: String, points: [UInt32])] = HTML5Entities.table
        .split(whereSeparator: { $0 == " " || $0 == "\n" })
        .map { pair in
            let parts = pair.split(separator: "=")
            return (String(parts[0]), parts[1].split(separator: "+").map { UInt32($0, radix: 16)! })
        }

    @Test("the binary search finds every entity of the table with its code points")
    func everyEntityFound() {
        #expect(Self.pairs.count > 1800)
        for (name, points) in Self.pairs {
            #expect(HTML5Entities.codePoints(named: Array(name.utf8)) == points, "\(name)")
        }
    }

    @Test("names outside the table, prefixes and extensions of names are not found",
          arguments: ["", "amp", "nbsp", "box", "boxhx", "zzzz", "AAAA", "NotNestedGreaterGreaterX", "check;"])
    func unknownNames(name: String) {
        #expect(HTML5Entities.codePoints(named: Array(name.utf8)) == nil)
    }

    @Test("HTML5-only references become numeric ones; HTML 4 names and unknown names stay")
    func replacement() {
        let page = Array("<p>&check; &boxh;&mdash;&nosuch; &NotNestedGreaterGreater; &amp</p>".utf8)
        let replaced = String(decoding: HTML5Entities.replacingNamedReferences(in: page), as: UTF8.self)
        #expect(replaced == "<p>&#x2713; &#x2500;&mdash;&nosuch; &#x2AA2;&#x338; &amp</p>")
    }
}

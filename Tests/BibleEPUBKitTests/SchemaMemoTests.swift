@testable import BibleEPUBKit
import Testing

/// The schema machine's memo table answers as a dictionary would.
@Suite("Schema memo")
struct SchemaMemoTests {
    @Test("20,000 keys through several growths (colliding low and high halves included) read back as a Dictionary does")
    func matchesDictionary() {
        var memo = SchemaMemo(capacity: 4)
        var reference: [UInt64: Int32] = [:]
        var generator = SystemRandomNumberGenerator()
        for step in 0..<20_000 {
            let key: UInt64 = switch step % 3 {
            case 0: UInt64(step) << 32
            case 1: UInt64(step)
            default: generator.next()
            }
            let value = Int32(truncatingIfNeeded: generator.next() as UInt64) | 1
            memo[key] = value
            reference[key] = value
        }
        memo[UInt64(3) << 32] = 7
        reference[UInt64(3) << 32] = 7
        #expect(memo.count == reference.count)
        #expect(reference.allSatisfy { memo[$0.key] == $0.value })
        #expect(memo[UInt64.max - 1] == reference[UInt64.max - 1])
    }

    @Test("pattern numbers and truth values are stored under their own subscripts")
    func typedSubscripts() {
        var memo = SchemaMemo()
        memo[pattern: -1] = 5
        memo[flag: 9] = false
        memo[flag: 10] = true
        #expect(memo[pattern: -1] == 5 && memo[pattern: 1] == nil)
        #expect(memo[flag: 9] == false && memo[flag: 10] == true && memo[flag: 11] == nil)
    }
}

/// The warm-up readies machines on a page the grammar accepts, so it memoizes the paths real pages take.
@Suite("Schema warm-up")
struct SchemaWarmUpTests {
    @Test("the warm-up's sample page fits the grammar, and a machine warmed on it judges pages as a fresh one does")
    func samplePageIsValid() {
        let warmed = SchemaMachine()
        #expect(warmed.firstViolation(in: SchemaWarmUp.samplePage()) == nil)
        let page = SchemaWarmUp.samplePage()
        guard case .element(let body)? = page.children.last else { Issue.record("no body"); return }
        body.children.append(.element(Element("li", children: [.text("stray")])))
        #expect(warmed.firstViolation(in: page)?.element == "li")
        #expect(SchemaMachine().firstViolation(in: page)?.element == "li")
    }
}

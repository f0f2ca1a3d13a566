/// The generated grammar's patterns plus the ones derivatives create, each stored once (hash-consed), so that
/// equal patterns share one number and the derivative memos stay small. One per validator: not thread-safe.
/// Its stored properties are `@exclusivity(unchecked)` (see `Element`).
final class SchemaPatterns {
    /// The pattern that matches only the empty sequence.
    static let empty: Int32 = 0
    /// The pattern that matches nothing.
    static let notAllowed: Int32 = 1
    /// The pattern that matches any text.
    static let text: Int32 = 2

    @exclusivity(unchecked) private(set) var kinds: [SchemaPatternKind] = []
    @exclusivity(unchecked) private(set) var first: [Int32] = []
    @exclusivity(unchecked) private(set) var second: [Int32] = []
    @exclusivity(unchecked) private var index = SchemaMemo(capacity: 8192)
    @exclusivity(unchecked) private var nullableCache: [Int8] = []

    /// The generated table's patterns, numbered as the table numbers them (copied from `table`, built once).
    init() {
        let table = Self.table
        (kinds, first, second, index, nullableCache) = (table.kinds, table.first, table.second, table.index, table.nullableCache)
    }

    private init(fromTable nodes: [Int32]) {
        let count = nodes.count / 3
        kinds.reserveCapacity(count * 4)
        first.reserveCapacity(count * 4)
        second.reserveCapacity(count * 4)
        for node in 0..<count {
            let kind = SchemaPatternKind(rawValue: UInt8(nodes[node * 3]))!
            append(kind, nodes[node * 3 + 1], nodes[node * 3 + 2])
        }
    }

    /// The table's patterns, hash-consed once per process; each machine starts from a copy.
    nonisolated(unsafe) private static let table = SchemaPatterns(fromTable: XHTMLSchemaTable.nodes)

    /// How many patterns there are.
    var count: Int { kinds.count }

    /// The kind of `pattern`.
    @inline(__always) func kind(_ pattern: Int32) -> SchemaPatternKind { kinds[Int(pattern)] }

    /// The two operands of `pattern`.
    @inline(__always) func operands(_ pattern: Int32) -> (Int32, Int32) { (first[Int(pattern)], second[Int(pattern)]) }

    /// True when `pattern` matches the empty sequence.
    func nullable(_ pattern: Int32) -> Bool {
        let slot = Int(pattern)
        if nullableCache[slot] >= 0 { return nullableCache[slot] == 1 }
        let (a, b) = operands(pattern)
        let result: Bool
        switch kind(pattern) {
        case .empty, .text: result = true
        case .choice: result = nullable(a) || nullable(b)
        case .group, .interleave: result = nullable(a) && nullable(b)
        case .oneOrMore: result = nullable(a)
        default: result = false
        }
        nullableCache[slot] = result ? 1 : 0
        return result
    }

    /// Either pattern.
    func choice(_ a: Int32, _ b: Int32) -> Int32 {
        if a == Self.notAllowed || a == b { return b }
        if b == Self.notAllowed { return a }
        return make(.choice, min(a, b), max(a, b))
    }

    /// `a` then `b`.
    func group(_ a: Int32, _ b: Int32) -> Int32 {
        if a == Self.notAllowed || b == Self.notAllowed { return Self.notAllowed }
        if a == Self.empty { return b }
        if b == Self.empty { return a }
        return make(.group, a, b)
    }

    /// `a` and `b` in any interleaving.
    func interleave(_ a: Int32, _ b: Int32) -> Int32 {
        if a == Self.notAllowed || b == Self.notAllowed { return Self.notAllowed }
        if a == Self.empty { return b }
        if b == Self.empty { return a }
        return make(.interleave, min(a, b), max(a, b))
    }

    /// `a` one or more times.
    func oneOrMore(_ a: Int32) -> Int32 {
        a == Self.notAllowed ? Self.notAllowed : make(.oneOrMore, a, -1)
    }

    /// The rest of an element's content (`a`), then what follows the element (`b`).
    func after(_ a: Int32, _ b: Int32) -> Int32 {
        if a == Self.notAllowed || b == Self.notAllowed { return Self.notAllowed }
        return make(.after, a, b)
    }

    private func make(_ kind: SchemaPatternKind, _ a: Int32, _ b: Int32) -> Int32 {
        if let known = index[key(kind, a, b)] { return known }
        return append(kind, a, b)
    }

    @discardableResult
    private func append(_ kind: SchemaPatternKind, _ a: Int32, _ b: Int32) -> Int32 {
        let number = Int32(kinds.count)
        kinds.append(kind)
        first.append(a)
        second.append(b)
        nullableCache.append(-1)
        index[key(kind, a, b)] = number
        return number
    }

    private func key(_ kind: SchemaPatternKind, _ a: Int32, _ b: Int32) -> UInt64 {
        UInt64(kind.rawValue) << 58 | UInt64(UInt32(bitPattern: a &+ 1)) << 29 | UInt64(UInt32(bitPattern: b &+ 1))
    }
}

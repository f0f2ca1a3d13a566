/// Element and attribute names as numbers, and which of the grammar's name classes each belongs to. Names the
/// grammar lists keep the table's numbers; others (unknown elements, `data-*`) get new ones. Not thread-safe.
final class SchemaNames {
    private var numbers: [String: Int32] = [:]
    private var spelled: [String] = []
    private var prefixes: [String] = []
    private var memo: [UInt64: Bool] = [:]

    /// The table's names.
    init() {
        for name in XHTMLSchemaTable.names { _ = number(of: name) }
    }

    /// The number of `name` (a page's element or attribute name: `p`, `epub:type`, `xml:lang`).
    func number(of name: String) -> Int32 {
        if let known = numbers[name] { return known }
        let number = Int32(spelled.count)
        numbers[name] = number
        spelled.append(name)
        prefixes.append(name.firstIndex(of: ":").map { String(name[..<$0]) } ?? "")
        return number
    }

    /// The name numbered `number`.
    func name(_ number: Int32) -> String { spelled[Int(number)] }

    /// True when the name numbered `name` is in the name class numbered `nameClass`.
    func contains(_ nameClass: Int32, _ name: Int32) -> Bool {
        let key = UInt64(UInt32(nameClass)) << 32 | UInt64(UInt32(name))
        if let known = memo[key] { return known }
        let result = evaluate(nameClass, name)
        memo[key] = result
        return result
    }

    /// The names a name class lists by name (for suggestions and wrappers; any-name classes list none).
    func listed(in nameClass: Int32) -> [Int32] {
        let table = XHTMLSchemaTable.nameClasses
        let slot = Int(nameClass) * 3
        switch table[slot] {
        case 0: return [table[slot + 1]]
        case 3: return listed(in: table[slot + 1]) + listed(in: table[slot + 2])
        default: return []
        }
    }

    private func evaluate(_ nameClass: Int32, _ name: Int32) -> Bool {
        let table = XHTMLSchemaTable.nameClasses
        let slot = Int(nameClass) * 3
        let (a, b) = (table[slot + 1], table[slot + 2])
        switch table[slot] {
        case 0: return a == name
        case 1: return a < 0 || !contains(a, name)
        case 2: return prefixes[Int(name)] == spelled[Int(a)] && (b < 0 || !contains(b, name))
        default: return contains(a, name) || contains(b, name)
        }
    }
}

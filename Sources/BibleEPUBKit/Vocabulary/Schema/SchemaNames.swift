/// Element and attribute names as numbers, and which of the grammar's name classes each belongs to. Names the
/// grammar lists keep the table's numbers (the same in every machine, `tableNumbers`); others (unknown elements,
/// `data-*`) get new ones. Not thread-safe.
/// Its stored properties are `@exclusivity(unchecked)` (see `Element`).
final class SchemaNames {
    @exclusivity(unchecked) private var numbers: [String: Int32]
    @exclusivity(unchecked) private var spelled: [String] = []
    @exclusivity(unchecked) private var prefixes: [String] = []
    @exclusivity(unchecked) private var flags: [Flags] = []
    @exclusivity(unchecked) private var memo = SchemaMemo(capacity: 1024)

    /// What the validator asks of an attribute name besides its number.
    private struct Flags: OptionSet {
        let rawValue: UInt8
        /// Taken out before validation, as EPUBCheck does (`data-*`, namespace declarations).
        static let ignored = Flags(rawValue: 1)
        /// A value the Schematron rules look at (`role`, id references).
        static let checked = Flags(rawValue: 2)
    }

    /// The numbers of the table's names, the same in every machine (an element caches its own: `Element.schemaName`).
    static let tableNumbers: [String: Int32] = {
        var numbers: [String: Int32] = [:]
        for name in XHTMLSchemaTable.names where numbers[name] == nil { numbers[name] = Int32(numbers.count) }
        return numbers
    }()

    /// The table number of the element or attribute name `name`, -1 when the grammar does not list it.
    static func tableNumber(of name: String) -> Int32 { tableNumbers[name] ?? -1 }

    /// The table's names.
    init() {
        (numbers, spelled, prefixes, flags) = Self.table
    }

    /// The table's names registered once per process (each machine's names start as a copy).
    private static let table: ([String: Int32], [String], [String], [Flags]) = {
        let names = SchemaNames(registering: tableNumbers)
        return (names.numbers, names.spelled, names.prefixes, names.flags)
    }()

    private init(registering numbers: [String: Int32]) {
        self.numbers = numbers
        for name in numbers.sorted(by: { $0.value < $1.value }).map(\.key) { register(name) }
    }

    /// The number of `name` (a page's element or attribute name: `p`, `epub:type`, `xml:lang`).
    func number(of name: String) -> Int32 {
        if let known = numbers[name] { return known }
        let number = Int32(spelled.count)
        numbers[name] = number
        register(name)
        return number
    }

    /// The number of `element`'s name, read from the element's cache when the table lists it.
    @inline(__always) func number(of element: Element) -> Int32 {
        let cached = element.schemaName
        return cached >= 0 ? cached : number(of: element.name)
    }

    /// The number of `element`'s name in `namespace` (`m:mi`, `svg:title`; an HTML name from the element's cache).
    func number(of element: Element, in namespace: MarkupNamespace) -> Int32 {
        namespace == .html ? number(of: element) : number(of: namespace.schemaName(of: element.name))
    }

    private func register(_ name: String) {
        spelled.append(name)
        prefixes.append(name.firstIndex(of: ":").map { String(name[..<$0]) } ?? "")
        var flags: Flags = []
        if SchemaMachine.isIgnored(name) { flags.insert(.ignored) }
        if SchemaRuleContext.checkedAttributes.contains(name) { flags.insert(.checked) }
        self.flags.append(flags)
    }

    /// True for attribute names EPUBCheck takes out before validating (`data-*`, namespace declarations).
    @inline(__always) func isIgnored(_ name: Int32) -> Bool { flags[Int(name)].contains(.ignored) }

    /// True for attribute names whose values the Schematron rules look at (`role`, id references).
    @inline(__always) func isChecked(_ name: Int32) -> Bool { flags[Int(name)].contains(.checked) }

    /// The name numbered `number`.
    func name(_ number: Int32) -> String { spelled[Int(number)] }

    /// True when the name numbered `name` is in the name class numbered `nameClass`.
    func contains(_ nameClass: Int32, _ name: Int32) -> Bool {
        let key = UInt64(UInt32(nameClass)) << 32 | UInt64(UInt32(name))
        if let known = memo[flag: key] { return known }
        let result = evaluate(nameClass, name)
        memo[flag: key] = result
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

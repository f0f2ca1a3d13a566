/// A memo from 64-bit keys to 32-bit values for the schema machine's derivatives and hash-consed patterns: open
/// addressing with linear probing and Fibonacci hashing. Its keys are already numbers (pattern, name and state
/// numbers packed into 64 bits), so Swift's seeded SipHash, which `Dictionary` runs on every lookup, was most of
/// the cost of a memo hit (about a third of the schema check's time on the real vault).
struct SchemaMemo {
    private var keys: [UInt64]
    /// `Int32.min` marks an empty slot (no memoized value is: they are pattern numbers, names or 0/1).
    private var values: [Int32]
    private var shift: UInt64
    private(set) var count = 0

    /// An empty memo with room for about `capacity` entries before it grows.
    init(capacity: Int = 256) {
        var slots = 16
        while slots < capacity * 2 { slots <<= 1 }
        keys = Array(repeating: 0, count: slots)
        values = Array(repeating: Self.vacant, count: slots)
        shift = UInt64(64 - slots.trailingZeroBitCount)
    }

    private static let vacant = Int32.min

    /// The value stored for `key`; setting one stores it (memo values are never removed).
    subscript(key: UInt64) -> Int32? {
        get {
            var slot = self.slot(of: key)
            while true {
                let value = values[slot]
                if value == Self.vacant { return nil }
                if keys[slot] == key { return value }
                slot = (slot + 1) & (keys.count - 1)
            }
        }
        set {
            guard let newValue else { return }
            precondition(newValue != Self.vacant, "SchemaMemo cannot store Int32.min")
            if (count + 1) * 4 > keys.count * 3 { grow() }
            insert(key, newValue)
        }
    }

    /// The value stored for a pattern number.
    subscript(pattern pattern: Int32) -> Int32? {
        get { self[Self.key(pattern)] }
        set { self[Self.key(pattern)] = newValue }
    }

    /// The truth value stored for a pattern number.
    subscript(patternFlag pattern: Int32) -> Bool? {
        get { self[flag: Self.key(pattern)] }
        set { self[flag: Self.key(pattern)] = newValue }
    }

    private static func key(_ pattern: Int32) -> UInt64 { UInt64(UInt32(bitPattern: pattern)) }

    /// The truth value stored for `key`.
    subscript(flag key: UInt64) -> Bool? {
        get { self[key].map { $0 != 0 } }
        set { self[key] = newValue.map { $0 ? 1 : 0 } }
    }

    @inline(__always) private func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func insert(_ key: UInt64, _ value: Int32) {
        var slot = self.slot(of: key)
        while values[slot] != Self.vacant && keys[slot] != key { slot = (slot + 1) & (keys.count - 1) }
        if values[slot] == Self.vacant { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() {
        let old = (keys, values)
        keys = Array(repeating: 0, count: old.0.count * 2)
        values = Array(repeating: Self.vacant, count: old.0.count * 2)
        shift -= 1
        count = 0
        for slot in old.1.indices where old.1[slot] != Self.vacant { insert(old.0[slot], old.1[slot]) }
    }
}

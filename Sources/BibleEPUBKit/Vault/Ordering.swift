/// Natural sorting and Part numbering used for the reading order.
package enum Ordering {
    /// A numbered section folder such as `Part-VII` or `Part-7`.
    package struct SectionNumber: Equatable {
        /// The numeric value.
        package var value: Int
        /// The number as written (`VII`, `7`).
        package var label: String
    }

    /// A name split once into number and text chunks, so sorting compares keys instead of re-reading names.
    package struct NaturalKey: Comparable {
        private let chunks: [Chunk]
        private let name: String

        /// The key of `name`.
        package init(_ name: String) {
            self.name = name
            chunks = Self.chunks(name)
        }

        /// Chunk by chunk: numbers by value, before text; then fewer chunks first; then the names as written.
        package static func < (left: NaturalKey, right: NaturalKey) -> Bool {
            for (x, y) in zip(left.chunks, right.chunks) where x != y {
                switch (x, y) {
                case (.number(let m), .number(let n)): return m < n
                case (.number, .text): return true
                case (.text, .number): return false
                case (.text(let s), .text(let t)): return s < t
                }
            }
            if left.chunks.count != right.chunks.count { return left.chunks.count < right.chunks.count }
            return left.name < right.name
        }

        enum Chunk: Equatable {
            case number(Int), text(String)
        }

        /// `chunks(_:)` for ASCII names (most), read byte by byte; nil for any other name.
        static func asciiChunks(_ string: String) -> [Chunk]? {
            string.withUTF8Bytes { bytes -> [Chunk]? in
                var result: [Chunk] = []
                var start = 0
                for index in 0...bytes.count {
                    if index < bytes.count {
                        guard bytes[index] < 0x80 else { return nil }
                        if index == start || isDigit(bytes[index]) == isDigit(bytes[start]) { continue }
                    }
                    guard index > start else { break }
                    let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    if isDigit(run[0]) {
                        result.append(.number(Int(String(decoding: run.prefix(18), as: UTF8.self)) ?? 0))
                    } else {
                        result.append(.text(String(decoding: run.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)))
                    }
                    start = index
                }
                return result
            }
        }

        private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        static func chunks(_ string: String) -> [Chunk] {
            asciiChunks(string) ?? scalarChunks(string)
        }

        /// Chunks of any name, scalar by scalar after Unicode lowercasing (the reference the ASCII path is tested against).
        static func scalarChunks(_ string: String) -> [Chunk] {
            var result: [Chunk] = []
            var digits = "", letters = ""
            func flush() {
                if !digits.isEmpty { result.append(.number(Int(digits.prefix(18)) ?? 0)); digits = "" }
                if !letters.isEmpty { result.append(.text(letters)); letters = "" }
            }
            for scalar in string.lowercased().unicodeScalars {
                if (0x30...0x39).contains(scalar.value) {
                    if !letters.isEmpty { flush() }
                    digits.unicodeScalars.append(scalar)
                } else {
                    if !digits.isEmpty { flush() }
                    letters.unicodeScalars.append(scalar)
                }
            }
            flush()
            return result
        }
    }

    /// The number of a `Part-<roman or arabic>` name, or nil.
    package static func sectionNumber(_ name: String) -> SectionNumber? {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        guard parts.count >= 2, parts[0].lowercased() == "part" else { return nil }
        let token = String(parts[1])
        if let value = Int(token) { return SectionNumber(value: value, label: token) }
        if let value = romanValue(token) { return SectionNumber(value: value, label: token.uppercased()) }
        return nil
    }

    /// Whether a folder's name numbers a division of a book (`Part-II`, `Book-01`, `Chapter-3`, `Volume_IV`, `01-Intro`).
    package static func namesNumberedDivision(_ name: String) -> Bool {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        guard let first = parts.first else { return false }
        if first.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return true }
        guard parts.count >= 2, divisionWords.contains(first.lowercased()) else { return false }
        return parts[1].utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } || romanValue(parts[1]) != nil
    }

    /// The words a numbered division of a book is named by.
    private static let divisionWords: Set<String> = ["part", "book", "chapter", "volume", "section", "appendix", "unit", "lesson"]

    /// The value of a roman numeral (I…MMMM), or nil.
    package static func romanValue(_ token: String) -> Int? {
        let digits = token.lowercased().compactMap { romanDigits[$0] }
        guard !digits.isEmpty, digits.count == token.count else { return nil }
        var total = 0
        for (index, digit) in digits.enumerated() {
            total += index + 1 < digits.count && digit < digits[index + 1] ? -digit : digit
        }
        return romanString(total) == token.uppercased() ? total : nil
    }

    private static let romanDigits: [Character: Int] = ["i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000]

    /// `value` as an upper-case roman numeral.
    package static func romanString(_ value: Int) -> String {
        let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var remaining = value, result = ""
        for (amount, symbol) in table {
            while remaining >= amount { result += symbol; remaining -= amount }
        }
        return result
    }
}

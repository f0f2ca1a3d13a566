import CLibICU

/// Domain names through ICU's UTS #46 processing (Debian's libicu): the one place that calls it.
enum DomainNames {
    /// The ASCII form of the UTF-8 domain name `name` (`bücher.de` gives `xn--bcher-kva.de`), or nil when ICU
    /// reports an error a URL parser refuses: an empty label, a label over 63 bytes or a name over 253, a disallowed
    /// character, bad Punycode, a leading combining mark. Hyphens anywhere are allowed, as the URL Standard allows them.
    static func ascii(_ name: [UInt8]) -> [UInt8]? {
        var ascii = [CChar](repeating: 0, count: 1024)
        let errors = name.withUnsafeBufferPointer { input in
            input.withMemoryRebound(to: CChar.self) { bible_epub_idna_to_ascii($0.baseAddress, Int32($0.count), &ascii, Int32(ascii.count)) }
        }
        guard errors == 0 else { return nil }
        return Array(ascii.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }
}

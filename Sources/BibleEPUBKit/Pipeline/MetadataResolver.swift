import Foundation

/// Decides title, language, identifier, modification time and accessibility metadata; never reads the clock.
package enum MetadataResolver {
    /// The language: config, else the pages' most common `lang`, else `en`.
    package static func language(_ analysis: VaultAnalysis) -> String {
        if let language = analysis.config.language ?? analysis.package?.language { return language }
        var counts: [String: Int] = [:]
        for page in analysis.order.pages { if let lang = analysis.pages[page]?.language { counts[lang, default: 0] += 1 } }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? "en"
    }

    /// The title: config, else what the source states (a package document, the start page's metadata), else the
    /// pages' common title affix, else the title of the start page a link chain or contents page begins with, else
    /// the workspace root's title, else the vault folder name.
    package static func title(_ analysis: VaultAnalysis) -> String {
        if let title = analysis.config.title ?? statedTitle(analysis)?.title { return title }
        let folder = VaultPath.prettify(VaultPath.fileName(of: analysis.inventory.root))
        guard articles(analysis).isEmpty else { return folder }
        return analysis.titleAffixes.bookName ?? startPageTitle(analysis) ?? analysis.workspaceRoot.flatMap { analysis.pages[$0]?.title } ?? folder
    }

    /// The identifier: config, else a UUIDv5 of the title; for one audience's book, a UUIDv5 of that and the
    /// audience (each audience's book is a book of its own to a store or a library).
    package static func identifier(_ analysis: VaultAnalysis) -> String {
        let book = analysis.config.identifier ?? analysis.package?.identifier.flatMap { identifying($0) ? $0 : nil } ?? uuidURN(for: title(analysis))
        guard let audience = analysis.audience else { return book }
        return uuidURN(for: book + "#audience=" + audience.trimmingSpaces.lowercased())
    }

    /// `urn:uuid:` + UUIDv5 of `name` in the URL namespace: stable, never random.
    package static func uuidURN(for name: String) -> String {
        let namespace: [UInt8] = [0x6b, 0xa7, 0xb8, 0x11, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8]
        var bytes = Array(Digests.sha1(namespace + Array(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = Digests.hex(bytes)
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return "urn:uuid:" + parts.joined(separator: "-")
    }

    /// `SOURCE_DATE_EPOCH`, else config `modified:`, else the start page's `dcterms.modified` (a note's `updated`
    /// or `created`), else the caller's `lastChange` (the CLI: the vault's last
    /// commit), else the vault's newest file. Never the clock.
    package static func modified(_ analysis: VaultAnalysis, sourceDateEpoch: String?,
                                lastChange: (@Sendable () -> Date?)? = nil) throws -> Date {
        if let epoch = sourceDateEpoch, !epoch.isEmpty {
            guard let seconds = Double(epoch.trimmingCharacters(in: .whitespaces)) else {
                throw ConfigError.invalidSourceDateEpoch(epoch)
            }
            return Date(timeIntervalSince1970: seconds)
        }
        if let written = analysis.config.modified {
            guard let date = parseDate(written) else {
                throw ConfigError.invalidDate(written)
            }
            return date
        }
        if let stated = analysis.startPage?.signals.metadata["dcterms.modified"],
           let date = parseDate(stated) { return date }
        if let known = lastChange?() { return known }
        let newest = analysis.inventory.files.map(\.modified).max() ?? 0
        return Date(timeIntervalSince1970: newest.rounded(.down))
    }

    static func parseDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text)
    }
}

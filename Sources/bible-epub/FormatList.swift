import ArgumentParser
import BibleEPUBKit

/// `--format`: one output format, or several comma-separated (`epub,pdf`: both editions from one build).
struct FormatList: ExpressibleByArgument, Equatable {
    /// The formats, as given.
    var formats: [OutputFormat]

    /// The formats `formats` lists.
    init(_ formats: [OutputFormat]) {
        self.formats = formats
    }

    /// Parses `epub`, `pdf`, `directory` or a comma-separated list of them; nil for anything else.
    init?(argument: String) {
        let named = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { OutputFormat(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased()) }
        guard !named.isEmpty, !named.contains(nil) else { return nil }
        formats = named.compactMap { $0 }
    }

    static var allValueStrings: [String] { OutputFormat.allCases.map(\.rawValue) + ["epub,pdf"] }

    var defaultValueDescription: String { formats.map(\.rawValue).joined(separator: ",") }

    /// True when the formats are the print edition only.
    var isPrintOnly: Bool { formats.allSatisfy { $0 == .pdf } }
}

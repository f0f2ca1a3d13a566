import Foundation
import Yams

/// Reads `book.yaml` into a `BookConfig`, reporting unknown keys and wrong types with line and column.
package enum ConfigLoader {
    /// Every top-level key the config accepts.
    package static let knownKeys = [
        "title", "subtitle", "language", "identifier", "creator", "creators", "publisher", "rights",
        "description", "subjects", "modified", "cover", "spine", "order", "toc", "strip", "unwrap", "theme", "scripts",
        "styles", "accessibility", "lint", "part-title", "part-front-matter", "web-base-url", "pages",
        "audience", "default-audience", "attachments", "front-matter", "made-with", "exclude", "extract", "print",
    ]
    static let printKeys = ["trim"]
    static let accessibilityKeys = ["summary", "features", "hazards", "access-modes", "access-modes-sufficient", "conforms-to", "certified-by"]

    /// Loads the config at `path`, shown in diagnostics as `displayPath`.
    package static func load(path: String, displayPath: String) throws -> (BookConfig, [Diagnostic]) {
        try load(FileBytes.contents(atPath: path), displayPath: displayPath)
    }

    /// Loads the config read as `bytes` (nil when it could not be read), shown in diagnostics as `displayPath`.
    package static func load(_ bytes: [UInt8]?, displayPath: String) throws -> (BookConfig, [Diagnostic]) {
        guard let bytes, let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigError.invalid(Diagnostic(
                id: .configUnreadable, severity: .error, file: displayPath, message: "cannot read the config file"))
        }
        return try parse(text, file: displayPath)
    }

    /// Parses config text.
    package static func parse(_ text: String, file: String) throws -> (BookConfig, [Diagnostic]) {
        let root: Yams.Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigError.invalid(yamlDiagnostic(error, file: file))
        }
        var reader = ConfigReader(file: file)
        guard let root else { return (BookConfig(), []) }
        guard let mapping = root.mapping else {
            throw ConfigError.invalid(reader.diagnostic(at: root, "the config must be a mapping of keys to values"))
        }
        let config = try reader.read(mapping)
        return (config, reader.diagnostics)
    }

    private static func yamlDiagnostic(_ error: YamlError, file: String) -> Diagnostic {
        var line = 0, column = 0
        var message = "\(error)"
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            line = mark.line
            column = mark.column
            message = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
        default: break
        }
        return Diagnostic(id: .configInvalidYaml, severity: .error, file: file, line: line, column: column,
                          message: "invalid YAML: \(message)")
    }
}

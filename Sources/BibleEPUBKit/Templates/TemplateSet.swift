import Foundation

/// The EPUB skeleton files and default stylesheet: built in, or read from a folder the author names.
public struct TemplateSet: Sendable {
    /// Template text by file name.
    public var files: [String: String]

    /// The built-in templates.
    public static var builtIn: TemplateSet { TemplateSet(files: embedded) }

    /// The built-in templates with any file in `folder` taking precedence.
    public static func overriding(from folder: String) throws -> TemplateSet {
        var files = embedded
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw VaultError(description: "templates folder not found: \(folder)")
        }
        for name in names where embedded[name] != nil {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                  let text = String(data: data, encoding: .utf8) else { continue }
            files[name] = text
        }
        return TemplateSet(files: files)
    }

    /// Renders template `name`, replacing each `{{key}}` with its (already escaped) value.
    public func render(_ name: String, _ values: [String: String]) -> String {
        var text = files[name] ?? ""
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            text = text.replacingOccurrences(of: "{{\(key)}}", with: value)
        }
        return text
    }
}

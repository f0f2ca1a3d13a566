import Foundation

/// The EPUB skeleton files and default stylesheet: built in, or read from a folder the author names.
package struct TemplateSet: Sendable {
    /// Template text by file name.
    package var files: [String: String]

    /// The built-in templates.
    package static var builtIn: TemplateSet { TemplateSet(files: embedded) }

    /// The built-in templates with any file in `folder` taking precedence.
    package static func overriding(from folder: String) throws -> TemplateSet {
        var files = embedded
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw TemplateError.folderNotFound(path: folder)
        }
        for name in names where embedded[name] != nil {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                  let text = String(data: data, encoding: .utf8) else { continue }
            files[name] = text
        }
        return TemplateSet(files: files)
    }

    /// Renders template `name`, replacing each `{{key}}` with its (already escaped) value. A section
    /// `{{#key}}…{{/key}}` is kept (without its markers) when the value of `key` is not empty and left out when it
    /// is (a title page without an author has no empty creator line). One pass over the template: text inside
    /// values is never read as a placeholder; unknown keys and their sections stay as written.
    package func render(_ name: String, _ values: [String: String]) -> String {
        var rest = Self.resolvingSections(files[name] ?? "", values)[...]
        var output = ""
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}"),
                  let value = values[String(rest[open.upperBound..<close.lowerBound])] else {
                let next = rest.index(after: open.lowerBound) // not a placeholder: keep its first brace
                output += rest[..<next]
                rest = rest[next...]
                continue
            }
            output += rest[..<open.lowerBound] + value
            rest = rest[close.upperBound...]
        }
        return output + rest
    }

    /// The template with each `{{#key}}…{{/key}}` of a known key kept or left out (sections do not nest).
    private static func resolvingSections(_ template: String, _ values: [String: String]) -> String {
        var rest = template[...]
        var output = ""
        while let open = rest.range(of: "{{#") {
            guard let nameEnd = rest[open.upperBound...].range(of: "}}"),
                  case let key = String(rest[open.upperBound..<nameEnd.lowerBound]), let value = values[key],
                  let close = rest[nameEnd.upperBound...].range(of: "{{/" + key + "}}") else {
                output += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            output += rest[..<open.lowerBound]
            if !value.isEmpty { output += rest[nameEnd.upperBound..<close.lowerBound] }
            rest = rest[close.upperBound...]
        }
        return output + rest
    }
}

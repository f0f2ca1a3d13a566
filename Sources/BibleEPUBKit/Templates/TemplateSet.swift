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

    /// Renders template `name`, replacing each `{{key}}` with its (already escaped) value.
    /// One pass over the template: text inside values is never read as a placeholder; unknown keys stay as written.
    package func render(_ name: String, _ values: [String: String]) -> String {
        let template = Array((files[name] ?? "").utf8)
        var output: [UInt8] = []
        output.reserveCapacity(template.count + values.values.reduce(0) { $0 + $1.utf8.count })
        var copied = 0, cursor = 0
        while let open = template.firstIndex(ofByte: UInt8(ascii: "{"), from: cursor) {
            cursor = open + 1
            guard cursor < template.count, template[cursor] == UInt8(ascii: "{"),
                  let close = template.firstIndex(ofByte: UInt8(ascii: "}"), from: cursor + 1),
                  close + 1 < template.count, template[close + 1] == UInt8(ascii: "}"),
                  let value = values[String(decoding: template[(cursor + 1)..<close], as: UTF8.self)] else { continue }
            output += template[copied..<open]
            output += value.utf8
            copied = close + 2
            cursor = copied
        }
        output += template[copied...]
        return String(decoding: output, as: UTF8.self)
    }
}

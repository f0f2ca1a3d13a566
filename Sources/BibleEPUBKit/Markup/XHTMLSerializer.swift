import Foundation

/// Writes an `Element` tree as a well-formed, namespaced XHTML5 document.
package enum XHTMLSerializer {
    /// The XHTML namespace.
    package static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"
    /// The SVG namespace.
    package static let svgNamespace = "http://www.w3.org/2000/svg"
    /// The MathML namespace.
    package static let mathNamespace = "http://www.w3.org/1998/Math/MathML"
    /// Serializes `root` as UTF-8 bytes.
    package static func documentBytes(_ root: Element) -> [UInt8] {
        var marks: SourceLineMap?
        return documentBytes(root, marks: &marks)
    }

    /// Serializes `root` as UTF-8 bytes and, when `marks` is not nil, notes each element's source line in it.
    package static func documentBytes(_ root: Element, marks: inout SourceLineMap?) -> [UInt8] {
        var output = ByteBuffer(capacity: 32_768)
        output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n")
        write(root, into: &output, namespace: .html, isRoot: true, inScope: .html, marks: &marks)
        output.append(0x0A)
        return output.bytes()
    }

    /// Serializes `root`, an `svg` element, as a standalone SVG document.
    package static func svgDocumentBytes(_ root: Element) -> [UInt8] {
        var output = ByteBuffer(capacity: 16_384), marks: SourceLineMap?
        output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        write(root, into: &output, namespace: MarkupNamespace.of(root, parent: nil, parentNamespace: .html), inScope: .html,
              marks: &marks)
        output.append(0x0A)
        return output.bytes()
    }

    /// Writes `element`, which is in `namespace` (`MarkupNamespace.of`); `inScope` is the default namespace its
    /// parent was written in (an `xmlns` is written where the two differ: the HTML content of an SVG `foreignObject`
    /// or a MathML `mtext` goes back to the XHTML namespace, as EPUB requires).
    private static func write(_ element: Element, into output: inout ByteBuffer, namespace: MarkupNamespace, isRoot: Bool = false,
                              inScope: MarkupNamespace, marks: inout SourceLineMap?) {
        if marks != nil { marks!.mark(offset: output.count, line: element.line) }
        let name = namespace == .svg ? SVGNames.element(element.name) : element.name
        output.append(UInt8(ascii: "<"))
        output.append(name)
        if isRoot {
            output.append(" xmlns=\"\(xhtmlNamespace)\" xmlns:epub=\"http://www.idpf.org/2007/ops\"")
        } else if namespace != inScope {
            output.append(" xmlns=\"\(namespace == .svg ? svgNamespace : namespace == .math ? mathNamespace : xhtmlNamespace)\"")
            if namespace == .svg && usesXLink(element) { output.append(" xmlns:xlink=\"http://www.w3.org/1999/xlink\"") }
        }
        for (position, attribute) in element.attributes.enumerated()
        where isSerializable(attribute.name, inSVG: namespace == .svg)
            && !element.attributes[..<position].contains(where: { $0.name == attribute.name }) {
            let attributeName = namespace == .svg ? SVGNames.attribute(attribute.name) : attribute.name
            output.append(0x20)
            output.append(attributeName)
            output.append(UInt8(ascii: "="))
            output.append(UInt8(ascii: "\""))
            XMLEscaping.append(attribute.value, to: &output, attribute: true)
            output.append(UInt8(ascii: "\""))
        }
        let isVoid = namespace == .html && element.traits.contains(.void)
        if element.children.isEmpty && (namespace != .html || isVoid) {
            output.append(UInt8(ascii: "/"))
            output.append(UInt8(ascii: ">"))
            return
        }
        output.append(UInt8(ascii: ">"))
        if !isVoid {
            for child in element.children {
                switch child {
                case .element(let inner):
                    let innerNamespace = MarkupNamespace.of(inner, parent: element, parentNamespace: namespace)
                    write(inner, into: &output, namespace: innerNamespace, inScope: namespace, marks: &marks)
                case .text(let text): XMLEscaping.append(text, to: &output, attribute: false)
                case .comment(let text): output.append("<!--" + safeComment(text) + "-->")
                }
            }
        }
        output.append(UInt8(ascii: "<"))
        output.append(UInt8(ascii: "/"))
        output.append(name)
        output.append(UInt8(ascii: ">"))
    }

    private static func usesXLink(_ element: Element) -> Bool {
        element.attributes.contains { $0.name.hasPrefix("xlink:") }
            || element.descendants().contains { $0.attributes.contains { $0.name.hasPrefix("xlink:") } }
    }

    /// True for attribute names that are valid XML names whose prefix is declared where they stand
    /// (`xml:` and `epub:` everywhere, `xlink:` inside SVG only); namespace declarations are written by us.
    package static func isSerializable(_ name: String, inSVG: Bool = false) -> Bool {
        if isPlainName(name) { return name != "xmlns" }
        guard !name.isEmpty, name != "xmlns", !name.hasPrefix("xmlns:") else { return false }
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        let prefixes = inSVG ? ["xml", "xlink", "epub"] : ["xml", "epub"]
        if parts.count > 2 || (parts.count == 2 && !prefixes.contains(String(parts[0]))) { return false }
        return parts.allSatisfy { XMLNames.isNCName(String($0)) }
    }

    /// True for the common case: an ASCII letter followed by ASCII letters, digits and hyphens.
    private static func isPlainName(_ name: String) -> Bool {
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        return name.withUTF8Bytes { bytes in
            guard let first = bytes.first, isLetter(first) else { return false }
            for byte in bytes.dropFirst()
            where !(isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")) {
                return false
            }
            return true
        }
    }

    /// Escapes text content for XML (characters XML forbids are dropped).
    package static func escapeText(_ text: String) -> String {
        var output = ByteBuffer(capacity: text.utf8.count + 16)
        XMLEscaping.append(text, to: &output, attribute: false)
        return String(decoding: output.bytes(), as: UTF8.self)
    }

    /// Escapes an attribute value for a double-quoted XML attribute.
    package static func escapeAttribute(_ text: String) -> String {
        var output = ByteBuffer(capacity: text.utf8.count + 16)
        XMLEscaping.append(text, to: &output, attribute: true)
        return String(decoding: output.bytes(), as: UTF8.self)
    }

    private static func safeComment(_ text: String) -> String {
        var cleaned = XMLNames.keepingAllowedCharacters(text)
        while cleaned.contains("--") { cleaned = cleaned.replacingOccurrences(of: "--", with: "- -") }
        if cleaned.hasSuffix("-") { cleaned += " " }
        return cleaned
    }
}

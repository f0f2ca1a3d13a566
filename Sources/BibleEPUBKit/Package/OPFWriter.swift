/// Writes `content.opf` (EPUB 3 package document).
package enum OPFWriter {
    /// The package document for `metadata` and `manifest`.
    package static func document(metadata: BookMetadata, manifest: Manifest) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\#(attr(metadata.language))">"#,
            #"  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">"#,
        ]
        lines += metadataLines(metadata, coverImageID: manifest.coverImageID).map { "    " + $0 }
        lines.append("  </metadata>")
        lines.append("  <manifest>")
        for item in manifest.items {
            let properties = item.properties.isEmpty ? "" : #" properties="\#(item.properties.joined(separator: " "))""#
            lines.append(#"    <item id="\#(item.id)" href="\#(attr(PackagePaths.percentEncodePath(item.path)))" media-type="\#(item.mediaType)"\#(properties)/>"#)
        }
        lines.append("  </manifest>")
        let ncxID = manifest.items.first { $0.mediaType == "application/x-dtbncx+xml" }?.id ?? "ncx"
        lines.append(#"  <spine toc="\#(ncxID)">"#)
        lines += manifest.spine.map { #"    <itemref idref="\#($0)"\#(manifest.nonLinear.contains($0) ? #" linear="no""# : "")/>"# }
        lines.append("  </spine>")
        lines.append("</package>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func metadataLines(_ metadata: BookMetadata, coverImageID: String?) -> [String] {
        var lines = [
            #"<dc:identifier id="book-id">\#(text(metadata.identifier))</dc:identifier>"#,
            #"<dc:title id="title">\#(text(metadata.title))</dc:title>"#,
            ##"<meta refines="#title" property="title-type">main</meta>"##,
        ]
        if let subtitle = metadata.subtitle {
            lines.append(#"<dc:title id="subtitle">\#(text(subtitle))</dc:title>"#)
            lines.append(##"<meta refines="#subtitle" property="title-type">subtitle</meta>"##)
        }
        lines.append("<dc:language>\(text(metadata.language))</dc:language>")
        for (index, creator) in metadata.creators.enumerated() {
            lines.append(#"<dc:creator id="creator-\#(index + 1)">\#(text(creator))</dc:creator>"#)
            lines.append(##"<meta refines="#creator-\##(index + 1)" property="role" scheme="marc:relators">aut</meta>"##)
        }
        if let publisher = metadata.publisher { lines.append("<dc:publisher>\(text(publisher))</dc:publisher>") }
        if let rights = metadata.rights { lines.append("<dc:rights>\(text(rights))</dc:rights>") }
        if let description = metadata.description { lines.append("<dc:description>\(text(description))</dc:description>") }
        lines += metadata.subjects.map { "<dc:subject>\(text($0))</dc:subject>" }
        lines.append(#"<meta property="dcterms:modified">\#(metadata.modifiedString)</meta>"#)
        let a11y = metadata.accessibility
        lines += a11y.accessModes.map { #"<meta property="schema:accessMode">\#(text($0))</meta>"# }
        lines += a11y.accessModesSufficient.map { #"<meta property="schema:accessModeSufficient">\#(text($0))</meta>"# }
        lines += a11y.features.map { #"<meta property="schema:accessibilityFeature">\#(text($0))</meta>"# }
        lines += a11y.hazards.map { #"<meta property="schema:accessibilityHazard">\#(text($0))</meta>"# }
        lines.append(#"<meta property="schema:accessibilitySummary">\#(text(a11y.summary))</meta>"#)
        if let claim = a11y.conformsTo {
            lines.append(#"<meta property="dcterms:conformsTo">\#(text(claim))</meta>"#)
            if let certifier = a11y.certifiedBy { lines.append(#"<meta property="a11y:certifiedBy">\#(text(certifier))</meta>"#) }
        }
        if let coverImageID { lines.append(#"<meta name="cover" content="\#(coverImageID)"/>"#) }
        lines.append(#"<meta name="generator" content="bible-epub"/>"#)
        return lines
    }

    static func text(_ value: String) -> String { XHTMLSerializer.escapeText(value) }
    static func attr(_ value: String) -> String { XHTMLSerializer.escapeAttribute(value) }
}

import CCMarkGFM
import Foundation

/// The one place that calls cmark-gfm: CommonMark + GFM (tables, strikethrough, autolinks, task lists,
/// footnotes) to HTML, with `data-sourcepos` on block elements so diagnostics point into the `.md` file.
package enum CMark {
    /// One conversion at a time: cmark-gfm keeps the inline parser's special characters in a process-wide table that
    /// each parse adds its extensions' characters to and removes them from when it finishes (`~` of strikethrough,
    /// `:` and `w` of autolinks), and registers the core extensions behind an unlocked flag. Pages converted in
    /// parallel lost `~~struck~~` text at random on a two-core machine.
    private static let lock = NSLock()

    /// HTML for `markdown`; raw HTML in the Markdown is kept (the normalizer cleans it like any page).
    package static func html(_ markdown: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { bible_cmark_free(rendered) }
        return String(cString: rendered)
    }
}

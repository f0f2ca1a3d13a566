import Foundation

/// WeasyPrint (CSS Paged Media), driven as a subprocess: lays the print document out, counts the pages, sets the
/// gutter KDP requires for that count and lays it out again when the count moved the book into another band.
package enum PrintEngine {
    /// The WeasyPrint release the print edition is made and checked with (`Scripts/setup --print` installs it).
    package static let version = "70.0"
    /// How to install the engine, shown when it is missing.
    package static let installHint = "Scripts/setup --print, or: python3 -m pip install weasyprint==\(version) (and Debian's libpango-1.0-0)"

    /// What a layout produced.
    package struct Layout: Sendable, Equatable {
        /// Pages of the PDF.
        package var pages: Int
        /// The gutter it was laid out with, in inches.
        package var gutter: Double
        /// Layout passes (2 when the page count changed the gutter).
        package var passes: Int
        /// PDF bookmarks.
        package var bookmarks: Int
        /// Raster images printed under 300 ppi: their address in the book's package folder and the lowest ppi.
        package var lowResolutionImages: [String: Int] = [:]
        /// For each PDF page, the first element that starts on it (`data-print-loc`, `p12.40`); nil for a page
        /// that only continues an element (or is blank).
        package var pageStarts: [String?] = []
        /// Index of the PDF page where the body matter starts (arabic folio 1); nil when the book has no front matter.
        package var bodyStartPage: Int?
        /// Text that runs past the text block (into the margins or off the page): where, by the element that holds it.
        package var overflows: [Overflow] = []
    }

    /// Text of the print edition outside the text block.
    package struct Overflow: Sendable, Equatable {
        /// The `data-print-loc` of the nearest element around it that has one (`p12.40`).
        package var location: String
        /// The PDF page (1-based) it is on, the first where it happens.
        package var page: Int
        /// How far the text runs past the text block, in points (the largest on that element).
        package var points: Double
    }

    /// A Python 3 that imports WeasyPrint, from `PATH`; nil when there is none.
    package static func locate(environment: [String: String]) -> String? {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for python in path.map({ $0 + "/python3" }) + ["/usr/bin/python3"] where FileManager.default.isExecutableFile(atPath: python) {
            if Subprocess.run(python, ["-c", "import weasyprint"])?.status == 0 { return python }
        }
        return nil
    }

    /// Lays out `folder/print.html` into the PDF `output` with `python`, the gutter chosen by `settings`' bands, the
    /// first pass with the gutter of `estimatedPages`.
    static func render(folder: String, output: String, settings: PrintSettings, estimatedPages: Int, python: String) throws -> Layout {
        let bands = PrintSettings.gutterBands.map { "[\($0.pages),\($0.inches)]" }.joined(separator: ",")
        let arguments = ["-c", script, folder, output, "[\(bands)]", String(settings.gutter(forPages: estimatedPages))]
        guard let run = Subprocess.run(python, arguments) else { throw PrintError.engineFailed(reason: "\(python) could not be started") }
        let report = (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) as? [String: Any]
        guard run.status == 0, let report, let pages = report["pages"] as? Int else {
            throw PrintError.engineFailed(reason: (report?["error"] as? String) ?? "WeasyPrint exited with status \(run.status)")
        }
        return Layout(pages: pages, gutter: report["gutter"] as? Double ?? 0, passes: report["passes"] as? Int ?? 1,
                      bookmarks: report["bookmarks"] as? Int ?? 0, lowResolutionImages: report["low_resolution"] as? [String: Int] ?? [:],
                      pageStarts: (report["starts"] as? [Any] ?? []).map { $0 as? String }, bodyStartPage: report["body_start"] as? Int,
                      overflows: (report["overflow"] as? [[Any]] ?? []).compactMap { entry in
                          guard entry.count == 3, let location = entry[0] as? String, let page = entry[1] as? Int,
                                let points = (entry[2] as? NSNumber)?.doubleValue else { return nil }
                          return Overflow(location: location, page: page, points: points)
                      })
    }

    /// The driver: at most three passes, each with the gutter of the page count of the pass before; it reads only
    /// the book's folder.
    static let script = #"""
import json, logging, os, sys, urllib.parse
folder, output, bands, gutter = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), float(sys.argv[4])
try:
    import weasyprint
    logging.getLogger('weasyprint').setLevel(logging.ERROR)
    # The document is read under a fixed address, so the PDF does not depend on where its temp folder was (image
    # names are hashes of their URLs), and nothing outside the book's folder is ever read: no other file, no network.
    base, inside, root = 'file:///bible-epub-book/', 'file://' + folder + '/', os.path.realpath(folder)
    def within(url):  # the file a file: URL names, its percent escapes decoded (%2e%2e is ..), is in the book's folder
        path = os.path.realpath(urllib.parse.unquote(urllib.parse.urlsplit(url).path))
        return path.startswith(root + os.sep)
    class BookFetcher(weasyprint.urls.URLFetcher):
        def fetch(self, url, headers=None):
            if url.startswith('data:') or url.startswith(inside) and within(url):  # (opening a file comes back here)
                return super().fetch(url, headers)
            if not url.startswith(base) or not within(inside + url[len(base):]):
                raise ValueError('outside the book: ' + url)
            response = super().fetch(inside + url[len(base):], headers)
            response.url = url  # relative addresses resolve against the fixed one
            return response
    def band(pages):
        return next((inches for most, inches in bands if pages <= most), bands[-1][1])
    passes = 0
    while True:
        with open(folder + '/print-gutter.css', 'w') as sheet:
            sheet.write('@page :left { margin-right: %.3fin; }\n@page :right { margin-left: %.3fin; }\n' % (gutter, gutter))
        document = weasyprint.HTML(base + 'print.html', url_fetcher=BookFetcher()).render()
        passes += 1
        wanted = band(len(document.pages))
        if wanted == gutter or passes == 3:
            break
        gutter = wanted
    document.write_pdf(output)
    def count(tree):
        return sum(1 + count(children) for _, _, children, _ in tree)
    # Each raster image's resolution at the size it is printed (its pixels over its width in inches, 96 CSS px each);
    # the first element that starts on each page (for the EPUB's page-list), and the page the body matter starts on.
    low, starts, seen, body_start = {}, [], set(), None
    # Text outside the text block (the page's content box; margin boxes hold the running heads and folios), by the
    # nearest element around it that names its place: 1 px (0.75 pt) of slack for rounding.
    overflow, boxes = {}, weasyprint.formatting_structure.boxes
    def overflowing(box, location, left, right, number):
        if isinstance(box, boxes.MarginBox):
            return
        element = box.element
        location = (element.get('data-print-loc') if element is not None else None) or location
        if isinstance(box, boxes.TextBox) and box.text.strip() and location:
            past = max(box.position_x + box.width - right, left - box.position_x)
            if past > 1 and past * 0.75 > overflow.get(location, (0, 0))[1]:
                overflow[location] = (overflow.get(location, (number, 0))[0], round(past * 0.75, 1))
        for child in getattr(box, 'children', ()):
            overflowing(child, location, left, right, number)
    for number, page in enumerate(document.pages):
        left = page._page_box.content_box_x()
        overflowing(page._page_box, None, left, left + page._page_box.width, number + 1)
        first = None
        for box in page._page_box.descendants():
            element = box.element
            if element is None:
                continue
            if body_start is None and 'print-body-start' in (element.get('class') or '').split():
                body_start = number
            location = element.get('data-print-loc')
            if location and location not in seen:
                seen.add(location)
                first = first or location
            image = getattr(box, 'replacement', None)
            if not isinstance(image, weasyprint.images.RasterImage) or not box.width or box.element is None:
                continue
            ppi = int(image.width / (box.width / 96))
            source = box.element.get('src') or ''
            if ppi < 300 and source and low.get(source, 10 ** 6) > ppi:
                low[source] = ppi
        starts.append(first)
    json.dump({'pages': len(document.pages), 'gutter': gutter, 'passes': passes, 'starts': starts, 'body_start': body_start,
               'bookmarks': count(document.make_bookmark_tree()), 'low_resolution': low,
               'overflow': sorted([location, page, points] for location, (page, points) in overflow.items())}, sys.stdout)
except Exception as error:
    json.dump({'error': '%s: %s' % (type(error).__name__, error)}, sys.stdout)
    sys.exit(1)
"""#
}

/// Why the print edition could not be made.
package enum PrintError: Error, CustomStringConvertible, Equatable {
    /// No Python with WeasyPrint.
    case engineMissing
    /// WeasyPrint stopped.
    case engineFailed(reason: String)
    /// The built book's package could not be read.
    case unreadableBook

    /// What went wrong and what to do.
    package var description: String {
        switch self {
        case .engineMissing: "the print edition needs WeasyPrint \(PrintEngine.version): \(PrintEngine.installHint)"
        case .engineFailed(let reason): "WeasyPrint could not lay out the book: \(reason)"
        case .unreadableBook: "the built book's package could not be read for the print edition"
        }
    }
}

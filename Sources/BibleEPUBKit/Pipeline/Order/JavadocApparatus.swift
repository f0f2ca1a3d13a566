/// javadoc's apparatus pages: "Uses of Class …" under `class-use/` and "Uses of Package …" (`package-use.html`), which
/// `-use` writes for every class and package, and "How This API Document Is Organized" (`help-doc.html`), which
/// explains the web pages' navigation bar. Its navigation bar links them ("Use", "Help"), and that bar is chrome: in a
/// book they are hundreds of chapters no reader asked for (173 of junit4's 541 pages). One a page of the book still
/// links is kept outside the reading order (`linear="no"`), so the link works; the rest are left out. One finding.
enum JavadocApparatus {
    /// The pages found: those a page of the book links, and the others.
    struct Found {
        /// Kept outside the reading order, with the pages linking each.
        var linked: [NonLinearPage] = []
        /// Left out of the book.
        var unlinked: [String] = []
        /// Whether none was found.
        var isEmpty: Bool { linked.isEmpty && unlinked.isEmpty }
    }

    /// Why a page is left out (`ReadingOrder.leftOut`).
    static let reason = "a javadoc cross-reference or help page, left out of the book"

    /// Whether `path` is one of javadoc's apparatus pages by the file layout javadoc documents.
    static func isApparatus(_ path: String) -> Bool {
        let components = VaultPath.components(of: path)
        guard let name = components.last?.lowercased() else { return false }
        return name == "package-use.html" || name == "help-doc.html" || components.dropLast().contains("class-use")
    }

    /// javadoc's lists of every class and package (the frames' and the index pages'), which the book's contents list
    /// already: apparatus beside javadoc's `element-list` or `package-list` only.
    static let classLists: Set<String> = ["allclasses.html", "allclasses-index.html", "allclasses-frame.html", "allclasses-noframe.html",
                                          "allpackages-index.html", "overview-frame.html"]

    /// The apparatus pages among `paths`, split by whether another page of `paths` (not apparatus) links them.
    static func find(among paths: [String], analysis: VaultAnalysis) -> Found {
        let listFolders = Set(JavadocPackages.packageLists(in: analysis.inventory).map { VaultPath.directory(of: $0.path) })
        let isClassList = { (path: String) in
            classLists.contains(VaultPath.fileName(of: path).lowercased()) && listFolders.contains(VaultPath.directory(of: path))
        }
        let apparatus = Set(paths.filter { isApparatus($0) || isClassList($0) })
        guard !apparatus.isEmpty else { return Found() }
        var linkedFrom: [String: Set<String>] = [:]
        let resolver = analysis.resolver
        for path in paths where !apparatus.contains(path) {
            analysis.forEachLink(from: path, resolver: resolver) { _, target, _ in
                if apparatus.contains(target) { linkedFrom[target, default: []].insert(path) }
            }
        }
        var found = Found()
        for page in paths where apparatus.contains(page) {
            if let from = linkedFrom[page] { found.linked.append(NonLinearPage(page: page, linkedFrom: from)) } else { found.unlinked.append(page) }
        }
        return found
    }

    /// The one finding about the pages found.
    static func finding(_ found: Found) -> Diagnostic {
        Diagnostic(id: .orderJavadocApparatus, severity: .info, file: (found.unlinked.first ?? found.linked[0].page),
                   message: "\(found.unlinked.count + found.linked.count) javadoc cross-reference, help and class-list pages (class-use/, package-use.html, help-doc.html, allclasses) are no chapters: "
                       + "\(found.unlinked.count) left out (only the web pages' navigation bar linked them), \(found.linked.count) kept outside the reading order for the pages that link them",
                   hint: "list them under spine: in book.yaml to read them as chapters")
    }
}

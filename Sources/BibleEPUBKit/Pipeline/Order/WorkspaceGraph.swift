/// The resolved Diaryx-style `contents`/`part_of` links of a vault's pages, and what is wrong with them.
package struct WorkspaceGraph: Sendable {
    /// A page named by a `contents` entry.
    package struct Child: Sendable, Equatable {
        /// Vault path of the child page.
        package var page: String
        /// The entry that names it.
        package var entry: WorkspaceLink
    }

    /// Each page's children, in `contents` order (dead entries left out).
    package private(set) var children: [String: [Child]] = [:]
    /// Each page's parent as its `part_of` names it (when that is a page).
    package private(set) var parents: [String: String] = [:]
    /// Dead `contents` entries and `part_of` links that disagree with the parent's `contents`.
    package private(set) var diagnostics: [Diagnostic] = []

    /// Resolves every page's `contents` and `part_of` against the vault.
    package init(pages: [String: ParsedPage], resolver: ReferenceResolver) {
        let linked = pages.values.filter { $0.workspace != nil }.sorted { $0.path < $1.path }
        for page in linked {
            for entry in page.workspace!.contents {
                switch Self.resolve(entry, from: page.path, pages: pages, resolver: resolver) {
                case .success(let child): children[page.path, default: []].append(Child(page: child, entry: entry))
                case .failure(let problem):
                    diagnostics.append(Diagnostic(.workspaceDeadContentsEntry, .warning, at: entry.location,
                                                  "contents entry '\(entry.target)' \(problem.message)", target: entry.target, hint: problem.hint))
                }
            }
        }
        for page in linked { checkParent(of: page, pages: pages, resolver: resolver) }
    }

    private mutating func checkParent(of page: ParsedPage, pages: [String: ParsedPage], resolver: ReferenceResolver) {
        guard let partOf = page.workspace?.partOf else { return }
        switch Self.resolve(partOf, from: page.path, pages: pages, resolver: resolver) {
        case .failure(let problem):
            diagnostics.append(Diagnostic(.workspacePartOfMismatch, .warning, at: partOf.location,
                                          "part_of '\(partOf.target)' \(problem.message)", target: partOf.target, hint: problem.hint))
        case .success(let parent):
            parents[page.path] = parent
            guard children[parent]?.contains(where: { $0.page == page.path }) != true else { return }
            diagnostics.append(Diagnostic(
                DiagnosticID.workspacePartOfMismatch, .warning, at: partOf.location,
                "part_of names \(parent), but its contents does not list this page", target: partOf.target,
                hint: "add '[\(pages[page.path]?.title ?? VaultPath.stem(of: page.path))](/\(page.path))' to the contents of \(parent), or correct part_of"))
        }
    }

    /// Why a link names no page, and what to write instead.
    struct Problem: Error {
        var message: String
        var hint: String?
    }

    /// The page `link` (written in the page at `from`) names, or why it names none.
    static func resolve(_ link: WorkspaceLink, from: String, pages: [String: ParsedPage],
                        resolver: ReferenceResolver) -> Result<String, Problem> {
        switch resolver.resolve(link.target, from: from) {
        case .local(let path, _) where pages[path] != nil:
            return .success(path)
        case .local(let path, _):
            return .failure(Problem(message: "names \(path), which is not a page of the book"))
        case .caseMismatch(let path, let actual, _):
            return .failure(Problem(message: "names \(path), which exists only as \(actual)", hint: "write /\(actual)"))
        case .missing(let path, let suggestions):
            return .failure(Problem(message: "names \(path), which does not exist",
                                    hint: suggestions.first.map { "did you mean /\($0)?" }))
        default:
            return .failure(Problem(message: "is not a link to a page of the vault"))
        }
    }
}

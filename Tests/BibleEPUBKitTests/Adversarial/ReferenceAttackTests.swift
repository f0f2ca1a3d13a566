import BibleEPUBKit
import Foundation
import Testing

@Suite("Hostile input: references")
struct ReferenceAttackTests {
    @Test("traversal, absolute paths, file: URLs and encoded traversal never pack a file from outside the vault")
    func traversal() throws {
        let vault = try TestVault(["a.html": html(#"""
            <img src="../../../../etc/passwd" alt="a"><img src="/etc/hosts" alt="b"><img src="file:///etc/hostname" alt="c">
            <img src="%2e%2e/%2e%2e/%2e%2e/etc/passwd" alt="d"><img src="..%2F..%2Fetc%2Fpasswd" alt="e">
            <a href="../../../../etc/passwd">p</a><link rel="stylesheet" href="/etc/ssl/openssl.cnf">
            """#)])
        let (book, _) = try Hostile.page(vault)
        let packed = book.entries.map(\.path)
        #expect(packed.allSatisfy { !$0.contains("etc") && !$0.contains("passwd") && !$0.contains("hosts") })
        #expect(book.entries.allSatisfy { entry in
            if case .file(let file) = entry.source { return file.absolutePath.hasPrefix(vault.root) }
            return true
        })
        #expect(book.diagnostics.with("resource.outside-vault").count == 4)
        #expect(book.diagnostics.with("resource.missing").count == 2)
        #expect(book.diagnostics.ids.contains("link.outside-vault"))
    }

    @Test("links with spaces, non-ASCII names and query strings resolve to the packaged pages")
    func awkwardNames() throws {
        let vault = try TestVault([
            "a.html": html(#"<a href="My%20Page.html?x=1#top">one</a> <a href="Caf%C3%A9.html">two</a> <a href="Café.html">three</a>"#),
            "My Page.html": html(#"<h1 id="top">Spaces</h1>"#), "Café.html": html("<h1>Café</h1>"),
        ])
        let (book, xhtml) = try Hostile.page(vault)
        #expect(xhtml.contains(#"<a href="My-Page.xhtml#top">one</a> <a href="Cafe.xhtml">two</a> <a href="Cafe.xhtml">three</a>"#))
        #expect(book.diagnostics.filter { $0.severity >= .warning }.isEmpty)
    }
}

@Suite("Hostile input: file system")
struct FileSystemTests {
    @Test("a symlink pointing outside the vault is never followed; a symlink loop is skipped; both reported")
    func symlinks() throws {
        let vault = try TestVault(["a.html": html(#"<img src="secret.png" alt="s"><img src="loop.png" alt="l">"#)])
        try FileManager.default.createSymbolicLink(atPath: vault.root + "/secret.png", withDestinationPath: "/etc/hostname")
        try FileManager.default.createSymbolicLink(atPath: vault.root + "/loop.png", withDestinationPath: vault.root + "/loop.png")
        try FileManager.default.createSymbolicLink(atPath: vault.root + "/outside", withDestinationPath: "/etc")
        let (book, _) = try Hostile.page(vault)
        #expect(book.diagnostics.ids.contains("vault.symlink-outside"))
        #expect(book.diagnostics.ids.contains("vault.broken-symlink"))
        #expect(book.entries.allSatisfy { entry in
            if case .file(let file) = entry.source { return file.absolutePath.hasPrefix(vault.root) }
            return true
        })
    }

    @Test("a vault whose pages are all symbolic links out of it: no pages, and the error says where they point")
    func pagesLinkedFromOutside() throws {
        let elsewhere = try TestVault(["manual/a.html": html("<h1>A</h1>"), "manual/b.html": html("<h1>B</h1>")])
        let vault = try TestVault(["notes.txt": "links only"])
        for name in ["a.html", "b.html"] {
            try FileManager.default.createSymbolicLink(atPath: vault.root + "/" + name, withDestinationPath: elsewhere.root + "/manual/" + name)
        }
        let target = VaultScanner.realPath(elsewhere.root + "/manual")
        #expect(throws: VaultError.noPages(linksOutside: 2, pointingInto: target)) {
            try BuildAction.run(vault.options, output: vault.output, format: .epub)
        }
    }

    @Test("an unreadable page is an error naming the file")
    func unreadable() throws {
        let page = PageParser.parse(VaultFile(path: "gone.html", absolutePath: "/nonexistent/gone.html", size: 0, modified: 0), strip: [])
        #expect(page.diagnostics.ids == ["vault.unreadable"])
        let vault = try TestVault(["a.html": html("x"), "b.html": html("y")])
        chmod(vault.root + "/b.html", 0)
        defer { chmod(vault.root + "/b.html", 0o644) }
        if getuid() != 0 {
            let outcome = try Hostile.build(vault).get()
            #expect(outcome.book.diagnostics.contains { $0.id == "vault.unreadable" && $0.file == "b.html" })
        }
    }

    @Test("a vault path that does not exist or is a file: a clear error, exit 2")
    func badVaultPath() throws {
        let vault = try TestVault(["a.html": html("x")])
        #expect(throws: VaultError.notFound(path: vault.root + "/nope")) {
            try BuildAction.run(BuildOptions(vault: vault.root + "/nope"), output: vault.output, format: .epub)
        }
        #expect(throws: VaultError.notAFolder(path: vault.root + "/a.html")) {
            try BuildAction.run(BuildOptions(vault: vault.root + "/a.html"), output: vault.output, format: .epub)
        }
        let (status, stderr) = try Hostile.run(["build", vault.root + "/nope", "-o", vault.output + "/x.epub"])
        #expect(status == 2)
        #expect(stderr.contains("vault not found"))
    }

    @Test("an output folder that cannot be created: an error, nothing written")
    func unwritableOutput() throws {
        let vault = try TestVault(["a.html": html("x")])
        let blocker = vault.output + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        #expect(throws: (any Error).self) { try BuildAction.run(vault.options, output: blocker + "/sub/book.epub", format: .epub) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.output) == ["file"])
    }

    @Test("two files that collide after case folding get distinct package names and a valid book")
    func caseCollision() throws {
        let vault = try TestVault(["Page.html": html("<h1>Upper</h1>"), "page.html": html("<h1>Lower</h1>")])
        let outcome = try Hostile.build(vault).get()
        let names = outcome.book.entries.map { $0.path.lowercased() }
        #expect(Set(names).count == names.count)
        #expect(try Linter.run(vault.options).diagnostics.ids.contains("file.case-collision"))
    }

    @Test("a build killed mid-way leaves no .epub at the output path and no temp file anywhere near it")
    func interrupted() throws {
        let vault = try TestVault(["a.html": "<p>" + String(repeating: "<span>word</span> ", count: 1_000_000) + "</p>"])
        let before = Hostile.fingerprint(vault.root)
        let (status, _) = try Hostile.run(["build", vault.root, "-o", vault.output + "/book.epub"], killAfter: 1.0)
        #expect(status == 128 + SIGTERM, "killed by SIGTERM, temp file removed by the handler")
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.output).isEmpty)
        #expect(Hostile.fingerprint(vault.root) == before)
    }
}

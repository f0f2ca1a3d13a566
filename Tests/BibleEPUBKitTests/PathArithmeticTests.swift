@testable import BibleEPUBKit
import Testing

@Suite("Path arithmetic")
struct PathArithmeticTests {
    static let folders = ["", "a", "a/b", "a/bc", "a/b/c", "x", "x/y", "Part-I/Chapter-1", "Part-I/Chapter-10", "é/ü"]
    static let targets = ["a.html", "a", "a/b", "a/b.html", "a/bc.html", "a/b/c.html", "a/b/c/d.html", "x/y/z.png",
                          "Part-I/Chapter-1/p.html", "Part-I/Chapter-10/p.html", "Part-I/q.html", "é/ü/v.html", "a//b.html"]

    @Test("relative hrefs by byte comparison match the component-by-component reference")
    func relativeMatchesReference() {
        for base in Self.folders {
            for target in Self.targets {
                #expect(VaultPath.relative(target, from: base) == VaultPath.relativeBySplitting(target, from: base),
                        "\(target) from \(base)")
            }
        }
        #expect(VaultPath.relative("a/b/c.html", from: "a/x") == "../b/c.html")
        #expect(VaultPath.relative("top.html", from: "a/b") == "../../top.html")
    }

    @Test("package hrefs built in one pass match the string-by-string reference")
    func hrefMatchesReference() {
        let documents = ["nav.xhtml", "a/p.xhtml", "a/b/p.xhtml", "x/y/p.xhtml", "Part-I/Chapter-1/p.xhtml", "é/p.xhtml",
                         "a//p.xhtml", "/p.xhtml"]
        let fragments = ["", "#top", "#", "#a%20b"]
        for from in documents {
            for target in Self.targets + ["a b/c.xhtml", "a/\"q\".xhtml", ""] {
                for fragment in fragments {
                    #expect(PackagePaths.href(from: from, to: target + fragment)
                            == PackagePaths.hrefBySplitting(from: from, to: target + fragment), "\(target + fragment) from \(from)")
                }
            }
        }
        #expect(PackagePaths.href(from: "a/b/p.xhtml", to: "a/c/q.xhtml#x") == "../c/q.xhtml#x")
        #expect(PackagePaths.href(from: "a/p.xhtml", to: "a/q.xhtml") == "q.xhtml")
        #expect(PackagePaths.href(from: "p.xhtml", to: "é/q.xhtml") == "%C3%A9/q.xhtml")
    }

    @Test("the URL path bytes are exactly the unreserved characters, sub-delimiters, ':', '@', '/' and '%'")
    func urlPathBytes() {
        let allowed = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-._~!$&'()*+,;=:@/%".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(PackagePaths.isURLPathByte(byte) == allowed.contains(byte), "byte \(byte)")
        }
    }

    @Test("resolving by bytes matches the component-by-component reference")
    func resolveMatchesReference() {
        let written = ["a.html", "./a.html", "../a.html", "../../a.html", "b/../c.html", "/root.html", "x//y.html",
                       "..", ".", "", "../x/./y/../z.png", "é/ü.html", "a/b/../../../c"]
        for base in Self.folders {
            for relative in written {
                #expect(VaultPath.resolve(relative, from: base) == Self.resolveBySplitting(relative, from: base),
                        "\(relative) from \(base)")
            }
        }
        #expect(VaultPath.resolve("../c.html", from: "a/b") == "a/c.html")
        #expect(VaultPath.resolve("../../../c.html", from: "a/b") == nil)
    }

    @Test("the shared title suffix is found after any separator, ASCII or not")
    func titleSuffix() {
        let titles = ["Arrays — Swift Lexicon — My Book", "Loops – My Book", "Sets | My Book", "Index", "Maps · My Book"]
        #expect(TitleAffixes.common(in: titles).suffix == "My Book")
        #expect(TitleAffixes(suffix: "My Book").strip("Arrays — Swift Lexicon — My Book") == "Arrays — Swift Lexicon")
        #expect(TitleAffixes.common(in: ["A — B", "C — D"]) == TitleAffixes())
    }

    @Test("a book name in parentheses or before the page's own name is stripped; a label is never emptied")
    func titleAffixes() {
        let texinfo = TitleAffixes.common(in: ["Actions (Flex 2.6)", "Matching (Flex 2.6)", "Index (Flex 2.6)"])
        #expect(texinfo.suffix == "Flex 2.6")
        #expect(texinfo.strip("Actions (Flex 2.6)") == "Actions")
        // A group with groups nested in it (#53 item 3: the book came out as "version 7.3.0)").
        let nested = TitleAffixes.common(in: ["Top (GNU Octave (version 7.3.0))", "Strings (GNU Octave (version 7.3.0))", "Sets (GNU Octave (version 7.3.0))"])
        #expect(nested.suffix == "GNU Octave (version 7.3.0)")
        #expect(nested.strip("Strings (GNU Octave (version 7.3.0))") == "Strings")
        let shared = TitleAffixes.common(in: ["My Book, 2e: 1.1", "My Book, 2e: 1.2", "My Book, 2e: 1.3", "Preface"])
        #expect(shared.prefix == "My Book, 2e")
        #expect(shared.strip("My Book, 2e: 1.2") == "1.2")
        #expect(shared.strip("My Book, 2e") == "My Book, 2e")
        #expect(TitleAffixes(prefix: "FAQ").strip("FAQ: FAQ - General") == "General")
        #expect(TitleAffixes.common(in: ["A: x", "A: y", "B"]).prefix == nil)
        let erlang = TitleAffixes.common(in: ["Erlang -- Introduction", "Erlang -- Maps", "Erlang -- Drivers"])
        #expect(erlang.prefix == "Erlang" && erlang.strip("Erlang -- Maps") == "Maps")
        // Non-ASCII names, a second separator and an earlier parenthesis (the candidates are found by byte search).
        let german = TitleAffixes.common(in: ["Ünïcode Buch — Eins — a", "Ünïcode Buch — Zwei", "Ünïcode Buch — Drei", "f(x) (Ünïcode Buch)"])
        #expect(german.prefix == "Ünïcode Buch")
        #expect(german.suffix == nil)
        #expect(german.strip("Ünïcode Buch — Zwei") == "Zwei" && german.strip("Ünïcode Buch") == "Ünïcode Buch")
        let book = TitleAffixes(suffix: "My Book")
        #expect(book.strip("Loops – My Book") == "Loops" && book.strip("My Book") == "My Book" && book.strip("Not My Book") == "Not My Book")
        #expect(TitleAffixes.common(in: ["f(x) (Flex)", "g (Flex)", "h (Flex)"]).suffix == "Flex")
        // A version in parentheses ending the name the titles share is part of it (Pallets' Sphinx theme), never the name.
        let pallets = TitleAffixes.common(in: ["CacheLib — CacheLib Documentation (0.9.x)", "Base API — CacheLib Documentation (0.9.x)",
                                               "Changes — CacheLib Documentation (0.9.x)"])
        #expect(pallets.suffix == "CacheLib Documentation (0.9.x)" && pallets.strip("Base API — CacheLib Documentation (0.9.x)") == "Base API")
        #expect(TitleAffixes.common(in: ["A — B (2.6)", "C — D (2.6)", "E — F (2.6)"]).suffix == "2.6", "no name shares it: the version is what they share")
    }

    /// `VaultPath.resolve` component by component, as it was written before the byte-level version.
    static func resolveBySplitting(_ relative: String, from base: String) -> String? {
        var parts = relative.hasPrefix("/") ? [] : base.split(separator: "/")
        for part in relative.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    @Test("paths already safe skip the component rewrite, and only those", arguments: [
        ("Part-I/Chapter-2/Page_3.html", "Part-I/Chapter-2/Page_3.html"), ("a--b/c.png", "a-b/c.png"),
        ("-a/b.png", "a/b.png"), (".hidden/b.png", "file.hidden/b.png"), ("a/.b", "a/file.b"), ("a//b", "a/b"),
        ("a/", "a"), ("a b/c", "a-b/c"), ("a-/b", "a-/b"), ("x.y.z/w-", "x.y.z/w-"), ("é/b", "e/b"),
    ])
    func safeAsWritten(path: String, expected: String) {
        #expect(PackagePaths.safePath(path, isPage: false) == expected)
        #expect(PackagePaths.isSafeAsWritten(path) == (path == expected))
    }

    static let names = ["", "a", "A", "a.b", ".hidden", "x.", "Part-VII-Dedicated", "Book-10", "book-2", "Chapter-001b",
                        "2024-05", "UPPER lower 12 34", "a\u{301}.html", "é.html", "Café-Noir", "x.\u{301}y", "日本-3",
                        "99999999999999999999999", "a--b__c", "folder/file.name.html", "/lead.html", "x.HTML", ".htm", "a.b/c",
                        "page.md", "notes.MD", "a.xhtml", "html", "a/.html", "a..html", "é/ü.html"]

    @Test("natural keys of ASCII names, read byte by byte, equal the Unicode reference; non-ASCII names take the reference")
    func naturalKeyChunks() {
        for name in Self.names {
            let ascii = Ordering.NaturalKey.asciiChunks(name)
            #expect((ascii == nil) == name.utf8.contains { $0 >= 0x80 }, "\(name)")
            if let ascii { #expect(ascii == Ordering.NaturalKey.scalarChunks(name), "\(name)") }
        }
    }

    @Test("stems, stem paths, extensions and asset folders agree with character-based string operations")
    func stemsAndAssetFolders() {
        for name in Self.names {
            let file = String(name.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
            let dot = file.lastIndex(of: ".")
            let expected = dot == nil || dot == file.startIndex ? file : String(file[..<dot!])
            #expect(VaultPath.stem(of: name) == expected, "\(name)")
            #expect(VaultPath.stem(of: "dir/" + name) == (name.contains("/") ? expected : VaultPath.stem(of: name)), "\(name)")
        }
        for name in Self.names + Self.names.map { "dir.d/" + $0 } + Self.names.map { "/" + $0 } {
            let directory = VaultPath.directory(of: name), stem = VaultPath.stem(of: name)
            #expect(VaultPath.stemPath(of: name) == (directory.isEmpty ? stem : directory + "/" + stem), "\(name)")
            for ext in ["html", "htm", "md"] {
                #expect(VaultPath.hasExtension(name, ext) == (VaultPath.fileExtension(of: name) == ext), "\(name) \(ext)")
                let upper = name.uppercased()
                #expect(VaultPath.hasExtension(upper, ext) == (VaultPath.fileExtension(of: upper) == ext), "\(upper) \(ext)")
            }
        }
        #expect(VaultPath.isInAssetFolder("Part-I/Figures/x.html"))
        #expect(VaultPath.isInAssetFolder("SCREENSHOTS/a/x.html"))
        #expect(!VaultPath.isInAssetFolder("Part-I/screenshots-of-everything/x.html"))
        #expect(!VaultPath.isInAssetFolder("figures.html"))
    }
}

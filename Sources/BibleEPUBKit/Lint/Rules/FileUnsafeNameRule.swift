/// File name that breaks EPUB readers.
package struct FileUnsafeNameRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .fileUnsafeName,
        rationale: "Spaces and non-ASCII characters in file names break links in some readers and store pipelines (EPUBCheck PKG-010/PKG-012). The build renames such files in the book; renaming them in the vault keeps links simple.",
        triggering: RuleExample(["a.html": Example.page("<img src=\"My%20Shot.png\" alt=\"shot\">"), "My Shot.png": "png"]),
        clean: RuleExample(["a.html": Example.page("<img src=\"my-shot.png\" alt=\"shot\">"), "my-shot.png": "png"]))

    /// Every vault file whose path has characters outside `A-Z a-z 0-9 . _ - /`.
    package func check(_ context: LintContext) -> [Diagnostic] {
        context.analysis.inventory.files.compactMap { file in
            guard let bad = file.path.unicodeScalars.first(where: { !Self.isSafe($0) }) else { return nil }
            let what = bad == " " ? "a space" : "'\(bad)'"
            return Diagnostic(id: description.id, severity: description.severity, file: file.path,
                              message: "file name contains \(what)", hint: "use letters, digits, '-', '_' and '.' only")
        }
    }

    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        CharacterSetting.isAlphanumeric(scalar) || "._-/".unicodeScalars.contains(scalar)
    }
}

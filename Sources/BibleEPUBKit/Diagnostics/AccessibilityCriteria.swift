/// The WCAG success criteria a finding bears on, read from the axe-core rule that finds the same thing in a built
/// book (`AxeRules`, generated from axe-core itself): what `lint --format sarif` gives each rule.
extension DiagnosticID {
    /// The axe-core rule (WCAG 2.x A or AA) that reports in a built book what this ID reports in the vault or
    /// repairs; nil when none does (axe-core counts heading order and an h1 per page as best practice, not WCAG).
    package var axeRule: String? {
        switch self {
        case .imageMissingAlt, .a11yAltFromContext: "image-alt"
        case .pageMissingLang, .a11yPageLanguage: "html-has-lang"
        case .pageMissingTitle: "document-title"
        case .linkEmpty: "link-name"
        case .styleLinkUnderline: "link-in-text-block"
        case .styleTextColor: "color-contrast"
        case .a11yCheckboxLabel: "label"
        case .a11yTableHeaders: "td-has-header"
        default: nil
        }
    }

    /// The WCAG success criteria of `axeRule` (`["1.1.1"]`), none when it has none.
    package var wcagCriteria: [String] {
        axeRule.flatMap { AxeRules.all[$0]?.criteria } ?? []
    }
}

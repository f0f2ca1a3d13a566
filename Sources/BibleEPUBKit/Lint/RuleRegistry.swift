/// Every lint rule, in the order `--list-rules` and the README show them.
package enum RuleRegistry {
    /// All registered rules.
    package static let all: [any LintRule] = [
        LinkMissingFileRule(), LinkCaseMismatchRule(), LinkMissingFragmentRule(), LinkOutsideVaultRule(),
        LinkNotInBookRule(), LinkToResourceRule(), LinkScriptRule(),
        ResourceMissingRule(), ResourceCaseMismatchRule(), ResourceOutsideVaultRule(), ResourceRemoteRule(),
        ResourceUnsupportedTypeRule(), ScriptElementRule(), ScriptEventHandlerRule(),
        TOCUnreachedPageRule(), TOCLabelMismatchRule(),
        WorkspaceDeadContentsEntryRule(), WorkspacePartOfMismatchRule(), WorkspaceRepeatedContentsEntryRule(),
        WorkspaceUnreachedPageRule(), MarkdownInvalidFrontmatterRule(), ImageMissingAltRule(), DuplicateIDRule(),
        PageMissingHeadingRule(), HeadingOrderRule(), AccessibilityClaimRule(), PageMissingTitleRule(), PageMissingLangRule(),
        FileUnsafeNameRule(), FileCaseCollisionRule(), ParserRepairRule(), UnknownElementRule(), UnknownAttributeRule(),
        StrayTablePartRule(), ARIANeedsRoleRule(), InvalidEncodingRule(),
        AssetUnusedRule(), StrayRootFileRule(), ChromeRemovedRule(), ChromeUnwrappedRule(), ChromeExtractedRule(), LinkArticleSiteRule(),
        StyleViewportHeightRule(), StyleScrollBoxRule(), StyleFixedPositionRule(), StyleAppShellRule(), StylePageWidthRule(),
        StyleWideContentRule(), StyleFixedHeightRule(), StyleNegativeOffsetRule(), StyleTextGlowRule(), StyleLinkUnderlineRule(), StylePageColorsRule(), StyleDarkBackgroundRule(),
        StyleTextColorRule(),
        StoreCoverRule(), StoreLargeImageRule(), StoreBookSizeRule(), StoreHTMLContentsRule(), StoreForcedTextColorRule(),
        StoreBodymatterRule(), StoreAccessibilityRule(), StoreAccessibilityConformanceRule(), StoreCreatorRule(),
    ]

    /// The rule with `id`, if registered.
    package static func rule(_ id: String) -> (any LintRule)? {
        all.first { $0.description.id.rawValue == id }
    }

    /// Every registered ID.
    package static var ids: [String] { all.map(\.description.id.rawValue) }
}

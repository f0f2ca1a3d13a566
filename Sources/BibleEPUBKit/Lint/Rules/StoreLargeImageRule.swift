/// Image above the store's pixel limit.
package struct StoreLargeImageRule: LintRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .storeLargeImage,
        rationale: "Stores reject or downsample images above their limit (\(StoreProfile.imageLimitsSummary)); scale them down first. Sizes come from the image headers. Only with --store.",
        triggering: RuleExample(["a.html": Example.page("<img src=\"big.png\" alt=\"Big\">")], binary: ["big.png": examplePNG(width: 2500, height: 2000)], store: "apple"),
        clean: RuleExample(["a.html": Example.page("<img src=\"ok.png\" alt=\"OK\">")], binary: ["ok.png": examplePNG(width: 2000, height: 1500)], store: "apple"))

    /// Every packaged image with more pixels than the store allows.
    package func check(_ context: LintContext) -> [Diagnostic] {
        guard let limit = context.store?.maximumImageMegapixels else { return [] }
        return context.packagedFiles.sorted().compactMap { path in
            guard let file = context.analysis.inventory.byPath[path], let size = ImageSize.read(file),
                  Double(size.pixels) > limit * 1_000_000 else { return nil }
            let megapixels = Double(size.pixels) / 1_000_000
            return Diagnostic(id: description.id, severity: description.severity, file: path,
                              message: "image is \(size.width)x\(size.height) (\((megapixels * 10).rounded() / 10) MP); \(context.store!.name) allows \(Int(limit)) MP",
                              hint: "scale it below \(Int(limit)) megapixels")
        }
    }
}

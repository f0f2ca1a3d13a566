extension PageNormalizer {
    /// Opens a closed `<details>`, reported: a paginated reading system lays pages out once and many cannot open a
    /// disclosure (Kindle, most e-ink readers), so its content would never be seen. The summary stays as its label.
    func openDisclosure(_ element: Element) {
        guard element.name == "details", element[attribute: "open"] == nil else { return }
        element[attribute: "open"] = "open"
        report(.markupDetailsOpened, .info, element, "<details> opened, so its content shows in a paginated reader")
    }
}

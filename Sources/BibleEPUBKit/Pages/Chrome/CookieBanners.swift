/// Cookie and consent banners that web pages carry (a saved article, an exported documentation site): a book sets
/// no cookies, so they are chrome. An element is one when its `id` or `class` names cookies or consent
/// (`cookie-banner`, `CybotCookiebotDialog`, `onetrust-consent-sdk`, `gdpr-notice`), its text speaks of cookies
/// together with what a banner asks (accept, consent, privacy, settings), it offers the choice (a button, or a short
/// link saying "Accept all", "Reject", "Settings"), and it holds at most a quarter of the page's text, so a page about
/// cookies keeps its content (the Requests manual's `<section id="cookies">`, Python's `http.cookiejar` sections).
enum CookieBanners {
    /// Words of an `id` or `class` that name a banner, lowercase.
    static let markers = ["cookie", "consent", "gdpr"]
    /// Words, one of which a banner's text holds besides "cookie".
    static let requests = ["accept", "agree", "consent", "privacy", "policy", "settings", "preferences", "reject", "allow"]
    /// Most of a page's text a banner may hold.
    static let largestTextShare = 0.25

    /// True when `element` is a cookie banner on a page with `pageText` bytes of text (nil: unknown).
    static func isBanner(_ element: Element, pageText: Int?) -> Bool {
        guard namesBanner(element) else { return false }
        let text = element.textContent().lowercased()
        guard text.contains("cookie"), requests.contains(where: text.contains), offersChoice(element) else { return false }
        guard let pageText, pageText > 0 else { return true }
        return Double(text.utf8.count) <= Double(pageText) * largestTextShare
    }

    /// Words of a link that is a banner's button ("Accept all", "Got it"), besides `requests`.
    static let answers = ["ok", "got", "decline", "dismiss", "close", "understand", "continue"]

    /// True when the element holds a control the reader would click to answer: a button, a form control, an element
    /// with the button role, or a link of four words or fewer saying accept, reject, settings, OK and the like.
    private static func offersChoice(_ element: Element) -> Bool {
        var found = false
        element.forEachDescendant { inner in
            guard !found else { return }
            if ["button", "input", "select"].contains(inner.name) || inner[attribute: "role"]?.lowercased() == "button" {
                found = true
            } else if inner.name == "a" {
                let words = inner.textContent().lowercased().split { !$0.isLetter }.map(String.init)
                found = !words.isEmpty && words.count <= 4 && words.contains { requests.contains($0) || answers.contains($0) }
            }
        }
        return found
    }

    /// True when the element's `id` or `class` holds one of `markers`, in any letter case.
    private static func namesBanner(_ element: Element) -> Bool {
        element.attributes.contains { attribute in
            (attribute.name == "id" || attribute.name == "class") && containsMarker(attribute.value)
        }
    }

    /// Compares bytes with ASCII letters folded (the markers are lowercase letters), without a lowercased copy:
    /// most elements of a page have a class, and this runs on each.
    private static func containsMarker(_ value: String) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { bytes in
            markerBytes.contains { marker in
                guard bytes.count >= marker.count else { return false }
                return (0...(bytes.count - marker.count)).contains { start in
                    marker.indices.allSatisfy { bytes[start + $0] | 0x20 == marker[$0] }
                }
            }
        } ?? markers.contains(where: value.lowercased().contains)
    }

    private static let markerBytes = markers.map { Array($0.utf8) }
}

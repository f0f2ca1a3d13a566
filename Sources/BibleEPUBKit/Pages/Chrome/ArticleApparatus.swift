/// What sites add inside an article that is not the article: comment sections and their forms, share buttons,
/// related-post lists, links to the previous and next post, newsletter sign-ups, advertisements and skip links. Each is named by the
/// words of its `class` and `id` (as WordPress, Jetpack, Disqus, AddToAny and most themes write them) or its landmark,
/// and bounded by size, so an article about comments or sharing keeps its text.
enum ArticleApparatus {
    /// A kind of block removed from an article's page.
    enum Kind: String, CaseIterable, Comparable {
        /// The site around the article: header, menus, sidebars, footer.
        case around = "the site around the article"
        /// A comment section or comment form.
        case comments = "comments"
        /// Share buttons and links.
        case share = "share links"
        /// Related posts.
        case related = "related posts"
        /// Links to the previous and next post.
        case postNavigation = "post navigation"
        /// A newsletter or subscription sign-up.
        case signUp = "sign-up forms"
        /// An advertisement's slot or its label ("Advertisement", "Video Ad Feedback").
        case advertisement = "advertisements"
        /// A skip link ("Skip to content").
        case skipLink = "skip links"
        /// A box asking readers to report an error or give feedback, with its button or form ("Kļūda rakstā?").
        case feedback = "feedback boxes"

        static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Words of a class or id that name a comment section.
    static let commentWords: Set<String> = ["comments", "commentlist", "respond", "disqus", "discussion"]
    /// Words that name share buttons.
    static let shareWords: Set<String> = ["share", "sharing", "sharedaddy", "addtoany", "sharethis", "social", "shares"]
    /// Words that name related posts, or a side column of them (a `box--aside` of teaser links, lsm.lv's "Jaunākie"):
    /// such a block is also mostly links, so a note or pull quote a class calls an aside stays.
    static let relatedWords: Set<String> = ["related", "relatedposts", "yarpp", "recirc", "popular", "mostpopular", "recommended",
                                            "aside", "sidebar", "rail"]
    /// Words that name a sign-up.
    static let signUpWords: Set<String> = ["subscribe", "subscription", "newsletter", "signup", "mailchimp"]
    /// Words that name an advertisement's slot (`ad-slot`, `ad-feedback-link`, `adsbygoogle`): Readability's
    /// unlikely candidates name them so.
    static let advertisementWords: Set<String> = ["ad", "ads", "adsbygoogle", "advert", "advertisement", "advertising", "adslot", "sponsored"]
    /// Words that name a box asking for a correction or feedback (lsm.lv's `article__report`: "Found an error in the
    /// article? Select the text and press Ctrl+Enter"); such a box also holds a button or form.
    static let feedbackWords: Set<String> = ["feedback", "report", "typo", "errorreport", "reporterror", "correction", "corrections"]
    /// Most words a share, post-navigation or sign-up block may hold.
    static let smallBlockWords = 80
    /// Most words a related-posts block may hold.
    static let relatedBlockWords = 300

    /// Removes the apparatus inside `content`, recording each block in `result`.
    static func remove(from content: Element, into result: inout ContentExtraction.Result) {
        content.children.removeAll { node in
            guard case .element(let element) = node else { return false }
            guard let kind = kind(of: element) else {
                remove(from: element, into: &result)
                return false
            }
            result.removed.append(.init(kind: kind, line: element.line, words: ContentExtraction.words(in: element)))
            result.ids.formUnion(element.idsInTree())
            return true
        }
    }

    /// The apparatus `element` is, or nil when it is part of the article.
    static func kind(of element: Element) -> Kind? {
        guard !element.traits.contains(.rawText), !element.traits.contains(.heading) else { return nil }
        if isSkipLink(element) { return .skipLink }
        let words = nameWords(element)
        guard !words.isEmpty || element.name == "nav" else { return nil }
        if isComments(element, words) { return .comments }
        let size = ContentExtraction.words(in: element)
        if !words.isDisjoint(with: shareWords), size <= smallBlockWords, element.firstDescendant(named: "h1") == nil { return .share }
        if !words.isDisjoint(with: relatedWords), size <= relatedBlockWords, isMostlyLinks(element) { return .related }
        if isPostNavigation(element, words), size <= smallBlockWords { return .postNavigation }
        if !words.isDisjoint(with: signUpWords), size <= smallBlockWords, holdsForm(element) { return .signUp }
        if !words.isDisjoint(with: feedbackWords), size <= smallBlockWords, holdsForm(element) || element.firstDescendant(named: "button") != nil,
           element.firstDescendant(named: "h1") == nil { return .feedback }
        if !words.isDisjoint(with: advertisementWords), size <= smallBlockWords, element.firstDescendant(named: "h1") == nil { return .advertisement }
        return nil
    }

    /// A comment section: a class or id naming comments, or one naming a comment that holds a form or a list of
    /// comments (two or more elements named for comments). Never a block with the article's `h1`.
    private static func isComments(_ element: Element, _ words: Set<String>) -> Bool {
        guard element.firstDescendant(named: "h1") == nil, !PageOutline.inlineElements.contains(element.name) else { return false }
        if !words.isDisjoint(with: commentWords) { return true }
        guard words.contains("comment") else { return false }
        let named = element.descendants().filter { nameWords($0).contains { $0.hasPrefix("comment") } }.count
        return holdsForm(element) || named >= 2
    }

    /// Links to the neighbouring posts: `rel="prev"`/`rel="next"` links or a class naming post navigation.
    private static func isPostNavigation(_ element: Element, _ words: Set<String>) -> Bool {
        if words.contains("navigation") && (words.contains("post") || words.contains("posts")) { return true }
        guard element.name == "nav" else { return false }
        return element.descendants().contains { link in
            link.name == "a" && (link[attribute: "rel"]?.lowercased().split(separator: " ").contains { $0 == "prev" || $0 == "next" } ?? false)
        }
    }

    /// A link to a fragment saying "Skip to …", or one a theme's `skip-link` class marks.
    private static func isSkipLink(_ element: Element) -> Bool {
        guard element.name == "a", element[attribute: "href"]?.hasPrefix("#") == true else { return false }
        let classes = element[attribute: "class"]?.lowercased() ?? ""
        return classes.contains("skip-link") || classes.contains("skip-to")
            || element.textContent().trimmingSpaces.lowercased().hasPrefix("skip to")
    }

    private static func holdsForm(_ element: Element) -> Bool {
        element.name == "form" || element.firstDescendant(named: "form") != nil || element.firstDescendant(named: "textarea") != nil
    }

    /// Whether at least half the text outside headings is link text (a list of posts under "Related posts"). White
    /// space is not counted: the indentation between a template's tags (lsm.lv's related list: 1,633 bytes of text,
    /// 653 of them not white space, 617 of those in links) is no text a reader sees.
    static func isMostlyLinks(_ element: Element) -> Bool {
        let links = element.descendants().filter { $0.name == "a" }.reduce(0) { $0 + ContentExtraction.visibleSize($1) }
        let headings = element.descendants().filter { $0.traits.contains(.heading) }.reduce(0) { $0 + ContentExtraction.visibleSize($1) }
        return links * 2 >= ContentExtraction.visibleSize(element) - headings
    }

    /// The lowercase words of the element's `class` and `id` (`comments-area` gives `comments` and `area`); a word
    /// that joins an apparatus word to the name of a widget (`sharebar`, `socialicons`, `relatedlinks`, `adbox`)
    /// gives that apparatus word too. An `id` made from the element's own heading is the author's words, not a name
    /// for a block (`namesOwnHeading`): it gives none.
    static func nameWords(_ element: Element) -> Set<String> {
        var words = Set<String>()
        for name in ["class", "id"] {
            guard let value = element[attribute: name], name == "class" || !namesOwnHeading(value, element) else { continue }
            for word in value.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
                words.insert(String(word))
                if let head = compoundHead(word) { words.insert(head) }
            }
        }
        return words
    }

    /// Whether `id` is the words of the heading `element` opens with, all of them and in order (numbers aside):
    /// Sphinx, docutils, Pandoc and most generators name a section after its title (a section "5.1.2. Comments and
    /// User Context" is `comments-and-user-context`), so its words say what the author wrote about, not what the
    /// block is. A theme's `id="related"` over "Related Stories" still names the block.
    private static func namesOwnHeading(_ id: String, _ element: Element) -> Bool {
        guard let heading = element.childElements.first, heading.traits.contains(.heading) else { return false }
        func words(_ text: String) -> [Substring] {
            text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { !$0.allSatisfy(\.isNumber) }
        }
        let idWords = words(id)
        return !idWords.isEmpty && idWords == words(heading.textContent())
    }

    /// Widget names a class joins to an apparatus word without a separator.
    static let widgetNouns = ["bar", "box", "btn", "btns", "button", "buttons", "tools", "toolbar", "links", "icons",
                              "menu", "widget", "wrap", "wrapper", "container", "cntr", "block", "area", "list", "module", "panel"]
    private static let compoundHeads = shareWords.union(relatedWords).union(signUpWords).union(commentWords).union(advertisementWords)
        .union(feedbackWords)

    /// The apparatus word `word` is made of with a widget's name after it, if it is one.
    private static func compoundHead(_ word: Substring) -> String? {
        guard word.count > 4 else { return nil }
        for noun in widgetNouns where word.hasSuffix(noun) && word.count > noun.count {
            let head = String(word.dropLast(noun.count))
            if compoundHeads.contains(head) { return head }
        }
        return nil
    }
}

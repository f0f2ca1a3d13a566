/// A web article's own content kept, the rest of the saved page left out.
package struct ChromeExtractedRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .chromeExtracted,
        rationale: "A saved web article (Open Graph or microdata says so, a browser saved it, or it states its web address in a collection of pages from several sites) carries its site around it: header, menus, sidebars, footer, and inside the story comments, share buttons, related posts, sign-up forms and advertisements. Repetition across pages cannot find chrome in a collection of one page per site, so the page's own markup names its content (`itemprop=\"articleBody\"`, the `<article>` holding most of the text, `<main>`), as readability-style extractors do; everything else is left out and counted here, and the chapter opens with the article's title, authors, site, date and address. A book of fewer than three pages keeps each page's declared content too. `extract: off` keeps whole pages.",
        triggering: RuleExample(["a.html": Example.page(article: "<header><a href=\"/\">Site</a></header><main><article><h1>A</h1><p>Story.</p></article><div id=\"comments\"><p>Nice!</p></div></main>")]),
        clean: RuleExample(["a.html": Example.page(article: "<article><h1>A</h1><p>Story.</p></article>")]))
}

/// A saved article's link to its own site.
package struct LinkArticleSiteRule: PipelineRule {
    /// Creates the rule.
    package init() {}

    /// What the rule is.
    package let description = RuleDescription(
        id: .linkArticleSite,
        rationale: "A saved article links its site by paths the site serves (`/category/soil/`), which name no file of the vault. Resolved against the address the article was saved from (`og:url`, the canonical link, the browser's `saved from url=`), as the browser did, the link still works in the book, to the web.",
        triggering: RuleExample(["a.html": Example.page(article: "<article><h1>A</h1><p>See <a href=\"/about/\">about</a>.</p></article>")]),
        clean: RuleExample(["a.html": Example.page(article: "<article><h1>A</h1><p>See <a href=\"https://example.org/about/\">about</a>.</p></article>")]))
}

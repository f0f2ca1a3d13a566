import Yams

/// Walks the YAML tree of `book.yaml`, converting values and collecting diagnostics.
struct ConfigReader {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    mutating func read(_ mapping: Yams.Node.Mapping) throws -> BookConfig {
        var config = BookConfig()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title": config.title = try string(value, key)
            case "subtitle": config.subtitle = try string(value, key)
            case "language": config.language = try string(value, key)
            case "identifier": config.identifier = try string(value, key)
            case "creator", "creators": config.creators = try strings(value, key)
            case "publisher": config.publisher = try string(value, key)
            case "rights": config.rights = try string(value, key)
            case "description": config.description = try string(value, key)
            case "subjects": config.subjects = try strings(value, key)
            case "modified": config.modified = try string(value, key)
            case "cover":
                config.cover = try string(value, key)
                config.coverLocation = location(value)
            case "spine":
                config.spine = try strings(value, key)
                config.spineLocations = (value.sequence.map(Array.init) ?? [value]).map(location)
            case "order": config.order = try choice(value, key)
            case "toc": config.toc = try string(value, key)
            case "strip": config.strip = try list(value, key)
            case "unwrap": config.unwrap = try list(value, key)
            case "theme": config.theme = try choice(value, key)
            case "scripts": config.scripts = try choice(value, key)
            case "extract": config.extract = try choice(value, key)
            case "forms": config.forms = try choice(value, key)
            case "styles": config.styles = try choice(value, key)
            case "accessibility": config.accessibility = try accessibility(value)
            case "lint": config.lint = try lint(value)
            case "print": config.print = try print(value)
            case "part-title": config.partTitle = try string(value, key)
            case "part-front-matter": config.partFrontMatter = try strings(value, key)
            case "web-base-url": config.webBaseURL = try string(value, key)
            case "audience": config.audience = try string(value, key)
            case "default-audience": config.defaultAudience = try string(value, key)
            case "attachments":
                let choice = try string(value, key)
                guard ["listings", "none"].contains(choice) else {
                    throw ConfigError.invalid(diagnostic(at: value, "'attachments' takes listings or none"))
                }
                config.attachmentListings = choice == "listings"
            case "front-matter": config.frontMatter = try choice(value, key)
            case "made-with":
                guard value.scalar != nil, let flag = value.bool else { throw typeError(value, key, "true or false") }
                config.madeWith = flag
            case "exclude":
                config.exclude = try list(value, key)
                config.excludeLocations = (value.sequence.map(Array.init) ?? [value]).map(location)
            case "pages":
                let kinds = try strings(value, key)
                guard kinds.allSatisfy({ ["html", "md"].contains($0) }) else {
                    throw ConfigError.invalid(diagnostic(at: value, "'pages' takes html and md"))
                }
                config.pageKinds = Set(kinds)
                config.pageKindsGiven = true
            default: reportUnknown(key, at: keyNode, known: ConfigLoader.knownKeys)
            }
        }
        return config
    }

    private mutating func print(_ node: Yams.Node) throws -> PrintSettings {
        guard let mapping = node.mapping else { throw typeError(node, "print", "a mapping") }
        var result = PrintSettings.standard
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "trim":
                guard let settings = PrintSettings(trim: try string(value, "trim")) else {
                    throw ConfigError.invalid(diagnostic(at: value, "'trim' takes a paperback size: 5x8in, 5.5x8.5in, 6x9in, 7x10in, A5 or <width>x<height>mm"))
                }
                result = settings
            default: reportUnknown(keyNode.string ?? "", at: keyNode, known: ConfigLoader.printKeys)
            }
        }
        return result
    }

    private mutating func accessibility(_ node: Yams.Node) throws -> BookConfig.Accessibility {
        guard let mapping = node.mapping else { throw typeError(node, "accessibility", "a mapping") }
        var result = BookConfig.Accessibility()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "summary": result.summary = try string(value, key)
            case "features": result.features = try strings(value, key)
            case "hazards": result.hazards = try strings(value, key)
            case "access-modes": result.accessModes = try strings(value, key)
            case "access-modes-sufficient": result.accessModesSufficient = try strings(value, key)
            case "conforms-to": result.conformsTo = try string(value, key)
            case "certified-by": result.certifiedBy = try string(value, key)
            default: reportUnknown(key, at: keyNode, known: ConfigLoader.accessibilityKeys)
            }
        }
        return result
    }

    private mutating func lint(_ node: Yams.Node) throws -> LintSettings {
        guard let mapping = node.mapping else { throw typeError(node, "lint", "a mapping") }
        var settings = LintSettings()
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "severity":
                guard let levels = value.mapping else { throw typeError(value, "severity", "a mapping of rule IDs to levels") }
                for (ruleNode, levelNode) in levels {
                    let rule = ruleNode.string ?? ""
                    checkRule(rule, at: ruleNode)
                    let level = try string(levelNode, rule)
                    guard level == "off" || Severity(rawValue: level) != nil else {
                        throw ConfigError.invalid(diagnostic(at: levelNode, "severity of '\(rule)' must be error, warning, info or off"))
                    }
                    settings.severities[rule] = Severity(rawValue: level)
                }
            case "suppress":
                guard let entries = value.sequence else { throw typeError(value, "suppress", "a list") }
                settings.suppressions = try entries.map { try suppression($0) }
            default: reportUnknown(keyNode.string ?? "", at: keyNode, known: ["severity", "suppress"])
            }
        }
        return settings
    }

    private mutating func suppression(_ node: Yams.Node) throws -> Suppression {
        guard let entry = node.mapping else { throw typeError(node, "suppress", "a list of mappings (rule, path, line, reason)") }
        let field = { (name: String) in entry[Yams.Node(name)] }
        guard let ruleNode = field("rule"), let pathNode = field("path") else {
            throw ConfigError.invalid(diagnostic(at: node, "a suppression needs rule: and path:"))
        }
        guard let reasonNode = field("reason"), let reason = reasonNode.string, !reason.trimmingSpaces.isEmpty else {
            throw ConfigError.invalid(diagnostic(at: node, "a suppression needs a reason: why is this finding accepted?"))
        }
        checkRule(try string(ruleNode, "rule"), at: ruleNode)
        let line = try field("line").map { lineNode -> Int in
            guard let value = lineNode.int else { throw typeError(lineNode, "line", "a number") }
            return value
        }
        return Suppression(rule: try string(ruleNode, "rule"), path: try string(pathNode, "path"), line: line, reason: reason,
                           location: SourceLocation(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0))
    }

    private mutating func checkRule(_ rule: String, at node: Yams.Node) {
        guard DiagnosticID(rawValue: rule) == nil else { return }
        var finding = diagnostic(at: node, "unknown diagnostic ID '\(rule)'", id: .configUnknownRule,
                                 hint: Suggestions.closest(to: rule, in: DiagnosticID.allCases.map(\.rawValue)).map { "did you mean '\($0)'?" })
        finding.severity = .warning
        diagnostics.append(finding)
    }

    func diagnostic(at node: Yams.Node, _ message: String, id: DiagnosticID = .configInvalidValue, hint: String? = nil) -> Diagnostic {
        Diagnostic(id: id, severity: .error, file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0,
                   message: message, hint: hint)
    }

    private func typeError(_ node: Yams.Node, _ key: String, _ expected: String) -> ConfigError {
        ConfigError.invalid(diagnostic(at: node, "'\(key)' must be \(expected)", id: .configWrongType))
    }

    private func string(_ node: Yams.Node, _ key: String) throws -> String {
        guard node.scalar != nil, let value = node.string else { throw typeError(node, key, "a string") }
        return value
    }

    /// Where `node` is written in the file.
    private func location(_ node: Yams.Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
    }

    private func strings(_ node: Yams.Node, _ key: String) throws -> [String] {
        if node.scalar != nil, let value = node.string { return [value] }
        guard let sequence = node.sequence else { throw typeError(node, key, "a string or a list of strings") }
        return try sequence.map { try string($0, key) }
    }

    /// A list that may be empty (`[]`, or a key with no value).
    private func list(_ node: Yams.Node, _ key: String) throws -> [String] {
        if node.scalar != nil, node.tag.description == "tag:yaml.org,2002:null" || node.string == "" { return [] }
        return try strings(node, key)
    }

    private func choice<T: RawRepresentable & CaseIterable>(_ node: Yams.Node, _ key: String) throws -> T where T.RawValue == String {
        let raw = try string(node, key)
        if let value = T(rawValue: raw) { return value }
        let allowed = T.allCases.map(\.rawValue)
        throw ConfigError.invalid(diagnostic(
            at: node, "'\(key)' must be one of \(allowed.joined(separator: ", ")), not '\(raw)'",
            hint: Suggestions.closest(to: raw, in: allowed).map { "did you mean '\($0)'?" }))
    }

    private mutating func reportUnknown(_ key: String, at node: Yams.Node, known: [String]) {
        var diagnostic = diagnostic(at: node, "unknown config key '\(key)'", id: .configUnknownKey,
                                    hint: Suggestions.closest(to: key, in: known).map { "did you mean '\($0)'?" })
        diagnostic.severity = .warning
        diagnostics.append(diagnostic)
    }
}

import SwiftSyntax

/// Where a literal's text goes, as far as reading the code tells: what a finding says about it, and
/// whether `--fix` may touch it.
enum LiteralSink: Equatable {
    /// Shown by a view, title, alert or accessibility label (directly, or through a displayed declaration).
    case userInterface
    /// Sent to a language model as a prompt, or written into generated content (share text, PDF, export).
    case promptOrContent
    /// Read by machines or developers: logs, keys, identifiers, requests, storage, comparisons.
    case machine
    /// Nothing tells.
    case unknown

    /// Words in the message: `reaches UI`, `reaches a prompt or generated content`, `has an unknown sink`.
    var phrase: String {
        switch self {
        case .userInterface: "it reaches UI"
        case .promptOrContent: "it reaches a prompt or generated content"
        case .machine: "it reaches a log, key or request"
        case .unknown: "where it goes is unknown"
        }
    }

    /// The sink of `literal`: machine contexts first, then a prompt or content builder around it, then UI.
    static func of(_ literal: StringLiteralExprSyntax, index: ProjectIndex) -> LiteralSink {
        if UserFacingContext.isExcluded(literal) || isStoredOrSent(literal) { return .machine }
        if EnclosingDeclarations.isPromptOrContent(literal) { return .promptOrContent }
        if LocalizingPositions.isLocalizedDirectly(literal) || DisplayFlow.isDisplayed(literal, index: index) {
            return .userInterface
        }
        return .unknown
    }

    /// An argument of a call that stores or sends it (`defaults.set(x, forKey:)`, `request.setValue(…)`),
    /// or a value in a request body, parameters or headers.
    static func isStoredOrSent(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), isStoringCall(call) { return true }
            if let function = parent.as(FunctionDeclSyntax.self) { return isRequestName(function.name.text) }
            if let binding = parent.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return isRequestName(name)
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// `defaults.set(x, forKey:)`, `request.setValue(x, forHTTPHeaderField:)`, `URLQueryItem(…)`, `save(…)`.
    static func isStoringCall(_ call: FunctionCallExprSyntax) -> Bool {
        if let name = call.calleeName, storingCallees.contains(name) { return true }
        return call.arguments.contains { ["forKey", "forHTTPHeaderField"].contains($0.label?.text ?? "") }
    }

    private static let storingCallees: Set<String> = [
        "URLRequest", "URLQueryItem", "JSONSerialization", "setValue", "addValue", "write", "save", "insert",
        "updateValue", "httpBody", "jsonObject",
    ]

    /// `requestBody`, `payload`, `queryParameters`, `headers`: not a view's `body`.
    private static func isRequestName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if ["payload", "parameters", "params", "headers", "request", "json"].contains(where: lowered.hasSuffix) { return true }
        return lowered != "body" && lowered.hasSuffix("body") && !lowered.hasSuffix("messagebody")
    }
}

/// The declarations around a node — functions, properties, types — with their names and doc comments.
enum EnclosingDeclarations {
    /// Whether the text around `node` is a prompt for a language model (`reportPrompt`, a doc comment
    /// that says so, a call to `respond(to:)`) or generated content (`shareText()`, `exportPDF()`).
    static func isPromptOrContent(_ node: some SyntaxProtocol, includingContent: Bool = true) -> Bool {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), let name = call.calleeName,
               promptCallees.contains(name) {
                return true
            }
            if let (name, declaration) = named(parent) {
                if isPromptName(name) || (includingContent && isContentName(name)) { return true }
                if let doc = docComment(of: declaration), mentionsPrompt(doc) { return true }
            }
            current = parent.parent
        }
        return false
    }

    /// Whether a doc comment on a declaration around `node` says its text is not to be changed or
    /// translated, or is sent to a model.
    static func isDocumentedUnchanged(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let (_, declaration) = named(parent), let doc = docComment(of: declaration) {
                let lowered = doc.lowercased()
                if unchangedPhrases.contains(where: lowered.contains) || mentionsPrompt(doc) { return true }
            }
            current = parent.parent
        }
        return false
    }

    /// Whether a comment around `node`, up to its declaration, says the text has no translation
    /// (`// These proper names don't have a translation.`), on the switch it is in or any of its cases.
    static func isCommentedUntranslatable(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let switchExpression = parent.as(SwitchExprSyntax.self) {
                if mentionsNoTranslation(switchExpression.leadingTrivia) { return true }
                if switchExpression.cases.contains(where: { mentionsNoTranslation($0.leadingTrivia) }) { return true }
            }
            if named(parent) != nil { return mentionsNoTranslation(parent.leadingTrivia) }
            current = parent.parent
        }
        return false
    }

    private static func mentionsNoTranslation(_ trivia: Trivia) -> Bool {
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                let lowered = text.lowercased()
                if noTranslationPhrases.contains(where: lowered.containsBytes) { return true }
            default: continue
            }
        }
        return false
    }

    private static let noTranslationPhrases: [StaticString] = [
        "proper name", "brand name", "product name", "don’t have a translation", "don't have a translation",
        "no translation", "not translated", "don't translate", "don’t translate", "do not translate",
        "not localized", "don't localize", "do not localize",
    ]

    /// The innermost declaration's name around `node` that holds its value: a property, function or variable.
    /// A value passed to a call or assigned inside a function's body belongs to the call or the assignment
    /// (`func delete() { alert.addButton(withTitle: "Delete") }`), so it has none.
    static func valueDeclarationName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        var isReturned = false
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            if parent.is(LabeledExprSyntax.self), parent.parent?.parent?.is(FunctionCallExprSyntax.self) == true { return nil }
            if parent.is(ReturnStmtSyntax.self) { isReturned = true }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return isReturned || function.body?.statements.count == 1 ? function.name.text : nil
            }
            current = parent.parent
        }
        return nil
    }

    /// The name of a declaration node and the syntax its doc comment is attached to.
    static func named(_ node: Syntax) -> (String, Syntax)? {
        if let binding = node.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let variable = binding.parent?.parent {
            return (name, variable)
        }
        if let function = node.as(FunctionDeclSyntax.self) { return (function.name.text, node) }
        if isNamedKind(node.kind), let type = node.asProtocol(NamedDeclSyntax.self), !node.is(EnumCaseElementSyntax.self) {
            return (type.name.text, node)
        }
        return nil
    }

    /// Whether nodes of `kind` have a name: swift-syntax's `NamedDeclSyntax` types, checked before the
    /// dynamic cast, which costs far more than this and fails for almost every node asked about.
    private static func isNamedKind(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .actorDecl, .associatedTypeDecl, .classDecl, .enumDecl, .functionDecl, .macroDecl, .operatorDecl,
             .precedenceGroupDecl, .protocolDecl, .structDecl, .typeAliasDecl:
            true
        default:
            false
        }
    }

    /// The `///` and `/** */` comment lines before `declaration`.
    static func docComment(of declaration: Syntax) -> String? {
        var lines: [String] = []
        for piece in declaration.leadingTrivia {
            switch piece {
            case .docLineComment(let text), .docBlockComment(let text): lines.append(text)
            default: continue
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// `reportPrompt`, `systemInstructions`, `systemMessage`; not `searchPrompt` (a search field's placeholder).
    static func isPromptName(_ name: String) -> Bool {
        // Every name the words below can match spells one of these (most names spell none).
        guard ["prompt", "instruction", "system"].contains(where: { containsIgnoringASCIICase(name, $0) }) else { return false }
        let words = TypeNameMatch.words(name)
        guard !words.contains("search"), !words.contains("placeholder") else { return false }
        return words.contains("prompt") || words.contains("instruction")
            || (words.contains("system") && words.contains("message"))
    }

    /// Whether `name` contains the lower-case ASCII `word` in any letter case.
    private static func containsIgnoringASCIICase(_ name: String, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let bytes = Array(name.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            needle.indices.allSatisfy { bytes[start + $0] | 0x20 == needle[$0] }
        }
    }

    /// `shareText`, `exportPDF`, `markdownSummary`, `csvRows`: content people take elsewhere.
    private static func isContentName(_ name: String) -> Bool {
        let words = TypeNameMatch.words(name)
        if !words.isDisjoint(with: ["pdf", "export", "markdown", "csv"]) { return true }
        return words.contains("share") && !words.isDisjoint(with: ["text", "message", "content"])
    }

    private static func mentionsPrompt(_ doc: String) -> Bool {
        let lowered = doc.lowercased()
        return ["prompt", "language model", "ai model", "llm", "sent to the model"].contains(where: lowered.contains)
    }

    private static let promptCallees: Set<String> = [
        "respond", "streamResponse", "LanguageModelSession", "Instructions", "Prompt", "generateContent",
        "sendMessage", "ChatMessage",
    ]

    private static let unchangedPhrases = [
        "unchanged", "do not localize", "don't localize", "not localized", "never localized", "never translated",
        "not be translated", "not translated", "verbatim", "must stay", "sent to",
    ]
}

import Diagnostics
import SwiftSyntax

/// User-facing text glued from pieces with `+`, `+=` or `joined`.
public struct ConcatenatedSentenceRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .concatenatedSentence,
        summary: "A sentence is built by concatenating pieces",
        rationale: """
            Word order differs between languages: "Hello, " + name + "!" can't become "Hallo " + name + "!" or \
            Japanese with the name first. Each piece is translated without the others as context, if at all. \
            Write the whole sentence as one key with interpolation: String(localized: "Hello, \\(name)!").
            """,
        fixUrgency: .unlocalizedCode,
        triggeringExamples: [
            SourceExample("""
                func greeting(for name: String) -> String {
                    ↓"Good morning, " + name + "!"
                }
                """),
            SourceExample("""
                struct HeroView: View {
                    var hero: Hero
                    var body: some View { Text(↓hero.name + " is ready for an adventure") }
                }
                """),
            SourceExample("""
                let title = ↓String(localized: "Created") + " " + String(localized: "today")
                """),
            SourceExample("""
                let sentence = ↓["Your report", "is ready"].joined(separator: " ")
                """),
            SourceExample("""
                struct InboxView: View {
                    var body: some View { Text(describe(3)) }
                    func describe(_ count: Int) -> String {
                        var text = "You have \\(count) stories"
                        ↓text += " waiting for you"
                        return text
                    }
                }
                """),
            SourceExample("""
                func deletePackages() {
                    var message = "Packages were removed."
                    if failed { ↓message += " Some files could not be deleted." }
                    showAlert(title: "Done", message: message)
                }
                """),
            SourceExample("""
                struct RemovalView: View {
                    var body: some View { Text(↓"Removed " + name + " from the library\\n" + details) }
                }
                """),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                let url = baseURL + "/api/v1/stories"
                """),
            // Codes: an error code's letters and a hexadecimal number's prefix, shown beside the message.
            SourceExample("""
                func show(_ error: NetworkError, vendor: Int, codeLabel: UILabel, deviceLabel: UILabel) {
                    codeLabel.text = "CN" + (error.code ?? "N/A")
                    let pci = "0x" + String(vendor, radix: 16)
                    deviceLabel.text = pci
                }
                """),
            // A key built from pieces, and a cache file's name.
            SourceExample("""
                let label = NSLocalizedString("hwdec." + mode.rawValue, comment: "Decoder mode")
                let path = "imast.attachment." + hash + " copy"
                """),
            SourceExample("""
                func cleanupSummary(_ names: [String]) -> String {
                    let list = names.map { "• " + $0 }.joined(separator: "\\n")
                    return String(localized: "These items will be removed:") + "\\n" + list + "\\n\\n"
                        + String(localized: "It can take a while.")
                }
                struct QuitError: LocalizedError {
                    var names: [String]
                    var errorDescription: String? { "These apps did not quit:\\n" + names.joined(separator: "\\n") }
                }
                """),
            SourceExample("""
                let key = "cache_" + identifier
                """),
            SourceExample("""
                print("Loaded " + String(count) + " stories")
                """),
            SourceExample("""
                let header = "Bearer " + token
                """),
            SourceExample("""
                let greeting = String(localized: "Good morning, \\(name)!")
                """),
            SourceExample("""
                let path = components.joined(separator: "/")
                """),
            SourceExample("""
                func plainText(for article: Article) -> String {
                    var s = article.title
                    s += "external URL: \\(article.link)"
                    let html = "<meta charset=\\"utf-8\\">" + article.body
                    var deleteSQL = "delete from articles where id in \\(placeholders)"
                    deleteSQL += " and key = ?"
                    let key = "NSToolbar Configuration " + identifier
                    return s + html
                }
                """),
            SourceExample("""
                struct StoryRequest {
                    var prompt: String { "Continue this story in a gentle voice. " + story.summary }
                }
                """),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        Visitor(context: context)
    }

    static let message = """
        a sentence glued from pieces can't be reordered by translators; write it as one key with \
        interpolation, e.g. String(localized: "Hello, \\(name)!")
        """

    private final class Visitor: SourceRuleVisitor {
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let items = Array(node.elements)
            if items.count == 3, items[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
               let literal = items[2].unwrapped.as(StringLiteralExprSyntax.self) {
                let target = items[0].unwrapped
                let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                let text = literal.unescapedStaticText
                // `text += " more"` glues a sentence people read only when `text` is shown, or is what a
                // displayed function returns; debug text, SQL and pasteboard data are built the same way.
                if NaturalText.isNaturalLanguage(text), !NaturalText.looksLikeMachineText(text),
                   isReturnedByDisplayedFunction(node) || name.map({ isShownVariable($0, around: node) }) == true,
                   !UserFacingContext.isExcluded(node), !MachineNames.isMachineNamed(name) {
                    findings.append(LintFinding(at: node, message: ConcatenatedSentenceRule.message))
                }
                return .visitChildren
            }
            guard let operands = node.concatenationOperands, !isLookedUpKey(node), isSentence(operands, node: node) else {
                return .visitChildren
            }
            findings.append(LintFinding(at: node, message: ConcatenatedSentenceRule.message))
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calleeName == "joined",
                  let array = node.calleeBase?.unwrapped.as(ArrayExprSyntax.self), array.elements.count >= 2
            else { return .visitChildren }
            if let separator = node.argument(labelled: "separator")?.expression.as(StringLiteralExprSyntax.self),
               NaturalText.containsLetter(separator.staticText) || separator.staticText.contains("/") {
                return .visitChildren
            }
            if isSentence(array.elements.map(\.expression), node: node) {
                findings.append(LintFinding(at: array, message: ConcatenatedSentenceRule.message))
            }
            return .visitChildren
        }

        /// `NSLocalizedString("hwdec." + mode, comment: "")`: a key built from pieces, which
        /// `dynamic-localization-key` and `missing-localization-key` judge.
        private func isLookedUpKey(_ node: SequenceExprSyntax) -> Bool {
            guard let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let lookup = KeyLookup.of(call, index: index)
            else { return false }
            return lookup.key.unwrapped.id == node.id
        }

        /// Whether the variable `name` is shown: a local one when the body around passes it to a view, an
        /// alert or a `message:`/`title:` argument; a property when its name is displayed.
        private func isShownVariable(_ name: String, around node: some SyntaxProtocol) -> Bool {
            guard let body = node.ancestorOrSelf(mapping: { parent -> Syntax? in
                parent.is(CodeBlockSyntax.self) && (parent.parent?.is(FunctionDeclSyntax.self) == true
                    || parent.parent?.is(InitializerDeclSyntax.self) == true || parent.parent?.is(AccessorDeclSyntax.self) == true)
                    ? parent : nil
            }) ?? node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self).map(Syntax.init) })
            else { return index.isDisplayed(name, in: nil) }
            let finder = LocalUseFinder(name: name, index: index)
            finder.walk(body)
            return finder.isDeclared ? finder.isShown : index.isDisplayed(name, in: nil)
        }

        /// Whether the enclosing function or getter returns a String and is displayed.
        private func isReturnedByDisplayedFunction(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let parent = current {
                if parent.is(ClosureExprSyntax.self) { return false }
                if let function = parent.as(FunctionDeclSyntax.self) {
                    return function.signature.returnClause?.type.isStringLike == true
                        && index.isDisplayed(function.name.text, in: TypeNameMatch.enclosingTypeName(of: function))
                }
                if let binding = parent.as(PatternBindingSyntax.self),
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    return binding.typeAnnotation?.type.isStringLike == true
                        && index.isDisplayed(name, in: TypeNameMatch.enclosingTypeName(of: binding))
                }
                current = parent.parent
            }
            return false
        }

        /// Pieces of a sentence: some literal words (and no URL, key or machine text), and either several
        /// words in one literal, several localized pieces, or a value that is shown to people.
        private func isSentence(_ operands: [ExprSyntax], node: some SyntaxProtocol) -> Bool {
            if Self.isOnePiecePerLine(operands) { return false }
            var literalWords = 0
            var wordyLiteral = false
            var localizedPieces = 0
            for operand in operands.map(\.unwrapped) {
                if let literal = operand.as(StringLiteralExprSyntax.self) {
                    let text = literal.unescapedStaticText
                    if NaturalText.isURLOrPath(text.trimmingWhitespace.description)
                        || NaturalText.isIdentifierLike(String(text.trimmingWhitespace)) && NaturalText.containsLetter(text)
                        || NaturalText.looksLikeMachineText(text) || Self.isCodePrefix(text) {
                        return false
                    }
                    let words = NaturalText.wordCount(text)
                    literalWords += words
                    if words >= 2 { wordyLiteral = true }
                } else if operand.isLocalizedValue {
                    localizedPieces += 1
                }
            }
            guard literalWords > 0 || localizedPieces >= 2, !MachineNames.isMachineNamed(MachineNames.target(of: node)) else { return false }
            guard !UserFacingContext.isExcluded(node),
                  !EnclosingDeclarations.isPromptOrContent(node, includingContent: false)
            else { return false }
            return wordyLiteral || localizedPieces >= 2 || DisplayFlow.isDisplayed(node, index: index)
        }

        /// `"CN"`, `"0x"`: two or three capitals, or a digit and letters, written with no space to a value: a
        /// code or a number's notation, not words.
        static func isCodePrefix(_ text: String) -> Bool {
            guard (2...3).contains(text.count), text.allSatisfy({ $0.isLetter || $0.isNumber }), text.contains(where: \.isLetter)
            else { return false }
            return text.first?.isNumber == true || !text.contains(where: \.isLowercase)
        }

        /// Pieces joined by line breaks with no line holding two of them: a heading over a list, or
        /// whole sentences on lines of their own, each of which translates without the others.
        static func isOnePiecePerLine(_ operands: [ExprSyntax]) -> Bool {
            var piecesOnLine = 0
            var sawLineBreak = false
            for operand in operands.map(\.unwrapped) {
                guard let literal = operand.as(StringLiteralExprSyntax.self), literal.unescapedStaticText.contains("\n") else {
                    piecesOnLine += 1
                    if piecesOnLine > 1 { return false }
                    continue
                }
                sawLineBreak = true
                let lines = literal.unescapedStaticText.split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() {
                    if number > 0 { piecesOnLine = 0 }
                    if NaturalText.containsLetter(String(line)) { piecesOnLine += 1 }
                    if piecesOnLine > 1 { return false }
                }
            }
            return sawLineBreak
        }
    }
}

/// Finds, in one body, whether a variable is declared there and whether it is passed somewhere shown.
private final class LocalUseFinder: SyntaxVisitor {
    let name: String
    let index: ProjectIndex
    var isDeclared = false
    var isShown = false

    /// Argument labels whose text people read.
    private static let shownLabels: Set<String> = [
        "message", "title", "text", "subtitle", "informativeText", "messageText", "label", "body", "detail",
    ]

    init(name: String, index: ProjectIndex) {
        self.name = name
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { isDeclared = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let displayed = LocalizingPositions.displayedArguments(of: node).map(\.id)
        for (position, argument) in node.arguments.enumerated()
        where argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
            let label = argument.slotLabel(at: position)
            if displayed.contains(argument.id) || Self.shownLabels.contains(label)
                || node.calleeName.map({ index.isDisplayingSlot(callee: $0, label: label) }) == true {
                isShown = true
            }
        }
        return .visitChildren
    }
}

extension RuleID {
    public static let concatenatedSentence = RuleID("concatenated-sentence")
}

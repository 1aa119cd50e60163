import SwiftSyntax

/// User-facing text glued from pieces with `+`, `+=` or `joined`.
public struct ConcatenatedSentenceRule: LintRule {
    public static let description = RuleDescription(
        id: "concatenated-sentence",
        summary: "A sentence is built by concatenating pieces",
        rationale: """
            Word order differs between languages: "Hello, " + name + "!" can't become "Hallo " + name + "!" or \
            Japanese with the name first. Each piece is translated without the others as context, if at all. \
            Write the whole sentence as one key with interpolation: String(localized: "Hello, \\(name)!").
            """,
        triggeringExamples: [
            RuleExample("""
                func greeting(for name: String) -> String {
                    ↓"Good morning, " + name + "!"
                }
                """),
            RuleExample("""
                struct HeroView: View {
                    var hero: Hero
                    var body: some View { Text(↓hero.name + " is ready for an adventure") }
                }
                """),
            RuleExample("""
                let title = ↓String(localized: "Created") + " " + String(localized: "today")
                """),
            RuleExample("""
                let sentence = ↓["Your report", "is ready"].joined(separator: " ")
                """),
            RuleExample("""
                func describe(_ count: Int) -> String {
                    var text = "You have \\(count) stories"
                    ↓text += " waiting for you"
                    return text
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                let url = baseURL + "/api/v1/stories"
                """),
            RuleExample("""
                let key = "cache_" + identifier
                """),
            RuleExample("""
                print("Loaded " + String(count) + " stories")
                """),
            RuleExample("""
                let header = "Bearer " + token
                """),
            RuleExample("""
                let greeting = String(localized: "Good morning, \\(name)!")
                """),
            RuleExample("""
                let path = components.joined(separator: "/")
                """),
        ])

    public init(options: RuleOptions) {}

    public func findings(in file: LintedFile, context: LintContext) -> [LintFinding] {
        Visitor(context: context).findings(walking: file)
    }

    static let message = """
        a sentence glued from pieces can't be reordered by translators; write it as one key with \
        interpolation, e.g. String(localized: "Hello, \\(name)!")
        """

    private final class Visitor: LintRuleVisitor {
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let items = Array(node.elements)
            if items.count == 3, items[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
               let literal = items[2].unwrapped.as(StringLiteralExprSyntax.self) {
                let target = items[0].unwrapped
                let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                let text = literal.unescapedStaticText
                if NaturalText.isNaturalLanguage(text),
                   NaturalText.wordCount(text) >= 2 || name.map({ index.isDisplayed($0, in: nil) }) == true,
                   !UserFacingContext.isExcluded(node) {
                    findings.append(LintFinding(at: node, message: ConcatenatedSentenceRule.message))
                }
                return .visitChildren
            }
            guard let operands = node.concatenationOperands, isSentence(operands, node: node) else {
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

        /// Pieces of a sentence: some literal words (and no URL or key), and either several words in one
        /// literal, several localized pieces, or a value that is shown to people.
        private func isSentence(_ operands: [ExprSyntax], node: some SyntaxProtocol) -> Bool {
            var literalWords = 0
            var wordyLiteral = false
            var localizedPieces = 0
            for operand in operands.map(\.unwrapped) {
                if let literal = operand.as(StringLiteralExprSyntax.self) {
                    let text = literal.unescapedStaticText
                    if NaturalText.isURLOrPath(text.trimmingWhitespace.description)
                        || NaturalText.isIdentifierLike(String(text.trimmingWhitespace)) && NaturalText.containsLetter(text) {
                        return false
                    }
                    let words = NaturalText.wordCount(text)
                    literalWords += words
                    if words >= 2 { wordyLiteral = true }
                } else if operand.isLocalizedValue {
                    localizedPieces += 1
                }
            }
            guard literalWords > 0 || localizedPieces >= 2 else { return false }
            guard !UserFacingContext.isExcluded(node),
                  !EnclosingDeclarations.isPromptOrContent(node, includingContent: false)
            else { return false }
            return wordyLiteral || localizedPieces >= 2 || DisplayFlow.isDisplayed(node, index: index)
        }
    }
}

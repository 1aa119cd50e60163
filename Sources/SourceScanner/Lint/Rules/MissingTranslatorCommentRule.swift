import Diagnostics
import SwiftSyntax

/// Localized strings without a comment for translators.
public struct MissingTranslatorCommentRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .missingTranslatorComment,
        summary: "A localized string has no comment for translators",
        rationale: """
            Translators see keys without the screen around them: "Reset" may be a button or a heading, \
            "Trend" a noun or a verb. The `comment:` argument becomes the catalog comment they read. A key \
            the catalog already comments (in Xcode's editor, or with a comment Xcode 26 generated) has one.
            """,
        isOptIn: true,
        triggeringExamples: [
            SourceExample("""
                let title = ↓String(localized: "Reset")
                let other = ↓NSLocalizedString("Trend", comment: "")
                """),
            SourceExample("""
                struct TrainingView: View {
                    var body: some View { ↓Text("Higher") }
                }
                """),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                let title = String(localized: "Reset", comment: "Destructive button that deletes training data")
                let other = NSLocalizedString("Trend", comment: "Heading above the pitch trend chart")
                """),
            SourceExample("""
                struct TrainingView: View {
                    var body: some View { Text("Higher", comment: "Answer: the second note was higher") }
                }
                """),
            SourceExample("""
                Text("—")
                """),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        Visitor(context: context)
    }

    private final class Visitor: SourceRuleVisitor {
        let commented: CommentedKeys

        override init(context: LintContext) {
            commented = context.commented
            super.init(context: context)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let acceptsComment = node.isLocalizationCall || node.calleeName == "Text" && node.firstUnlabeledArgument != nil
            guard acceptsComment, let key = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                  NaturalText.containsLetter(key.staticText)
            else { return .visitChildren }
            if let comment = node.argument(labelled: "comment")?.expression {
                guard let literal = comment.as(StringLiteralExprSyntax.self),
                      literal.staticText.allSatisfy(\.isWhitespace), !literal.hasInterpolation
                else { return .visitChildren }
            }
            guard !UserFacingContext.isExcluded(node) else { return .visitChildren }
            // The catalog's comment for the key (a person's, or one Xcode generated) is what translators read.
            // Its key as the compiler writes it, interpolations as format specifiers (matched whatever their type).
            if let rendered = LocalizableKeyRenderer(inference: inference).key(of: key, kind: .localizationValue),
               commented.contains(rendered) {
                return .visitChildren
            }
            findings.append(LintFinding(at: node, message: """
                add a comment: that tells translators where and how this text is used
                """))
            return .visitChildren
        }
    }
}

extension RuleID {
    public static let missingTranslatorComment = RuleID("missing-translator-comment")
}

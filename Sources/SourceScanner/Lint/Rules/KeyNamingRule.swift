import Foundation
import ProjectConfiguration
import SwiftSyntax

/// Explicit localization keys that don't follow the project's naming pattern.
public struct KeyNamingRule: VisitingLintRule {
    public static let description = RuleDescription(
        id: "key-naming",
        optionNames: ["pattern"],
        summary: "A localization key does not match the project's key pattern",
        rationale: """
            Projects that use structured keys (`settings.language.title`) rely on a pattern to group strings by \
            screen and keep keys stable when English text changes. Set `lint.options.key-naming.pattern` to a \
            regular expression every key must match; without a pattern the rule does nothing.
            """,
        triggeringExamples: [
            RuleExample("""
                let title = String(localized: ↓"Settings title")
                Text(↓"home_heroSection")
                """, options: ["pattern": #"[a-z]+(\.[a-z][A-Za-z]*)+"#]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                let title = String(localized: "settings.language.title")
                Text("home.heroSection.title")
                """, options: ["pattern": #"[a-z]+(\.[a-z][A-Za-z]*)+"#]),
            RuleExample("""
                Text("Any key at all")
                """),
        ])

    private let pattern: NSRegularExpression?

    public init(options: RuleOptions) throws {
        guard let source = options["pattern"] else {
            pattern = nil
            return
        }
        do {
            pattern = try NSRegularExpression(pattern: "^(?:\(source))$")
        } catch {
            throw RuleOptionError(option: "pattern", reason: "invalid regular expression '\(source)'")
        }
    }

    func visitor(for file: LintedFile, context: LintContext) -> LintRuleVisitor? {
        guard let pattern else { return nil }
        return Visitor(context: context, pattern: pattern)
    }

    private final class Visitor: LintRuleVisitor {
        let pattern: NSRegularExpression
        let source: String

        init(context: LintContext, pattern: NSRegularExpression) {
            self.pattern = pattern
            source = pattern.pattern
            super.init(context: context)
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            guard !node.hasInterpolation, LocalizingPositions.isLocalizedDirectly(node) else { return .visitChildren }
            let key = node.unescapedStaticText
            let range = NSRange(key.startIndex..., in: key)
            guard pattern.firstMatch(in: key, range: range) == nil, !UserFacingContext.isExcluded(node) else {
                return .visitChildren
            }
            findings.append(LintFinding(at: node, message: "the key '\(key)' does not match the key pattern \(source)"))
            return .visitChildren
        }
    }
}

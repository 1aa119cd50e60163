import Diagnostics
import Foundation
import SwiftSyntax

/// Explicit localization keys that don't follow the project's naming pattern.
public struct KeyNamingRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .keyNaming,
        summary: "A localization key does not match the project's key pattern",
        rationale: """
            Projects that use structured keys (`settings.language.title`) rely on a pattern to group strings by \
            screen and keep keys stable when English text changes. Set `lint.options.key-naming.pattern` to a \
            regular expression every key must match; without a pattern the rule does nothing.
            """,
        options: [
            RuleOption(name: "pattern", summary: "A regular expression every explicit key must match whole", validate: { (pattern: String) throws(RuleOptionError) in _ = try KeyNamingRule.compile(pattern) }),
        ],
        triggeringExamples: [
            SourceExample("""
                let title = String(localized: ↓"Settings title")
                Text(↓"home_heroSection")
                """, options: ["pattern": #"[a-z]+(\.[a-z][A-Za-z]*)+"#]),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                let title = String(localized: "settings.language.title")
                Text("home.heroSection.title")
                """, options: ["pattern": #"[a-z]+(\.[a-z][A-Za-z]*)+"#]),
            SourceExample("""
                Text("Any key at all")
                """),
        ])

    private let pattern: NSRegularExpression?

    public init(options: RuleOptions) throws {
        pattern = try options["pattern"].map(Self.compile)
    }

    /// The pattern as a regular expression matching whole keys.
    private static func compile(_ source: String) throws(RuleOptionError) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: "^(?:\(source))$")
        } catch {
            throw RuleOptionError(option: "pattern", reason: "invalid regular expression '\(source)'")
        }
    }

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        guard let pattern else { return nil }
        return Visitor(context: context, pattern: pattern)
    }

    private final class Visitor: SourceRuleVisitor {
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

extension RuleID {
    public static let keyNaming = RuleID("key-naming")
}

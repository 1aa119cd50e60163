import SwiftSyntax

/// User-facing literals written in another script than the source language's.
public struct ForeignLanguageLiteralRule: LintRule {
    public static let description = RuleDescription(
        id: "foreign-language-literal",
        summary: "User-facing text is written in another language than the source language",
        rationale: """
            Keys and source values are the source language: translators translate from it and every language \
            without a translation falls back to it. Ukrainian text in an English-source app shows Ukrainian to \
            everyone else, and English text in a Ukrainian-source app is offered to translators as Ukrainian. \
            Write source-language text in code and put other languages in the catalog.
            """,
        triggeringExamples: [
            RuleExample("""
                struct SettingsView: View {
                    var body: some View {
                        Form {
                            Section(↓"Профілі") { Button(↓"Керувати профілями") {} }
                            Picker(↓"Тема додатку", selection: $theme) { Text(↓"Система").tag(0) }
                        }
                        .navigationTitle(↓"Налаштування")
                    }
                }
                """),
            RuleExample("""
                func devModeStatus(_ enabled: Bool) -> String {
                    enabled ? String(localized: ↓"Dev Mode увімкнено") : String(localized: ↓"Dev Mode вимкнено")
                }
                """),
            RuleExample("""
                struct AboutView: View {
                    var body: some View { Text(↓"Made with love in Kyiv") }
                }
                """, sourceLanguage: "uk"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct SettingsView: View {
                    var body: some View { Text("Settings").navigationTitle("Settings") }
                }
                """),
            RuleExample("""
                struct AboutView: View {
                    var body: some View { Text("Зроблено з любов'ю").navigationTitle("Про додаток") }
                }
                """, sourceLanguage: "uk"),
            RuleExample("""
                struct AboutView: View {
                    var body: some View { Text("Версія \\(version) · iCloud") }
                }
                """, sourceLanguage: "uk"),
            RuleExample("""
                let prompt = "Відповідай українською мовою"
                logger.info("Привіт")
                """),
            RuleExample("""
                struct LanguageRow: View {
                    var body: some View { Text(verbatim: "Українська") }
                }
                """),
        ])

    public init(options: RuleOptions) {}

    public func findings(in file: LintedFile, context: LintContext) -> [LintFinding] {
        guard let expected = Script.scripts(forLanguage: context.sourceLanguage) else { return [] }
        return Visitor(context: context, expected: expected).findings(walking: file)
    }

    private final class Visitor: LintRuleVisitor {
        let expected: Set<Script>

        init(context: LintContext, expected: Set<Script>) {
            self.expected = expected
            super.init(context: context)
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            let text = node.unescapedStaticText
            // Fast path: ASCII-only text in a Latin-script source language.
            if expected.contains(.latin), text.utf8.allSatisfy({ $0 < 0x80 }) { return .visitChildren }
            guard let foreign = Script.foreignScript(of: text, expected: expected),
                  LocalizingPositions.isLocalizedDirectly(node) || DisplayFlow.isDisplayed(node, index: index),
                  !UserFacingContext.isExcluded(node)
            else { return .visitChildren }
            findings.append(LintFinding(at: node, message: """
                this user-facing text is written in \(foreign.name) script, but the source language is \
                '\(sourceLanguage)'; write source-language text here and put this text in the catalog as a translation
                """))
            return .visitChildren
        }
    }
}

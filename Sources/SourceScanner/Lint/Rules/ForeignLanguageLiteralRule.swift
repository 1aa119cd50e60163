import Diagnostics
import SwiftSyntax

/// Literals written in another script than the source language's, wherever they are, except where
/// other languages belong (previews, sample data, logs, `Text(verbatim:)`, language names).
public struct ForeignLanguageLiteralRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .foreignLanguageLiteral,
        summary: "Text is written in another language than the source language",
        rationale: """
            Keys and source values are the source language: translators translate from it and every language \
            without a translation falls back to it. Ukrainian text in an English-source app shows Ukrainian to \
            everyone else, and English text in a Ukrainian-source app is offered to translators as Ukrainian. \
            A prompt fixed in one language makes a language model answer in that language whatever the user \
            chose. Write source-language text in code and put other languages in the catalog.
            """,
        triggeringExamples: [
            SourceExample("""
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
            SourceExample("""
                func devModeStatus(_ enabled: Bool) -> String {
                    enabled ? String(localized: ↓"Dev Mode увімкнено") : String(localized: ↓"Dev Mode вимкнено")
                }
                """),
            SourceExample("""
                struct AboutView: View {
                    var body: some View { Text(↓"Made with love in Kyiv") }
                }
                """, sourceLanguage: "uk"),
            SourceExample("""
                struct ModePicker: View {
                    let modes = [(id: "auto", title: ↓"Автоматично", icon: "gear"), (id: "light", title: ↓"Світла", icon: "sun.max")]
                    var name: String?
                    var body: some View {
                        ForEach(modes, id: \\.id) { Label($0.title, systemImage: $0.icon) }
                        Text(name ?? ↓"Без назви")
                        Text(↓"Запити (API)")
                    }
                }
                """),
            SourceExample("""
                func shareText(for reading: Reading) -> String {
                    var lines: [String] = []
                    lines.append(↓"Підсумок")
                    lines.append(reading.summary)
                    return lines.joined(separator: "\\n")
                }
                """),
            SourceExample("""
                let greetings = ["morning": ↓"Доброго ранку", "evening": ↓"Добрий вечір"]
                func emptyTitle() -> String { return ↓"Порожньо" }
                """),
            SourceExample("""
                struct ReportRequest {
                    var reportPrompt: String { ↓"Склади гороскоп українською мовою." }
                }
                """),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                struct SettingsView: View {
                    var body: some View { Text("Settings").navigationTitle("Settings") }
                }
                """),
            SourceExample("""
                struct AboutView: View {
                    var body: some View { Text("Зроблено з любов'ю").navigationTitle("Про додаток") }
                }
                """, sourceLanguage: "uk"),
            SourceExample("""
                struct AboutView: View {
                    var body: some View { Text("Версія \\(version) · iCloud") }
                }
                """, sourceLanguage: "uk"),
            SourceExample("""
                func load() {
                    logger.info("Привіт")
                    print("Зібрано \\(count) записів")
                    defaults.set("Темна", forKey: "theme")
                }
                """),
            SourceExample("""
                struct LanguagePicker: View {
                    let languages = [("en", "English"), ("uk", "Українська"), ("rue", "Русиньскый")]
                    var body: some View { ForEach(languages, id: \\.0) { Text($0.1) } }
                }
                """),
            SourceExample("""
                let entities = ["pi": "π", "Omega": "Ω"]
                struct Credits: View {
                    var body: some View { TranslatorRow(name: "Денис Єгоров", language: "Ukrainian") }
                }
                """),
            SourceExample("""
                enum SampleData {
                    static let readings = ["Сьогодні гарний день"]
                }
                #Preview { Text("Попередній перегляд") }
                """),
            SourceExample("""
                struct LanguageRow: View {
                    var body: some View { Text(verbatim: "Українська") }
                }
                """),
            // A Japanese-source app whose catalog keys are identifiers: keys, symbol names, selectors, patterns
            // and code are no language.
            SourceExample("""
                struct SettingsView: View {
                    var body: some View {
                        Button("Shared.OK") {}
                        Image(systemName: "chevron.right")
                        Text(verbatim: "©")
                    }
                    let selector = ".entry-content > p"
                    let pattern = "^[A-Za-z0-9_]+$"
                    let script = "document.querySelector('video').play();"
                }
                """, sourceLanguage: "ja", catalog: CatalogFacts(sourceLanguage: "ja", strings: [
                    "Shared.OK": ["ja": "OK", "en": "OK"], "Settings.Title": ["ja": "設定", "en": "Settings"],
                ])),
            // English messages for developers in a Japanese-source app: a logging function and a decoding error.
            SourceExample("""
                func decodeLabel(from container: KeyedDecodingContainer<LabelKey>) throws -> Label {
                    debug("ClipboardHistoryManager: could not load the saved items")
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(codingPath: container.codingPath, debugDescription: "Unable to decode the label type."))
                }
                """, sourceLanguage: "ja"),
            // Names every language keeps, and glossary words never translated.
            SourceExample("""
                enum Provider: String { case anthropic = "Anthropic Claude", openAI = "OpenAI GPT" }
                """, sourceLanguage: "uk", catalog: CatalogFacts(sourceLanguage: "uk", strings: [
                    "Anthropic Claude": ["uk": "Anthropic Claude", "en": "Anthropic Claude", "de": "Anthropic Claude"],
                ], doNotTranslate: ["OpenAI GPT"])),
            SourceExample("""
                struct GreetingTests {
                    func testUkrainian() { #expect(greeting(for: "uk") == "Доброго ранку") }
                }
                """, fileName: "Tests/AppTests/GreetingTests.swift"),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        guard let declared = Script.scripts(forLanguage: context.sourceLanguage) else { return nil }
        // The catalogs' source text says what source text looks like, whatever their keys are written in.
        return Visitor(context: context, expected: declared.union(context.catalog.dominantSourceScripts))
    }

    private final class Visitor: SourceRuleVisitor {
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
                  !Endonyms.isEndonym(text), !ForeignTextScope.isMachineText(text), !catalog.isCatalogText(text),
                  !catalog.isKeptAsIs(text), !ForeignTextScope.isExempt(node)
            else { return .visitChildren }
            let sink = LiteralSink.of(node, index: index)
            guard sink != .machine else { return .visitChildren }
            let advice = sink == .promptOrContent
                ? "write it in the source language and name the user's language where it is needed (a prompt fixed in one language answers in that language whatever the user chose), or build it from localized text"
                : "write source-language text here and put this text in the catalog as a translation"
            // A catalog key in another language gets a new key, its text kept as that language's translation.
            let fix = wantsFixes && LocalizingPositions.isLocalizedDirectly(node)
                ? ForeignTextFix.rekey(node, script: foreign, languages: foreignLanguages) : nil
            findings.append(LintFinding(at: node, message: """
                this text is written in \(foreign.name) script, but the source language is '\(sourceLanguage)', and \
                \(sink.phrase); \(advice)
                """, fix: fix))
            return .visitChildren
        }
    }
}

/// Where text in another language is expected: previews and sample data, `Text(verbatim:)`, and lists of
/// languages' own names.
enum ForeignTextScope {
    /// Identifiers, keys, symbol names, URLs, selectors, patterns and code: text in no language, whatever
    /// letters it is spelled with (`Shared.OK`, `chevron.right`, `.title > span`, `^\\d+$`).
    static func isMachineText(_ text: String) -> Bool {
        let trimmed = String(text.trimmingWhitespace)
        return NaturalText.isIdentifierLike(trimmed) || NaturalText.isURLOrPath(trimmed) || NaturalText.looksLikeMachineText(trimmed)
            || NaturalText.looksLikeCode(trimmed)
    }

    static func isExempt(_ literal: StringLiteralExprSyntax) -> Bool {
        // `Text(verbatim:)`, and people's names in credits.
        if let label = literal.parent?.as(LabeledExprSyntax.self)?.label?.text,
           ["verbatim", "name", "author", "translator", "credit", "username"].contains(label) {
            return true
        }
        var current = literal.parent
        var endonymListChecked = false
        while let parent = current {
            if !endonymListChecked, parent.is(ArrayExprSyntax.self) || parent.is(DictionaryExprSyntax.self) {
                endonymListChecked = true
                if isEndonymList(parent) { return true }
            }
            if let (name, _) = EnclosingDeclarations.named(parent), isSampleName(name) { return true }
            current = parent.parent
        }
        return false
    }

    /// Two or more languages' own names in one array or dictionary make it a language list.
    private static func isEndonymList(_ collection: Syntax) -> Bool {
        var count = 0
        for token in collection.tokens(viewMode: .sourceAccurate) where token.tokenKind.isStringSegment {
            if Endonyms.isEndonym(token.text) { count += 1 }
            if count >= 2 { return true }
        }
        return false
    }

    /// Demo, sample and mock data are written in whatever language their author liked.
    private static func isSampleName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["sample", "mock", "demo", "preview", "stub", "fake", "fixture"].contains(where: lowered.contains)
    }
}

extension TokenKind {
    var isStringSegment: Bool {
        if case .stringSegment = self { return true }
        return false
    }
}

extension RuleID {
    public static let foreignLanguageLiteral = RuleID("foreign-language-literal")
}

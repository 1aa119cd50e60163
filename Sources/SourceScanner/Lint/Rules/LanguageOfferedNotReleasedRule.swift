import Diagnostics
import SwiftSyntax

/// A list of languages in code (a picker's options, an array of `Locale`s, a prompt's language table, a
/// `String` enum of language codes) that offers a language the project does not release yet.
public struct LanguageOfferedNotReleasedRule: SourceRule {
    public static let description = RuleDescription(
        id: .languageOfferedNotReleased,
        summary: "Code offers a language the project does not release",
        rationale: """
            `.phrasebook.yml` says which languages ship (`released_languages`) and which are still being \
            translated (`preparing_languages`). A list of languages in code that offers users one in preparation \
            (an in-app language picker, an array of `Locale`s, a table of languages to generate content in) shows \
            them half-translated text, whatever the release settings say. Offer only released languages, or build \
            the list from them (`LanguageSettings.releasedLanguages`). A list counts when it names at least two \
            languages, one of them the source language, and nothing but the project's languages: a list \
            naming others too (speech recognition's, a translation service's) is one of content languages.
            """,
        triggeringExamples: [
            SourceExample("""
                enum AppLanguage: String, CaseIterable {
                    case english = "en"
                    case french = "fr"
                    case spanish = ↓"es"
                }
                """, catalog: Self.exampleCatalog),
            SourceExample("""
                let pickerLanguages = ["en", "fr", ↓"es", ↓"de"]
                """, catalog: Self.exampleCatalog),
            SourceExample("""
                let locales = [Locale(identifier: "en"), Locale(identifier: ↓"es")]
                """, catalog: Self.exampleCatalog),
            SourceExample("""
                let promptLanguage = ["en": "English", "fr": "French", ↓"de": "German"]
                """, catalog: Self.exampleCatalog),
            SourceExample("""
                enum Language: String { case en, fr, ↓de }
                """, catalog: Self.exampleCatalog),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                let pickerLanguages = ["en", "fr"]
                let speech = ["ja", "ko", "zh"]
                let mixed = ["en", "es", "Spanish"]
                let transcription = ["en", "es", "de", "ja", "ko"]
                let single = ["es"]
                """, catalog: Self.exampleCatalog),
            // Nothing in preparation: every language of the catalogs ships.
            SourceExample("""
                let pickerLanguages = ["en", "fr", "es"]
                """, catalog: CatalogFacts(sourceLanguage: "en", strings: ["Hello": ["en": "Hello", "es": "Hola"]])),
            SourceExample("""
                enum Tab: String { case en, home }
                """, catalog: Self.exampleCatalog),
        ])

    /// A catalog in English, French, Spanish and German, with Spanish and German in preparation.
    static let exampleCatalog = CatalogFacts(
        sourceLanguage: "en", strings: ["Hello": ["en": "Hello", "fr": "Bonjour", "es": "Hola", "de": "Hallo"]],
        unreleasedLanguages: ["es", "de"])

    public init(options: RuleOptions) {}

    public func findings(in file: SourceFile, context: LintContext) -> [LintFinding] {
        // Only a project that holds back a language can offer one too early.
        guard !context.catalog.unreleasedLanguages.isEmpty else { return [] }
        let visitor = Visitor(
            unreleased: context.catalog.unreleasedLanguages, catalogLanguages: context.catalog.languages, sourceLanguage: context.sourceLanguage)
        visitor.walk(file.tree)
        return visitor.findings
    }

    private final class Visitor: SyntaxVisitor {
        let unreleased: [String: String]
        /// The project's languages, by base language (`pt` for `pt-BR`).
        let catalogLanguages: Set<String>
        let sourceLanguage: String
        var findings: [LintFinding] = []

        init(unreleased: [String: String], catalogLanguages: Set<String>, sourceLanguage: String) {
            self.unreleased = unreleased
            self.catalogLanguages = Set(catalogLanguages.map(Self.baseLanguage))
            self.sourceLanguage = sourceLanguage
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
            report(node.elements.map { Self.languageTag(in: $0.expression) })
            return .visitChildren
        }

        override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind {
            guard case let .elements(elements) = node.content else { return .visitChildren }
            report(elements.map { Self.languageTag(in: $0.key) })
            return .visitChildren
        }

        /// `enum AppLanguage: String { case en, fr = "fr" }`: each case's raw value, written or implied by its name.
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            guard inherited.contains("String") else { return .visitChildren }
            let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            report(cases.map { element -> (String, Syntax)? in
                guard element.parameterClause == nil else { return nil }
                if let raw = element.rawValue?.value { return Self.languageTag(in: raw) }
                return (element.name.text, Syntax(element.name))
            })
            return .visitChildren
        }

        /// Reports the unreleased languages of a list that holds only language tags, at least two, one of
        /// them the source language.
        private func report(_ items: [(tag: String, node: Syntax)?]) {
            guard items.count >= 2 else { return }
            let tags = items.compactMap { $0 }
            guard tags.count == items.count, tags.allSatisfy({ Self.looksLikeLanguageTag($0.tag) }) else { return }
            // A list of the app's languages: every one of them a language of the project. A list naming others
            // (speech recognition's, a translation service's) is one of content languages, which need no catalog.
            let held = tags.filter { reason(for: $0.tag) != nil }
            guard !held.isEmpty, held.count < tags.count, tags.contains(where: { isShipped($0.tag) }),
                  tags.allSatisfy({ catalogLanguages.contains(Self.baseLanguage(of: $0.tag)) })
            else { return }
            for (tag, node) in held {
                findings.append(LintFinding(at: node, message: """
                    '\(tag)' is offered here, but the project does not release it (\(reason(for: tag)!)): users who pick \
                    it see untranslated text; offer only released languages
                    """))
            }
        }

        /// Why `tag` is held back, when it, or its language without region, is.
        private func reason(for tag: String) -> String? {
            if let reason = unreleased[tag] { return reason }
            let base = Self.baseLanguage(of: tag)
            return base == tag ? nil : unreleased[base]
        }

        /// Whether `tag` is the source language: a list offering it beside others is a list of the app's languages.
        private func isShipped(_ tag: String) -> Bool {
            Self.baseLanguage(of: tag) == Self.baseLanguage(of: sourceLanguage)
        }

        /// `pt` for `pt-BR` and `pt_BR`.
        static func baseLanguage(of tag: String) -> String {
            String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
        }

        /// `"es"`, `"pt-BR"`, `"zh_Hans"`: a two- or three-letter language, optionally with script or region.
        static func looksLikeLanguageTag(_ text: String) -> Bool {
            let parts = text.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
            guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }),
                  parts.count <= 3
            else { return false }
            return parts.dropFirst().allSatisfy { part in
                (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isUppercase }) || (part.count == 3 && part.allSatisfy(\.isNumber))
                    || (part.count == 4 && part.first!.isUppercase && part.allSatisfy { $0.isASCII && $0.isLetter })
            }
        }

        /// The tag a list item names: a plain literal, or `Locale(identifier:)` / `Locale.Language(identifier:)` of one.
        static func languageTag(in expression: ExprSyntax) -> (String, Syntax)? {
            if let literal = expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation {
                return (literal.unescapedStaticText, Syntax(literal))
            }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  ["Locale", "Locale.Language"].contains(call.calledExpression.trimmedDescription),
                  call.arguments.count == 1, call.arguments.first?.label?.text == "identifier",
                  let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation
            else { return nil }
            return (literal.unescapedStaticText, Syntax(literal))
        }
    }
}

extension RuleID {
    public static let languageOfferedNotReleased = RuleID("language-offered-not-released")
}

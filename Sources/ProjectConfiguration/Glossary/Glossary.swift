import Foundation

/// A project glossary: terms with their agreed translation per language, and terms that must never
/// be translated (the app's name, trademarks). Read from YAML or JSON:
///
/// ```yaml
/// do_not_translate: [StoryApp, iCloud]
/// terms:
///   - term: hero
///     note: The child's character in a story.
///     translations:
///       fr: héros
///       de: [Held, Heldin]     # either is fine
/// ```
///
/// A term matches whole words of the source, ignoring case; a translation follows the glossary when it
/// contains one of the listed translations, ignoring case (so inflected forms such as `Helden` pass).
/// Do-not-translate terms match case-sensitively and must appear verbatim in every translation.
public struct Glossary: Sendable, Hashable {
    public var doNotTranslate: [String]
    public var terms: [Term]

    /// One glossary term.
    public struct Term: Sendable, Hashable {
        public var term: String
        /// Context for translators; shown in findings.
        public var note: String?
        /// Accepted translations by language tag (or base language: `pt` covers `pt-BR`).
        public var translations: [String: [String]]

        public init(term: String, note: String? = nil, translations: [String: [String]]) {
            self.term = term
            self.note = note
            self.translations = translations
        }
    }

    public init(doNotTranslate: [String] = [], terms: [Term] = []) {
        self.doNotTranslate = doNotTranslate
        self.terms = terms
    }

    /// Parses a glossary in YAML or JSON; `path` names the file in errors, which carry line and column.
    public static func parse(_ text: String, path: String) throws -> Glossary {
        guard let root = try SettingNode.root(of: text, file: path) else { return Glossary() }
        let fields = try root.fields(["do_not_translate", "terms"])
        var glossary = Glossary(doNotTranslate: try fields["do_not_translate"]?.strings() ?? [])
        guard let terms = fields["terms"], !terms.isNull else { return glossary }
        guard case .sequence(let items) = terms.node else { throw terms.error("expected a list of terms, found \(terms.kindDescription)") }
        for (index, item) in items.enumerated() {
            let node = SettingNode(node: item, file: path, name: "terms[\(index)]")
            let term = try node.fields(["term", "note", "translations"])
            guard let name = term["term"] else { throw node.error("expected a 'term'") }
            var translations: [String: [String]] = [:]
            for (language, values) in try term["translations"]?.entries() ?? [] {
                translations[language] = try values.strings()
            }
            glossary.terms.append(Term(term: try name.string(), note: try term["note"]?.string(), translations: translations))
        }
        return glossary
    }

    /// Loads the glossary file at `url`; errors are ``ConfigurationError``s naming the file.
    public static func load(from url: URL) throws -> Glossary {
        try parse(try SettingsFile.text(at: url, what: "glossary"), path: SettingsFile.displayPath(url))
    }
}

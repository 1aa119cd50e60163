import Foundation
import ProjectConfiguration

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
public struct Glossary: Sendable, Hashable, Decodable {
    public var doNotTranslate: [String]
    public var terms: [Term]

    /// One glossary term.
    public struct Term: Sendable, Hashable, Decodable {
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

        enum CodingKeys: String, CodingKey { case term, note, translations }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            term = try container.decode(String.self, forKey: .term)
            note = try container.decodeIfPresent(String.self, forKey: .note)
            translations = try container.decodeIfPresent([String: OneOrMany].self, forKey: .translations)?
                .mapValues(\.values) ?? [:]
        }

        /// The accepted translations for `language`, trying the full tag then its base language.
        public func translations(for language: String) -> [String]? {
            translations[language] ?? translations[CatalogLanguage.baseLanguage(of: language)]
        }
    }

    public init(doNotTranslate: [String] = [], terms: [Term] = []) {
        self.doNotTranslate = doNotTranslate
        self.terms = terms
    }

    enum CodingKeys: String, CodingKey {
        case doNotTranslate = "do_not_translate"
        case terms
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        doNotTranslate = try container.decodeIfPresent([String].self, forKey: .doNotTranslate) ?? []
        terms = try container.decodeIfPresent([Term].self, forKey: .terms) ?? []
    }

    /// Parses a glossary in YAML or JSON; `path` is used in errors.
    public static func parse(_ text: String, path: String) throws -> Glossary {
        try ProjectConfiguration.decodeYAML(Glossary.self, from: text, path: path)
    }

    /// Loads the glossary file at `url`; errors are `ConfigurationError`s naming the file.
    public static func load(from url: URL) throws -> Glossary {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigurationError(path: url.path, reason: "the glossary file can't be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: url.path, reason: "the glossary is not valid UTF-8")
        }
        if text.allSatisfy(\.isWhitespace) { return Glossary() }
        return try parse(text, path: url.path)
    }
}

/// A translation or a list of accepted translations.
private struct OneOrMany: Decodable {
    var values: [String]
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let one = try? container.decode(String.self) { values = [one] } else { values = try container.decode([String].self) }
    }
}


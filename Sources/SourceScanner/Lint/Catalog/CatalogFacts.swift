import StringCatalog

/// What lint knows of the project's catalogs (String Catalogs and legacy `.strings` tables): the keys
/// code may look up, the source-language text, and the texts every language keeps as they are (names).
/// Empty when the project has no catalog: rules then judge from the code alone.
public struct CatalogFacts: Sendable {
    /// Every key of every table, in any language.
    public private(set) var keys: Set<String> = []
    /// The source-language text of every entry (the key itself where an entry has no source text).
    public private(set) var sourceTexts: Set<String> = []
    /// Texts that every language translated keeps exactly as the source has them (`Anthropic`, `iCloud`):
    /// names, which are not text to localize.
    public private(set) var unchangedTexts: Set<String> = []
    /// Names never translated: the glossary's `do_not_translate` words and the app's own name.
    public private(set) var doNotTranslate: Set<String> = []
    /// The tables read, as messages name them (`Localizable.xcstrings`, `en.lproj/Localizable.strings`).
    public private(set) var tableNames: [String] = []
    /// The project's languages it does not ship yet (in preparation, or in the catalogs but left out of
    /// `released_languages`), each with why: what code must not offer users yet.
    public internal(set) var unreleasedLanguages: [String: String] = [:]
    /// The project's languages: those the catalogs hold, the source language and the configured ones.
    public internal(set) var languages: Set<String> = []
    /// How many letters of the source text are in each script, to judge a literal's language by.
    private(set) var sourceScriptLetters: [Script: Int] = [:]
    /// Every run of whole dot-separated pieces of a key, short of the whole key (`a`, `b`, `a.b` of `a.b.c`),
    /// gathered once: lint asks for one per run-time key, and a project's legacy tables hold thousands of keys.
    private var keyParts: Set<String> = []

    public init() {}

    /// Facts of tables given as entries: key → language → text, with the source language's text under
    /// `sourceLanguage` (for examples and tests; projects use ``init(project:)``).
    /// `unreleasedLanguages` are languages in preparation.
    public init(
        sourceLanguage: String, table: String = "Localizable.xcstrings", strings: [String: [String: String]], doNotTranslate: [String] = [],
        unreleasedLanguages: [String] = []
    ) {
        add(table: table, sourceLanguage: sourceLanguage, entries: strings)
        languages = Set(strings.values.flatMap(\.keys)).union([sourceLanguage])
        self.doNotTranslate = Set(doNotTranslate)
        self.unreleasedLanguages = Dictionary(unreleasedLanguages.map { ($0, "in preparation") }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether any catalog was read: without one, keys can't be checked.
    public var hasCatalogs: Bool { !tableNames.isEmpty }

    /// Whether `text` is a name kept as it is: a glossary word never translated, or a text every
    /// language of the catalogs leaves unchanged.
    func isKeptAsIs(_ text: String) -> Bool {
        let trimmed = String(text.trimmingWhitespace)
        return doNotTranslate.contains(trimmed) || unchangedTexts.contains(trimmed)
    }

    /// Whether some key holds `part` as whole dot-separated pieces (`nothing_to_open` in
    /// `alert.nothing_to_open.title`): what a wrapper that adds a prefix or suffix to its key looks up.
    func hasKey(containingPart part: String) -> Bool {
        keyParts.contains(part)
    }

    /// Whether `text` is a key or a source text of the catalogs.
    func isCatalogText(_ text: String) -> Bool {
        keys.contains(text) || sourceTexts.contains(text)
    }

    /// The scripts at least a fifth of the source text's letters are written in: what the catalogs
    /// say source text looks like, whatever language they declare.
    var dominantSourceScripts: Set<Script> {
        let total = sourceScriptLetters.values.reduce(0, +)
        guard total >= 50 else { return [] }
        return Set(sourceScriptLetters.filter { $0.value * 5 >= total }.keys)
    }

    /// Adds names never translated: glossary words, the app's own name.
    mutating func addNames(_ words: [String]) {
        doNotTranslate.formUnion(words)
    }

    /// Adds one table: for each key, its text by language (the source language's under `sourceLanguage`).
    mutating func add(table: String, sourceLanguage: String, entries: [String: [String: String]]) {
        tableNames.append(table)
        for (key, texts) in entries {
            if keys.insert(key).inserted { addParts(of: key) }
            let source = texts[sourceLanguage]
            // A key-style entry without source text shows its key; a text-style key is its own text.
            let shown = source ?? key
            sourceTexts.insert(shown)
            if let source {
                for scalar in source.unicodeScalars {
                    if let script = Script(scalar) { sourceScriptLetters[script, default: 0] += 1 }
                }
            }
            let translations = texts.filter { $0.key != sourceLanguage && !$0.value.isEmpty }
            // A name is a few words at most; a sentence copied into every language is only untranslated.
            if translations.count >= 2, translations.values.allSatisfy({ $0 == shown }), NaturalText.containsLetter(shown),
               NaturalText.wordCount(shown) <= 3, !NaturalText.endsLikeSentence(shown) {
                unchangedTexts.insert(String(shown.trimmingWhitespace))
            }
        }
    }

    private mutating func addParts(of key: String) {
        let pieces = key.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count > 1 else { return }
        for start in pieces.indices {
            for end in (start + 1)...pieces.count where end - start < pieces.count {
                keyParts.insert(pieces[start..<end].joined(separator: "."))
            }
        }
    }

    /// Adds a String Catalog: its keys and the plain text of each localization.
    mutating func add(_ catalog: StringCatalog, table: String) {
        var entries: [String: [String: String]] = [:]
        for (key, entry) in catalog.strings {
            var texts: [String: String] = [:]
            for (language, localization) in entry.localizations {
                if let value = localization.stringUnit?.value { texts[language] = value }
            }
            entries[key] = texts
        }
        add(table: table, sourceLanguage: catalog.sourceLanguage, entries: entries)
    }

    /// Adds a legacy table read from its `.lproj` folders; `Base` holds the source language's text when
    /// its own folder does not.
    mutating func add(_ tables: [LegacyTable], name: String, sourceLanguage: String) {
        var entries: [String: [String: String]] = [:]
        let base = LegacyTable.languageTag(forLprojName: "Base")
        let hasSource = tables.contains { $0.language == sourceLanguage }
        for table in tables {
            let language = !hasSource && table.language == base ? sourceLanguage : table.language
            for entry in table.strings?.entries ?? [] { entries[entry.key, default: [:]][language] = entry.value }
            // Stringsdict entries have no plain text: they name keys only.
            for entry in table.stringsDict?.entries ?? [] where entries[entry.key] == nil { entries[entry.key] = [:] }
        }
        add(table: "\(name) (.lproj)", sourceLanguage: sourceLanguage, entries: entries)
    }
}

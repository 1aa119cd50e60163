import StringCatalog

// Compact builders for rule examples: a catalog is a dictionary of keys to localizations by language.

extension CheckExample {
    /// An example catalog with source language `en` built from `entries`.
    init(_ title: String, _ entries: [String: CatalogEntry], options: CheckOptions = CheckOptions(),
         expect expected: [(String, String?)] = []) {
        self.init(title, catalog: StringCatalog(sourceLanguage: "en", strings: entries), options: options,
                  expected: expected.map { FindingMarker(key: $0.0, language: $0.1) })
    }
}

extension CatalogEntry {
    /// An entry with plain translated texts by language.
    static func texts(_ texts: [String: String], state: TranslationState = .translated) -> CatalogEntry {
        CatalogEntry(localizations: texts.mapValues { .text($0, state: state) })
    }

    /// An entry with the given localizations by language.
    static func localized(_ localizations: [String: Localization], comment: String? = nil,
                          extractionState: ExtractionState? = nil, shouldTranslate: Bool? = nil) -> CatalogEntry {
        CatalogEntry(comment: comment, extractionState: extractionState, shouldTranslate: shouldTranslate,
                     localizations: localizations)
    }
}

extension Localization {
    /// A localization that varies by plural category.
    static func plural(_ cases: [PluralCategory: String], state: TranslationState = .translated) -> Localization {
        Localization(variations: Variations(plural: cases.mapValues { .text($0, state: state) }))
    }

    /// A localization whose text references substitutions, each varying by plural.
    static func substituting(_ text: String, _ substitutions: [String: (argNum: Int?, specifier: String, cases: [PluralCategory: String])]) -> Localization {
        Localization(
            stringUnit: StringUnit(state: .translated, value: text),
            substitutions: substitutions.mapValues { substitution in
                Substitution(argNum: substitution.argNum, formatSpecifier: substitution.specifier,
                             variations: Variations(plural: substitution.cases.mapValues { .text($0) }))
            })
    }
}

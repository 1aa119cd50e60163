import Diagnostics
import StringCatalog

// Compact builders for rule examples: a catalog is a dictionary of keys to localizations by language.

extension CatalogExample {
    /// An example catalog with source language `en` built from `entries`, where findings must point to
    /// the keys and languages of `expected` (`nil` language: the key as a whole; `nil` key: a language).
    init(_ title: String, _ entries: [String: CatalogEntry], options: CheckOptions = CheckOptions(), usedInCode: [String]? = nil,
         expect expected: [(String?, String?)] = []) {
        self.init(title, catalog: StringCatalog(sourceLanguage: "en", strings: entries), options: options, usedInCode: usedInCode,
                  expected: expected.map { FindingMarker(key: $0.0, language: $0.1) })
    }
}

extension CatalogEntry {
    /// An entry with plain translated texts by language.
    package static func texts(_ texts: [String: String], state: TranslationState = .translated) -> CatalogEntry {
        CatalogEntry(localizations: texts.mapValues { .text($0, state: state) })
    }

    /// An entry with the given localizations by language.
    package static func localized(_ localizations: [String: Localization], comment: String? = nil,
                          extractionState: ExtractionState? = nil, generatesSymbol: Bool? = nil,
                          shouldTranslate: Bool? = nil) -> CatalogEntry {
        CatalogEntry(comment: comment, extractionState: extractionState, generatesSymbol: generatesSymbol,
                     shouldTranslate: shouldTranslate, localizations: localizations)
    }
}

extension Localization {
    /// A localization that varies by plural category.
    package static func plural(_ cases: [PluralCategory: String], state: TranslationState = .translated) -> Localization {
        Localization(variations: Variations(plural: cases.mapValues { .text($0, state: state) }))
    }

    /// A localization whose text references substitutions, each varying by plural.
    package static func substituting(_ text: String, _ substitutions: [String: (argNum: Int?, specifier: String, cases: [PluralCategory: String])]) -> Localization {
        Localization(
            stringUnit: StringUnit(state: .translated, value: text),
            substitutions: substitutions.mapValues { substitution in
                Substitution(argNum: substitution.argNum, formatSpecifier: substitution.specifier,
                             variations: Variations(plural: substitution.cases.mapValues { .text($0) }))
            })
    }
}

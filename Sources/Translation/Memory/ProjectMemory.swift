import CatalogChecks
import ProjectConfiguration
import StringCatalog

/// The project's own memory: every translation a person reviewed (every text `translated` and not empty),
/// in every catalog and table, of keys that are to be translated.
package struct ProjectMemory: TranslationMemorySource {
    package var catalogs: [ProjectCatalog]
    /// Only translations into these languages (all when `nil`).
    package var languages: Set<String>?

    package init(catalogs: [ProjectCatalog], languages: Set<String>? = nil) {
        self.catalogs = catalogs
        self.languages = languages
    }

    package func memoryEntries() -> [MemoryEntry] {
        var entries: [MemoryEntry] = []
        for catalog in catalogs {
            let sourceLanguage = catalog.catalog.sourceLanguage
            for key in catalog.catalog.strings.keys.sorted() {
                let entry = catalog.catalog.strings[key]!
                guard entry.shouldTranslate != false,
                      let source = SourceText.localization(of: entry, key: key, language: sourceLanguage) else { continue }
                let sourceKey = MemoryKey(source)
                let sourceTexts = source.textsByPath.mapValues(\.value)
                for (language, localization) in entry.localizations
                where language != sourceLanguage && languages?.contains(language) ?? true && Self.isReviewed(localization) {
                    // A copy of the source is no translation to reuse.
                    guard localization.textsByPath.mapValues(\.value) != sourceTexts else { continue }
                    entries.append(MemoryEntry(
                        sourceLanguage: sourceLanguage, targetLanguage: language, source: sourceKey, target: localization,
                        origin: MemoryEntry.origin(catalogPath: catalog.path, key: key)))
                }
            }
        }
        return entries
    }

    /// Whether a person finished every text of `localization`.
    static func isReviewed(_ localization: Localization) -> Bool {
        let units = TextUnit.units(of: localization)
        return !units.isEmpty && units.allSatisfy { $0.state == .translated && !$0.value.isEmpty }
    }
}

/// The text a key is translated from.
enum SourceText {
    /// The localization in `language` when it has text; else, for the source language, the key itself where
    /// the key is the text (as `check` reads it) — not a key written like an identifier (`journey.streak %lld`),
    /// which `key-shows-raw` reports and no engine should translate; else `nil`.
    static func localization(of entry: CatalogEntry, key: String, language: String, keyMayBeText: Bool = true) -> Localization? {
        if let localization = entry.localizations[language] {
            let units = TextUnit.units(of: localization)
            return units.isEmpty || units.allSatisfy({ $0.value.isEmpty }) ? nil : localization
        }
        guard keyMayBeText, EntryContext.keyIsSourceText(key, extractionState: entry.extractionState), !RawKeys.isIdentifierLike(key) else {
            return nil
        }
        return .text(key)
    }
}

import CatalogChecks
import ProjectConfiguration
import StringCatalog

/// Which keys in which languages a run translates.
package struct TranslationSelection: Sendable {
    /// Target languages; `nil`: the released and preparing languages, else every catalog language.
    package var languages: [String]?
    /// Keys in these states are translated: missing, new and copied by default; `needsReview` redoes
    /// unreviewed text; `translated` overwrites what a person reviewed, and only when asked.
    package var statuses: Set<TranslationStatus>
    /// Only these keys.
    package var keys: Set<String>?
    /// At most this many units (key × language), in plan order.
    package var limit: Int?
    /// Give keys whose only text is in this language source-language text, instead of translating.
    package var sourceFrom: String?

    package static let defaultStatuses: Set<TranslationStatus> = [.missing, .new, .copied]

    package init(languages: [String]? = nil, statuses: Set<TranslationStatus> = defaultStatuses, keys: Set<String>? = nil, limit: Int? = nil, sourceFrom: String? = nil) {
        self.languages = languages
        self.statuses = statuses
        self.keys = keys
        self.limit = limit
        self.sourceFrom = sourceFrom
    }
}

/// One key to write in one language: what it is translated from and what the language holds now.
package struct PlannedUnit: Sendable {
    /// Index into the project's catalogs.
    package var catalog: Int
    package var key: String
    /// The language written.
    package var language: String
    /// The language translated from: the catalog's source language, or `--source-from`'s.
    package var sourceLanguage: String
    package var source: Localization
    /// The language's localization when planned; a save writes only where the file still holds it.
    package var existing: Localization?
    package var status: TranslationStatus
    package var comment: String?
    /// Texts a person reviewed, kept as they are.
    package var kept: Set<TextPath>
}

/// A key in a language the run leaves alone, and why.
package struct UnitNote: Sendable, Hashable {
    package var catalogPath: String
    package var key: String
    package var language: String
    package var reason: String
}

/// What a run will do: the units to translate, in order, and those it can't.
package struct TranslationPlan: Sendable {
    package var units: [PlannedUnit]
    /// Units with nothing to translate from.
    package var skipped: [UnitNote]
    /// The target languages, in order.
    package var languages: [String]
    /// Units the limit left out.
    package var leftOut = 0

    /// Plans a run over `project`'s catalogs, or over `catalogs` (the editor's, as they are now) with the
    /// project's settings.
    package init(project: Project, catalogs: [ProjectCatalog]? = nil, selection: TranslationSelection) {
        let catalogs = catalogs ?? project.catalogs
        let languages = Self.languages(project: project, catalogs: catalogs, selection: selection)
        self.languages = languages
        units = []
        skipped = []
        if let foreign = selection.sourceFrom {
            planSourceText(catalogs, from: foreign, keys: selection.keys)
        } else {
            var options = CheckOptions(project: project)
            options.releasedLanguages = languages
            options.preparingLanguages = []
            options.onlyLanguages = languages
            let checker = CatalogChecker(options: options)
            for (index, catalog) in catalogs.enumerated() {
                plan(catalog, index: index, checker: checker, selection: selection)
            }
        }
        if let limit = selection.limit, units.count > limit {
            leftOut = units.count - limit
            units.removeSubrange(limit...)
        }
    }

    private static func languages(project: Project, catalogs: [ProjectCatalog], selection: TranslationSelection) -> [String] {
        if let foreign = selection.sourceFrom { return [project.sourceLanguage].filter { _ in foreign != project.sourceLanguage } }
        var languages = selection.languages ?? ((project.releasedLanguages ?? []) + (project.preparingLanguages ?? []))
        if languages.isEmpty { languages = Array(Set(catalogs.flatMap(\.catalog.languages))) }
        var seen: Set<String> = []
        return languages.filter { $0 != project.sourceLanguage && seen.insert(CatalogLanguage.normalized($0)).inserted }.sorted()
    }

    private mutating func plan(_ catalog: ProjectCatalog, index: Int, checker: CatalogChecker, selection: TranslationSelection) {
        let sourceLanguage = catalog.catalog.sourceLanguage
        let statuses = checker.statuses(of: catalog.catalog)
        for language in languages {
            let byKey = statuses.first { CatalogLanguage.normalized($0.language) == CatalogLanguage.normalized(language) }?.byKey ?? [:]
            let written = statuses.first { CatalogLanguage.normalized($0.language) == CatalogLanguage.normalized(language) }?.language ?? language
            for key in XcodeKeyOrder.sorted(byKey.keys) {
                guard let status = byKey[key], selection.statuses.contains(status), selection.keys?.contains(key) ?? true else { continue }
                let entry = catalog.catalog.strings[key]!
                guard let source = SourceText.localization(of: entry, key: key, language: sourceLanguage) else {
                    let others = entry.localizations.keys.filter { $0 != sourceLanguage }.sorted()
                    var reason = "no \(sourceLanguage) text to translate from"
                    if let other = others.first {
                        reason += "; it has text in \(others.joined(separator: ", ")): give it \(sourceLanguage) text with --source-from \(other)"
                    } else if entry.localizations[sourceLanguage] == nil, RawKeys.isIdentifierLike(key) {
                        reason += ": the key is written like an identifier, which users would see as it is [key-shows-raw]"
                    }
                    skipped.append(UnitNote(catalogPath: catalog.path, key: key, language: written, reason: reason))
                    continue
                }
                let existing = entry.localizations[written]
                units.append(PlannedUnit(
                    catalog: index, key: key, language: written, sourceLanguage: sourceLanguage, source: source, existing: existing,
                    status: status, comment: entry.comment,
                    kept: selection.statuses.contains(.translated) ? [] : Self.reviewedPaths(of: existing, source: source)))
            }
        }
    }

    /// Keys with text in `foreign` but none in the source language (or only the foreign text as their key):
    /// their source text is translated from `foreign`.
    private mutating func planSourceText(_ catalogs: [ProjectCatalog], from foreign: String, keys: Set<String>?) {
        for (index, catalog) in catalogs.enumerated() {
            let sourceLanguage = catalog.catalog.sourceLanguage
            guard foreign != sourceLanguage else { continue }
            for key in XcodeKeyOrder.sorted(catalog.catalog.strings.keys) where keys?.contains(key) ?? true {
                let entry = catalog.catalog.strings[key]!
                guard entry.needsTranslation,
                      let text = SourceText.localization(of: entry, key: key, language: foreign, keyMayBeText: false),
                      SourceText.localization(of: entry, key: key, language: sourceLanguage, keyMayBeText: false) == nil else { continue }
                // A key that is itself the foreign text (`String(localized: "Профілі")`) has no source text either.
                let keyIsForeignText = TextUnit.units(of: text).contains { $0.value == key }
                guard !EntryContext.keyIsSourceText(key, extractionState: entry.extractionState) || keyIsForeignText else { continue }
                units.append(PlannedUnit(
                    catalog: index, key: key, language: sourceLanguage, sourceLanguage: foreign, source: text,
                    existing: entry.localizations[sourceLanguage], status: .missing, comment: entry.comment, kept: []))
            }
        }
    }

    /// The texts of `existing` a person finished: `translated`, not empty, not the source text copied.
    static func reviewedPaths(of existing: Localization?, source: Localization) -> Set<TextPath> {
        guard let existing else { return [] }
        let sourceTexts = source.textsByPath
        return Set(existing.textsByPath.compactMap { path, unit in
            unit.state == .translated && !unit.value.isEmpty && unit.value != sourceTexts[path]?.value ? path : nil
        })
    }
}

import Diagnostics
import Foundation
import StringCatalog

/// Runs catalog checks: prepares every key once and every language once, calls each enabled rule,
/// then resolves severities (errors in languages in preparation become warnings), locations and
/// per-language coverage.
public struct CatalogChecker: Sendable {
    public let options: CheckOptions
    /// The rules that run, with their effective severity.
    public let rules: [any CatalogRule]
    public let descriptions: [RuleDescription<CatalogExample>]
    let severities: [Severity]
    /// What counts as a copy of the source, for coverage.
    private let copies: CopiedText

    /// Sets up a run of `ruleTypes` (every rule by default) with `options`.
    public init(options: CheckOptions = CheckOptions(), ruleTypes: [any CatalogRule.Type] = CheckRules.all) {
        self.options = options
        var rules: [any CatalogRule] = []
        var descriptions: [RuleDescription<CatalogExample>] = []
        var severities: [Severity] = []
        for type in ruleTypes {
            let description = type.description
            guard let severity = options.rules.severity(of: description) else { continue }
            rules.append(type.init(parameters: options.parameters))
            descriptions.append(description)
            severities.append(severity)
        }
        self.rules = rules
        self.descriptions = descriptions
        self.severities = severities
        copies = CopiedText(parameters: options.parameters)
    }

    /// Checks one catalog. `file` names it in findings; `text` (its bytes) gives findings line numbers.
    public func check(_ catalog: StringCatalog, file: String? = nil, text: Data? = nil) -> CatalogCheckResult {
        let languages = plannedLanguages(for: catalog)
        let sourceBase = CatalogLanguage.baseLanguage(of: catalog.sourceLanguage)
        let entries = catalog.strings.keys.sorted().map {
            EntryContext(key: $0, entry: catalog.strings[$0]!, sourceLanguage: catalog.sourceLanguage, sourceBaseLanguage: sourceBase)
        }
        var collector = FindingCollector()
        var coverage = languages.map { LanguageCoverage(language: $0.code, status: $0.status) }
        for entry in entries {
            for ruleIndex in rules.indices {
                collector.ruleIndex = ruleIndex
                rules[ruleIndex].check(entry: entry, findings: &collector)
            }
            for (languageIndex, language) in languages.enumerated() {
                let isSource = language.status == .source
                guard isSource || entry.needsTranslation else { continue }
                let localization = isSource ? entry.sourceLocalization : entry.entry.localizations[language.code]
                // Without a source localization the key is the source text; rules still check it.
                let units = isSource ? entry.sourceUnits : localization.map(TextUnit.units(of:)) ?? []
                let translation = TranslationContext(entry: entry, language: language, localization: localization, units: units)
                coverage[languageIndex].count(translation, copies: copies)
                guard language.status != .notShipped else { continue }
                for ruleIndex in rules.indices {
                    collector.ruleIndex = ruleIndex
                    rules[ruleIndex].check(translation: translation, findings: &collector)
                }
            }
        }
        let context = CatalogContext(
            catalog: catalog, entries: entries, languages: languages.filter { $0.status != .notShipped },
            keysJudgedInCode: file.map(options.catalogsJudgedInCode.contains) ?? false)
        for (ruleIndex, rule) in rules.enumerated() {
            collector.ruleIndex = ruleIndex
            rule.check(catalog: context, findings: &collector)
        }
        let lineIndex = text.map(CatalogLineIndex.init(text:)) ?? CatalogLineIndex()
        let statusByLanguage = Dictionary(languages.map { ($0.code, $0.status) }, uniquingKeysWith: { first, _ in first })
        let findings = collector.findings
        let locations = findings.map { lineIndex.location(key: $0.key, language: $0.language) }
        // Sort by line when known, else by key, then language and rule, comparing integers where possible.
        let keyOrder = Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        let languageOrder = Dictionary(languages.enumerated().map { ($1.code, $0) }, uniquingKeysWith: { first, _ in first })
        let sortKeys = findings.indices.map { index in
            let finding = findings[index]
            return (locations[index]?.line ?? Int.max, keyOrder[finding.key] ?? Int.max,
                    finding.language.flatMap { languageOrder[$0] } ?? -1, finding.ruleIndex, index)
        }
        let order = sortKeys.sorted { $0 < $1 }.map(\.4)
        let diagnostics = order.map { index in
            let finding = findings[index]
            var severity = severities[finding.ruleIndex]
            if severity == .error, finding.isAtMostWarning
                || finding.language.map({ statusByLanguage[$0] == .preparing }) == true {
                severity = .warning
            }
            let location = locations[index]
            return Diagnostic(
                ruleID: descriptions[finding.ruleIndex].id, severity: severity, message: finding.message,
                file: file, line: location?.line, column: location?.column,
                language: finding.language, key: finding.key)
        }
        return CatalogCheckResult(diagnostics: diagnostics, coverage: Array(coverage.dropFirst()))
    }

    /// How far each language of `catalog` is translated, the source language first, without running any
    /// rule: what `stats` shows, counted as `check` counts it.
    public func coverage(of catalog: StringCatalog) -> [LanguageCoverage] {
        let languages = plannedLanguages(for: catalog)
        var coverage = languages.map { LanguageCoverage(language: $0.code, status: $0.status) }
        let sourceBase = CatalogLanguage.baseLanguage(of: catalog.sourceLanguage)
        for key in catalog.strings.keys {
            let entry = EntryContext(key: key, entry: catalog.strings[key]!, sourceLanguage: catalog.sourceLanguage, sourceBaseLanguage: sourceBase)
            guard entry.needsTranslation else { continue }
            for (index, language) in languages.enumerated() {
                let isSource = language.status == .source
                let localization = isSource ? entry.sourceLocalization : entry.entry.localizations[language.code]
                let units = isSource ? entry.sourceUnits : localization.map(TextUnit.units(of:)) ?? []
                coverage[index].count(TranslationContext(entry: entry, language: language, localization: localization, units: units), copies: copies)
            }
        }
        return coverage
    }

    /// Each key's status in each language under check (the source language left out), judged as
    /// ``coverage(of:)`` counts it: what an editor's work list shows beside the same totals. Keys that need
    /// no translation (stale, "don't translate") have no status.
    public func statuses(of catalog: StringCatalog) -> [KeyStatuses] {
        let languages = plannedLanguages(for: catalog).dropFirst()
        var result = languages.map { KeyStatuses(language: $0.code, status: $0.status) }
        let sourceBase = CatalogLanguage.baseLanguage(of: catalog.sourceLanguage)
        for (key, stored) in catalog.strings where stored.needsTranslation {
            let entry = EntryContext(key: key, entry: stored, sourceLanguage: catalog.sourceLanguage, sourceBaseLanguage: sourceBase)
            for (index, language) in zip(result.indices, languages) {
                let localization = stored.localizations[language.code]
                let units = localization.map(TextUnit.units(of:)) ?? []
                result[index].byKey[key] = TranslationContext(entry: entry, language: language, localization: localization, units: units)
                    .status(copies: copies)
            }
        }
        return result
    }

    /// Languages under check, the source first: the catalog's languages and the configured ones,
    /// narrowed by `onlyLanguages`, each with its release status.
    func plannedLanguages(for catalog: StringCatalog) -> [LanguageContext] {
        let catalogLanguages = catalog.languages
        var byNormalized: [String: String] = [:]
        for language in catalogLanguages { byNormalized[CatalogLanguage.normalized(language)] = language }
        func catalogTag(_ tag: String) -> String { byNormalized[CatalogLanguage.normalized(tag)] ?? tag }
        let released = options.releasedLanguages.map { Set($0.map(CatalogLanguage.normalized)) }
        let preparing = Set((options.preparingLanguages ?? []).map(CatalogLanguage.normalized))
        var targets = catalogLanguages
        for tag in (options.releasedLanguages ?? []) + (options.preparingLanguages ?? []) where !targets.contains(catalogTag(tag)) {
            targets.append(tag)
        }
        let source = catalog.sourceLanguage
        targets.removeAll { CatalogLanguage.normalized($0) == CatalogLanguage.normalized(source) }
        if let only = options.onlyLanguages.map({ Set($0.map(CatalogLanguage.normalized)) }) {
            targets.removeAll { !only.contains(CatalogLanguage.normalized($0)) }
        }
        let ownWords = LanguageOwnWords.collect(in: catalog, languages: Set(targets))
        let named = Set((options.onlyLanguages ?? []).map(CatalogLanguage.normalized))
        let contexts = targets.sorted().map { tag -> LanguageContext in
            let normalized = CatalogLanguage.normalized(tag)
            let status: LanguageCoverage.ReleaseStatus
            if let released {
                // A language nobody configured isn't shipped; named with --language, it is checked as one in preparation.
                status = released.contains(normalized) ? .released
                    : preparing.contains(normalized) || named.contains(normalized) ? .preparing : .notShipped
            } else {
                status = preparing.contains(normalized) ? .preparing : .released
            }
            return LanguageContext(code: tag, status: status, ownWords: ownWords[tag] ?? [])
        }
        return [LanguageContext(code: source, status: .source)] + contexts
    }

}

/// The findings and coverage of one catalog.
public struct CatalogCheckResult: Sendable {
    public var diagnostics: [Diagnostic]
    /// One row per language under check, the source language excluded.
    public var coverage: [LanguageCoverage]
}

extension LanguageCoverage {
    /// Counts one key that needs translating in this language, by the coverage definition `stats` shares.
    mutating func count(_ translation: TranslationContext, copies: CopiedText) {
        guard translation.entry.needsTranslation else { return }
        counts.count(translation.status(copies: copies))
    }
}

extension TranslationContext {
    /// How far this key is translated in this language, by the one definition of coverage.
    ///
    /// A source-language text that is written counts as done whatever its state: Xcode marks some `new` itself
    /// (the numbered form `%1$@ of %2$@` of a key with several arguments, texts typed for manual keys), and the
    /// source language has nothing to translate.
    func status(copies: CopiedText) -> TranslationStatus {
        let isSource = language.status == .source
        return TranslationStatus(units: units.indices.lazy.map { index in
            let state = isSource && units[index].state == .new && !units[index].value.isEmpty ? .translated : units[index].state
            return TranslationStatus.Unit(value: units[index].value, state: state, isCopy: copies.isCopy(self, at: index))
        })
    }
}

/// The status of every key that needs translating, in one language of a catalog.
public struct KeyStatuses: Sendable {
    public var language: String
    public var status: LanguageCoverage.ReleaseStatus
    /// By key; keys that need no translation are absent.
    public var byKey: [String: TranslationStatus] = [:]
}

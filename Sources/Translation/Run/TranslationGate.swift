import CatalogChecks
import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

/// Every text a run would write passes the same checks as `phrasebook check` first — with the project's
/// settings, glossary and severities, the language counted as released so its errors stay errors — and a
/// unit with an error finding is not written. Rules about coverage and review state are left out: machine
/// work is expected to need review, and that is what the release gate holds it for.
package struct TranslationGate: Sendable {
    private let options: CheckOptions
    private let checkers: LockedCheckers

    /// Rules that judge how far a key is translated or reviewed, or that need other keys: not the text written.
    package static let stateRules: Set<RuleID> = [
        .missingTranslation, .untranslated, .needsReview, .unreviewedMachineTranslation, .coverageBelowMinimum,
        .staleKey, .missingSourceText, .keyShowsRaw, .inconsistentTranslation,
    ]

    package init(project: Project) {
        var options = CheckOptions(project: project)
        options.rules.disabled.formUnion(Self.stateRules)
        options.preparingLanguages = []
        self.options = options
        checkers = LockedCheckers()
    }

    /// The error findings `candidate` would have as `unit.language`'s text of `unit.key`, compared with the text it
    /// was translated from.
    package func errors(in candidate: Localization, for unit: PlannedUnit, entry: CatalogEntry) -> [Diagnostic] {
        var single = entry
        single.localizations = [unit.sourceLanguage: unit.source, unit.language: candidate]
        return errors(in: single, key: unit.key, language: unit.language, sourceLanguage: unit.sourceLanguage)
    }

    /// The error findings `language`'s text in `entry` has as the text of `key`, against `entry`'s source-language
    /// text: what the editor's refusing save (an agent's write) holds text to, as a run's.
    package func errors(in entry: CatalogEntry, key: String, language: String, sourceLanguage: String) -> [Diagnostic] {
        var single = entry
        single.localizations = single.localizations.filter { $0.key == sourceLanguage || $0.key == language }
        let catalog = StringCatalog(sourceLanguage: sourceLanguage, strings: [key: single])
        let checker = checkers.checker(for: language) {
            var options = options
            options.releasedLanguages = [language]
            options.onlyLanguages = [language]
            return CatalogChecker(options: options)
        }
        return checker.check(catalog).diagnostics.filter { $0.severity == .error && $0.language == language }
    }
}

/// One checker per language, made on first use.
private final class LockedCheckers: @unchecked Sendable {
    private let lock = NSLock()
    private var checkers: [String: CatalogChecker] = [:]

    func checker(for language: String, make: () -> CatalogChecker) -> CatalogChecker {
        lock.lock()
        defer { lock.unlock() }
        if let checker = checkers[language] { return checker }
        let checker = make()
        checkers[language] = checker
        return checker
    }
}

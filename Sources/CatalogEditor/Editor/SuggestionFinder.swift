import CatalogChecks
import Diagnostics
import Dispatch
import Foundation
import ProjectConfiguration
import StringCatalog
import Translation

/// What the editor offers for the open unit: translations a person reviewed of the same source text elsewhere in
/// the project, close ones (similarity ≥ 0.8, plain strings), and the configured engine's translation — made as
/// `phrasebook translate` makes it (protected, per plural category, through the checks). None is written until
/// the translator accepts one, which saves it as reviewed.
struct SuggestionFinder: Sendable {
    let project: Project
    let factory: ProviderFactory

    init(project: Project) {
        self.project = project
        factory = ProviderFactory(settings: project.configuration.translate, root: project.root)
    }

    /// Suggestions for `key` of `catalog` in `language`, as the page shows them.
    func suggestions(for key: String, in catalog: ProjectCatalog, among catalogs: [ProjectCatalog], language: String) -> JSONText {
        guard let entry = catalog.catalog.strings[key] else { return .object([("suggestions", JSONText.array([]))]) }
        let sourceLanguage = catalog.catalog.sourceLanguage
        var items: [JSONText] = []
        if let source = entry.localizations[sourceLanguage] ?? (entry.localizations.isEmpty ? .text(key) : nil) {
            let memory = TranslationMemory(entries: ProjectMemory(catalogs: catalogs, languages: [language]).memoryEntries())
            let itself = MemoryEntry.origin(catalogPath: catalog.path, key: key)
            if let match = memory.exactMatch(for: MemoryKey(source), from: sourceLanguage, to: language, excluding: itself) {
                items.append(Self.item("memory", "Reviewed in \(match.origin)", similarity: 100, match.target))
            }
            if let text = MemoryKey(source).plainText {
                for (match, similarity) in memory.fuzzyMatches(for: text, from: sourceLanguage, to: language, limit: 3, excluding: itself) {
                    let label = "\(Int(similarity * 100))% like “\(match.source.plainText ?? "")”, reviewed in \(match.origin)"
                    items.append(Self.item("fuzzy", label, similarity: Int(similarity * 100), match.target))
                }
            }
        }
        let (engine, problem) = engineSuggestion(for: key, in: catalog, language: language)
        if let (name, localization) = engine { items.append(Self.item("engine", "Machine translation (\(name)), to review", similarity: nil, localization)) }
        return .object([("suggestions", JSONText.array(items)), ("engineProblem", .string(problem))])
    }

    private static func item(_ kind: String, _ label: String, similarity: Int?, _ localization: Localization) -> JSONText {
        .object([
            ("kind", JSONText.string(kind)), ("label", JSONText.string(label)), ("similarity", JSONText.int(similarity)),
            ("localization", LocalizationJSON.render(localization)),
        ])
    }

    /// The configured engine's translation of the unit, or why there is none.
    private func engineSuggestion(for key: String, in catalog: ProjectCatalog, language: String) -> ((String, Localization)?, String?) {
        let provider: (any TranslationProvider)?
        do {
            provider = try factory.providers(for: [language])[language]
        } catch {
            return (nil, String(describing: error))
        }
        guard let provider else { return (nil, "no translation engine is configured for \(language) (translate: in .phrasebook.yml)") }
        let selection = TranslationSelection(languages: [language], statuses: Set(TranslationStatus.allCases), keys: [key])
        let plan = TranslationPlan(project: project, catalogs: [catalog], selection: selection)
        guard !plan.units.isEmpty else { return (nil, plan.skipped.first?.reason ?? "nothing to translate in this key") }
        var run = TranslationRun(project: project, plan: plan, providers: [language: provider], memory: TranslationMemory())
        run.catalogs = [catalog]
        run.collectsOnly = true
        let finished = DispatchSemaphore(value: 0)
        let box = ReportBox()
        Task {
            box.report = await run.run()
            finished.signal()
        }
        finished.wait()
        guard let report = box.report else { return (nil, "the engine gave no answer") }
        if let collected = report.collected.first { return ((provider.name, collected.localization), nil) }
        let reason = (report.refused + report.notTranslated).first?.reason ?? report.stopped ?? "the engine gave no answer"
        return (nil, "\(provider.name): \(reason)")
    }
}

private final class ReportBox: @unchecked Sendable {
    var report: TranslationReport?
}

import Diagnostics
import Foundation
import ProjectConfiguration
import Translation

/// The `translate` tool: `phrasebook translate` for one language, through the project's translation memory
/// and the engine `.phrasebook.yml` configures, with the same gate (nothing that breaks a string is written)
/// and the same marking (`needs_review`, or `machine_translated`) for a person to review.
struct TranslateTool: Sendable {
    let load: ProjectTools.Loader

    func run(language: String, keys: Set<String>?, limit: Int, dryRun: Bool) async throws(ToolRefusal) -> JSONText {
        let project: Project
        do {
            project = try load(nil)
        } catch {
            throw ToolRefusal("the project could not be loaded: \(error)")
        }
        guard language != project.sourceLanguage else { throw ToolRefusal("\(language) is the source language") }
        let plan = TranslationPlan(project: project, selection: TranslationSelection(languages: [language], keys: keys, limit: limit))
        let providers: [String: any TranslationProvider]
        do {
            providers = try ProviderFactory(settings: project.configuration.translate, root: project.root).providers(for: [language])
        } catch {
            throw ToolRefusal("the translation engine could not be set up: \(error)")
        }
        let styleGuide = project.translationStyleGuide.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        var run = TranslationRun(
            project: project, plan: plan, providers: providers,
            memory: TranslationMemory(entries: ProjectMemory(catalogs: project.catalogs).memoryEntries()), styleGuide: styleGuide)
        run.dryRun = dryRun
        let report = await run.run()
        let counts = report.languages.first { $0.language == language }
        func notes(_ all: [UnitNote]) -> JSONText? {
            all.isEmpty ? nil : .array(all.prefix(20).map { .object([("key", .string($0.key)), ("reason", .string($0.reason))]) })
        }
        return .object([
            ("language", .string(language)), ("engine", .string(counts?.provider)), ("dryRun", dryRun ? .bool(true) : nil),
            ("planned", .int(counts?.planned ?? 0)), ("fromMemory", .int(counts?.fromMemory ?? 0)),
            ("fromEngine", .int(counts?.fromEngine ?? 0)), ("asIs", .int(counts?.asIs ?? 0)), ("refused", .int(counts?.refused ?? 0)),
            ("notTranslated", .int(counts?.notTranslated ?? 0)), ("leftForAnotherRun", .int(report.leftOut)),
            ("characters", .int(counts?.characters ?? 0)), ("stopped", .string(report.stopped)),
            ("refusedUnits", notes(report.refused)), ("notTranslatedUnits", notes(report.notTranslated)),
            ("changedMeanwhile", notes(report.conflicts)),
            ("wouldSend", report.dryRunRows.isEmpty ? nil : .array(report.dryRunRows.prefix(50).map { row in
                .object([("key", .string(row.key)), ("via", .string(row.via)), ("characters", .int(row.characters))])
            })),
        ])
    }
}

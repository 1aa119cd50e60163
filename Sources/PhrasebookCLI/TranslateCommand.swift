import ArgumentParser
import CatalogChecks
import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog
import Translation

/// `phrasebook translate [CATALOG...] [--language LANGS] [--units STATES] [--keys KEYS] [--limit N] [--dry-run]`.
struct TranslateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translate",
        abstract: "Fill missing translations from the translation memory and a machine translation engine.",
        discussion: """
            Translates the keys that are missing, new or copied in each language (the released and preparing \
            languages, or --language): first from translations a person reviewed of the same text anywhere in \
            the project, then with the engine .phrasebook.yml configures (translate: apertium, apertium-apy, \
            libretranslate, deepl, openai-compatible or command). Format specifiers, substitutions, Markdown, \
            tags, inflection markup and line breaks reach the engine as protected tags and must come back \
            exactly once; plural strings are translated per CLDR category with a sample number. Every unit \
            passes the same checks as `check` before it is written; one with an error finding is refused. \
            What is written is marked as machine work (needs_review, or machine_translated where the catalog \
            uses it), so the release gate holds it until a person reviews it; reviewed (translated) text is \
            never changed unless --units names translated. Finished units are saved every few seconds: a run \
            stopped half-way (an engine down, Ctrl-C) leaves valid catalogs with everything done so far.

            \(ExitStatus.help(fails: "a unit was refused or could not be translated"))
            """
    )

    @Argument(help: "Catalog files, or folders to search for .xcstrings (default: the project's catalogs).")
    var catalogs: [String] = []

    @Option(name: .customLong("language"), help: ArgumentHelp("Languages to translate into (comma-separated; default: released and preparing).", valueName: "langs"))
    var languages: [String] = []

    @Option(help: ArgumentHelp("Which keys to translate, by status: missing, new, copied, needs-review, translated (comma-separated).", valueName: "states"))
    var units: [String] = []

    @Option(help: ArgumentHelp("Only these keys (repeatable or comma-separated).", valueName: "keys"))
    var keys: [String] = []

    @Option(help: ArgumentHelp("Translate at most this many keys × languages.", valueName: "n"))
    var limit: Int?

    @Flag(help: "Show what would be sent, to which engine, with the character count; write nothing.")
    var dryRun = false

    @Option(help: ArgumentHelp("Use this engine for every language instead of the configured ones.", valueName: "name"))
    var provider: String?

    @Option(help: ArgumentHelp("Give keys whose only text is in this language source-language text, translated from it.", valueName: "lang"))
    var sourceFrom: String?

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit takes a number above 0") }
        if let provider, !TranslateSettings.engineNames.contains(provider) {
            throw ValidationError("unknown engine '\(provider)'; expected one of \(TranslateSettings.engineNames.joined(separator: ", "))")
        }
        _ = try statuses()
    }

    func run() throws {
        let project = try project.load(catalogs: catalogs, reading: .sources)
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
        let selection = TranslationSelection(
            languages: languages.isEmpty ? nil : LanguageOptions.split(languages), statuses: try statuses(),
            keys: keys.isEmpty ? nil : Set(LanguageOptions.split(keys)), limit: limit, sourceFrom: sourceFrom)
        let plan = TranslationPlan(project: project, selection: selection)
        guard !plan.languages.isEmpty else {
            throw CannotRun("no language to translate into: name one with --language, or list released_languages or preparing_languages in .phrasebook.yml")
        }
        // Units are saved as they are finished, so the catalogs a script wrote are named before the run.
        let touched = Set(plan.units.map(\.catalog)).sorted().map { project.catalogs[$0].url }
        for warning in CatalogFormNotice.warnings(for: touched, in: project, at: dryRun ? .dryRun : .beforeWriting) { printError(warning) }
        let factory = ProviderFactory(settings: project.configuration.translate, root: project.root)
        let providers = try factory.providers(for: plan.languages, engine: provider)
        var run = TranslationRun(
            project: project, plan: plan, providers: providers, memory: TranslationMemory(entries: ProjectMemory(catalogs: project.catalogs).memoryEntries()),
            styleGuide: try project.translationStyleGuide.map { try String(contentsOf: $0, encoding: .utf8) })
        run.dryRun = dryRun
        if providers.values.contains(where: \.readsContext) { run.codeUsages = CodeLines.usages(in: project) }
        let progress = ProgressLine()
        let prepared = run
        let report = CancellableRun.wait { await prepared.run(progress: progress.show) }
        progress.clear()
        print(TranslateReportRenderer(report: report, display: project.display).text, terminator: "")
        if report.stopped != nil { throw ExitStatus.couldNotRun }
        if !report.refused.isEmpty || !report.notTranslated.isEmpty || !report.conflicts.isEmpty { throw ExitStatus.failed }
    }

    private func statuses() throws -> Set<TranslationStatus> {
        guard !units.isEmpty else { return TranslationSelection.defaultStatuses }
        let names: [String: TranslationStatus] = [
            "missing": .missing, "new": .new, "copied": .copied, "needs-review": .needsReview, "translated": .translated,
        ]
        return Set(try LanguageOptions.split(units).map { name in
            guard let status = names[name] else {
                throw ValidationError("--units: unknown status '\(name)'; expected missing, new, copied, needs-review or translated")
            }
            return status
        })
    }
}

/// The code that uses each key, each place with its line, for engines that read context.
enum CodeLines {
    static func usages(in project: Project) -> [String: [String: [String]]] {
        var lines: [String: [Substring]] = [:]
        var result: [String: [String: [String]]] = [:]
        for string in SourceExtractor(settings: project.extractSettings).extract(files: project.sourceFiles, display: project.display).strings {
            let file = string.position.file
            if lines[file] == nil {
                let text = (try? String(contentsOf: project.paths.url(forArgument: file), encoding: .utf8)) ?? ""
                lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let line = lines[file]!.indices.contains(string.position.line - 1) ? lines[file]![string.position.line - 1].trimmingCharacters(in: .whitespaces) : ""
            var places = result[string.table, default: [:]][string.key, default: []]
            if places.count < 3 { places.append("\(string.position.description): \(line)") }
            result[string.table, default: [:]][string.key] = places
        }
        return result
    }
}

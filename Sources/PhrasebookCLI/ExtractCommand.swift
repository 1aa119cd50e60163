import ArgumentParser
import CatalogChecks
import CatalogSync
import Diagnostics
import Foundation
import ProjectAnalysis
import ProjectConfiguration
import SourceScanner
import StringCatalog

/// `phrasebook extract`: finds localizable strings in Swift sources as Xcode's compiler does and
/// synchronizes the project's String Catalogs with them.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Extract localizable strings from Swift sources, as Xcode does, into String Catalogs.",
        discussion: """
            Reads SwiftUI views and modifiers, String(localized:), LocalizedStringResource, \
            AttributedString(localized:), NSLocalizedString and the app's own LocalizedStringKey \
            parameters. Interpolations become format specifiers (Int → %lld, Double → %lf, String → %@). \
            The project's catalogs (or --catalog) are synchronized: new keys are added, keys no longer found \
            are marked stale (translations kept), manual keys are left alone. With --list, or when the project \
            has no catalog and configures none, the strings found are listed.

            \(ExitStatus.help(fails: "--check finds the catalogs out of date"))
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("Swift files or folders to scan (default: the project's sources).", valueName: "path"))
    var paths: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Swift files or folders whose declarations the sources use but whose strings are not extracted, such as local packages elsewhere in the repository (repeatable; packages inside a folder scanned are found by their Package.swift).",
            valueName: "path"))
    var declarationsFrom: [String] = []

    @Option(name: .long, help: ArgumentHelp("An .xcstrings file (its own table), or a folder of TABLE.xcstrings files, to synchronize instead of the project's catalogs.", valueName: "file-or-dir"))
    var catalog: String?

    @Flag(name: .long, help: "List the strings found; change no catalog.")
    var list = false

    @Flag(name: .long, help: "Show what would change without writing.")
    var dryRun = false

    @Flag(name: .long, help: "Exit 1 when a catalog is out of date, listing what would change; write nothing.")
    var check = false

    @Option(name: .long, help: "Output format: text or json (json lists each string with key, table, comment, file, line, column).")
    var format: OutputFormat = .text

    @Option(
        name: .customLong("localized-string-function"),
        help: ArgumentHelp(
            "An app function called like NSLocalizedString whose keys are extracted too, as Xcode's LOCALIZED_STRING_MACRO_NAMES (repeatable; adds to extract.localized_string_functions in .phrasebook.yml).",
            valueName: "name"))
    var localizedStringFunctions: [String] = []

    @Option(
        name: .customLong("platform"),
        help: ArgumentHelp(
            "A platform the app builds for (iOS, macOS, watchOS, tvOS, visionOS): #if os(…) branches no given platform compiles are not extracted (repeatable; default extract.platforms in .phrasebook.yml, else every branch).",
            valueName: "name"))
    var platforms: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The build's active compilation conditions, as Xcode's SWIFT_ACTIVE_COMPILATION_CONDITIONS (\"DEBUG\" for Debug, \"\" for Release): other #if conditions are evaluated against them (default extract.compilation_conditions, else every branch).",
            valueName: "list"))
    var compilationConditions: String?

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        if list && (check || dryRun || catalog != nil) { throw ValidationError("--list changes no catalog: leave out --check, --dry-run and --catalog") }
    }

    func run() throws {
        let project = try project.load(catalogs: catalog.map { [$0] } ?? [], sources: paths, reading: [.sources, .newCatalogs])
        guard !project.appSourceFiles.isEmpty else {
            throw CannotRun("no Swift files to extract from in \(project.display(project.root)); name them or set sources in .phrasebook.yml")
        }
        // Sync where the project has catalogs, or says where they go; a project with neither gets its first
        // catalog where Xcode would add it. Dry run, check and the real run plan the same files.
        let hasCatalogs = catalog != nil || project.configuration.catalogs != nil || !project.catalogs.isEmpty
        let options = ExtractionOptions(
            addingFunctions: localizedStringFunctions, platforms: platforms.isEmpty ? nil : platforms,
            compilationConditions: compilationConditions.map(BuildConditions.conditionNames),
            declarationFiles: declarationsFrom.flatMap { FileSearch.files(at: project.paths.url(forArgument: $0), withExtension: "swift") },
            firstCatalogWhereXcodeAddsIt: !hasCatalogs)
        // What the keys the code uses show (key-shows-raw, concatenated-argument, unused-manual-key) only
        // matters before a sync.
        let parts: ProjectAnalysis.Parts = !list && (check || dryRun) ? [.extraction, .keys] : .extraction
        let result = try ProjectAnalysis(project: project, parts: parts, extraction: options, toolName: "phrasebook extract")
            .run(toolVersion: PhrasebookVersion.current)
        for problem in result.findings(of: [.reading]) { printError(problem.compilerStyleLine) }
        guard let extracted = result.extracted, let plan = result.plan else { return }

        guard !list else {
            print(format == .json ? ExtractionListing.json(extracted, changes: nil) : ExtractionListing.text(extracted), terminator: "")
            return
        }
        for (table, count) in plan.skippedTables.sorted(by: { $0.key < $1.key }) {
            printError("warning: \(Counted(count, "key")) of table '\(table)' not written: no \(table).xcstrings among the catalogs (pass a folder to --catalog to create it)")
        }
        if !dryRun, !check { try plan.write() }

        // Rule by rule, as the rules are listed.
        let findings = result.findingsByRule(of: [.keys])
        switch format {
        case .json: print(ExtractionListing.json(extracted, changes: plan.changes, findings: findings), terminator: "")
        case .text:
            print(findings.map { $0.compilerStyleLine + "\n" }.joined(), terminator: "")
            print(ExtractionListing.changes(plan, result: extracted, written: !dryRun && !check), terminator: "")
        }
        if check, !plan.isUpToDate || !plan.skippedTables.isEmpty || findings.contains(where: { $0.severity == .error }) {
            throw ExitStatus.failed
        }
    }
}

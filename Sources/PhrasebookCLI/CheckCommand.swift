import ArgumentParser
import CatalogChecks
import Diagnostics
import Foundation

/// `phrasebook check CATALOG...`: coverage and translation QA of String Catalogs, for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check String Catalogs: coverage, placeholders, plurals, text, consistency and glossary.",
        discussion: """
            Reads .phrasebook.yml from the current folder (or --config) for released and preparing languages, \
            rule settings and the glossary. Errors in released languages fail the run; findings in languages in \
            preparation are warnings. Without a release list every language counts as released.

            Exit status: 0 when no error-severity finding exists, 1 when one does, 2 when a catalog or the \
            configuration can't be read.
            """
    )

    @Argument(help: ArgumentHelp("Catalog files or folders to search for .xcstrings (default: the configured catalogs).", valueName: "catalog"))
    var catalogs: [String] = []

    @OptionGroup var report: ReportOptions
    @OptionGroup var languages: LanguageOptions

    @Option(help: ArgumentHelp("The configuration file (default: .phrasebook.yml in the current folder).", valueName: "file"))
    var config: String?

    @Flag(help: "List the rules with their ids, severities and summaries, and exit.")
    var listRules = false

    func run() throws {
        if listRules {
            for type in CheckRules.all {
                let rule = type.description
                print("\(rule.id.padding(toLength: 30, withPad: " ", startingAt: 0)) \(rule.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)")
            }
            return
        }
        let report: DiagnosticReport
        do {
            // Paths in a configuration file are relative to its folder.
            let configurationFile = config.map { URL(fileURLWithPath: $0) }
            let project = try CheckProject(
                directory: configurationFile?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                configurationFile: configurationFile)
            let options = try project.options(released: languages.releasedList, preparing: languages.preparingList, languages: languages.languageList)
            let files = try project.catalogFiles(catalogs)
            guard !files.isEmpty else { throw ValidationError("no .xcstrings catalogs found; name them on the command line") }
            report = CatalogChecker(options: options).report(try project.inputs(files), toolVersion: PhrasebookVersion.current)
        } catch let error as ValidationError {
            throw error
        } catch {
            throw failRun(error)
        }
        try self.report.emit(self.report.format.render(report))
        if report.hasErrors { throw ExitCode(1) }
    }
}

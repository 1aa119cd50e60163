import ArgumentParser
import Diagnostics
import Foundation
import ProjectAnalysis

/// `phrasebook check [CATALOG...]`: coverage and translation QA of String Catalogs, for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check String Catalogs: coverage, placeholders, plurals, text, consistency and glossary.",
        discussion: """
            Checks the project's catalogs (or those named) with its released and preparing languages, rule \
            settings and glossary from .phrasebook.yml. Errors in released languages fail the run; findings in \
            languages in preparation are warnings. Without a release list every language counts as released.

            \(ExitStatus.help(fails: "an error-severity finding exists"))
            """
    )

    @Argument(help: ArgumentHelp("Catalog files or folders to search for .xcstrings (default: the project's catalogs).", valueName: "catalog"))
    var catalogs: [String] = []

    @OptionGroup var report: ReportOptions
    @OptionGroup var languages: LanguageOptions
    @OptionGroup var project: ProjectOptions

    @Flag(help: "List the rules with their ids, severities and summaries, and exit.")
    var listRules = false

    func run() throws {
        if listRules {
            print(RuleListing.table(RuleRegistry.phrasebook.rules(configuredIn: "check")))
            return
        }
        let project = try project.load(catalogs: catalogs, languages: languages, reportsRepairs: true)
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", ")); name them or set catalogs in .phrasebook.yml")
        }
        let result = try ProjectAnalysis(
            project: project, parts: .checks, languages: languages.languageList, baseline: report.loadBaseline(),
            toolName: "phrasebook check"
        ).run(toolVersion: PhrasebookVersion.current)
        try report.emit(result.checks, acceptedByBaseline: result.acceptedByBaseline)
        if result.checks.hasErrors { throw ExitStatus.failed }
    }
}

import ArgumentParser
import Foundation
import Diagnostics
import ProjectAnalysis

/// `phrasebook audit [PROJECT_DIR]`: extraction check, lint and catalog checks in one report.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit a project: extraction check, lint and catalog checks, with what to fix first.",
        discussion: """
            Uses the project's .phrasebook.yml: its sources are parsed once, extracted (in check mode: nothing \
            is written) against every catalog and linted, its catalogs checked with its released and preparing \
            languages, rule settings and glossary. The text format prints every finding, the coverage table, a \
            summary and the kinds of findings ranked by urgency; the other formats carry all findings.

            The audit is a report: without --strict it exits 0 whatever it found. \
            \(ExitStatus.help(fails: "--strict is given and an error-severity finding exists"))
            """
    )

    @Argument(help: ArgumentHelp("The project folder, holding .phrasebook.yml (default: the current folder).", valueName: "project-dir"))
    var directory: String?

    @OptionGroup var report: ReportOptions
    @OptionGroup var languages: LanguageOptions
    @OptionGroup var project: ProjectOptions

    @Flag(help: "Exit with status 1 when an error-severity finding exists.")
    var strict = false

    func run() throws {
        let project = try project.load(directory: directory, languages: languages, reading: .sources, reportsRepairs: true)
        guard !project.sourceFiles.isEmpty || !project.catalogs.isEmpty else {
            throw CannotRun("nothing to audit in \(project.display(project.root)): no Swift files and no String Catalogs")
        }
        let result = try ProjectAnalysis(project: project, languages: languages.languageList, baseline: report.loadBaseline())
            .run(toolVersion: PhrasebookVersion.current)
        let text = report.format == .text
            ? AuditTextRenderer.render(result, strict: strict, findingsShownPerRule: report.findingsShownPerRule)
            : report.format.render(result.report)
        try report.emit(text)
        report.noteBaseline(result.acceptedByBaseline)
        if strict && result.hasBlockingProblems { throw ExitStatus.failed }
    }
}

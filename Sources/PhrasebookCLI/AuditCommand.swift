import ArgumentParser
import Foundation
import ProjectAudit

/// `phrasebook audit [PROJECT_DIR]`: extraction check, lint and catalog checks in one report.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit a project: extraction check, lint and catalog checks, with what to fix first.",
        discussion: """
            Uses the project's .phrasebook.yml: its sources are scanned (extraction in check mode: nothing \
            is written) and linted, its catalogs checked with its released and preparing languages, rule \
            settings and glossary. The text format prints every finding, the coverage table, a summary and \
            the kinds of findings ranked by urgency; the other formats carry all findings.

            Exit status: 0 when the audit ran, whatever it found (it is a report); with --strict, 1 when an \
            error-severity finding exists (for CI). 2 when the project can't be read.
            """
    )

    @Argument(help: ArgumentHelp("The project folder, holding .phrasebook.yml.", valueName: "project-dir"))
    var project: String = "."

    @OptionGroup var report: ReportOptions
    @OptionGroup var languages: LanguageOptions

    @Flag(help: "Exit with status 1 when an error-severity finding exists.")
    var strict = false

    func run() throws {
        let result: ProjectAudit.Result
        do {
            result = try ProjectAudit(projectPath: project).run(
                released: languages.releasedList, preparing: languages.preparingList, languages: languages.languageList,
                toolVersion: PhrasebookVersion.current)
        } catch {
            throw failRun(error)
        }
        let text = report.format == .text ? AuditTextRenderer.render(result, strict: strict) : report.format.render(result.report)
        try report.emit(text)
        if strict && result.hasBlockingProblems { throw ExitCode(1) }
    }
}

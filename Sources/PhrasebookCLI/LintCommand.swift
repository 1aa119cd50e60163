import ArgumentParser
import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner

/// `phrasebook lint PATH...`: finds user-facing strings that bypass localization, and fixes what it safely can.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find user-facing strings in Swift sources that bypass localization.",
        discussion: """
            Reports Strings shown by SwiftUI without being localized, hand-made plurals, sentences glued with +, \
            text in another language than the source language, unlocalized formats, run-time keys and \
            locale-unaware number and date formatting. Reads .phrasebook.yml from the current folder (or \
            --config): `lint:` turns rules on and off and sets severities and options; `source_language`, \
            `sources` and `excluded` apply too. Silence one finding with `// phrasebook:disable-next-line:RULE`.

            --fix rewrites what is safe (a literal-built String wrapped in String(localized:), a manual plural \
            turned into one key, whose plural variations go into --catalog) and re-checks that every fixed file \
            still parses; the rest stays as findings.

            Exit status: 0 when no error-severity finding remains, 1 when one does, 2 when sources or the \
            configuration can't be read.
            """
    )

    @Argument(help: ArgumentHelp("Swift files or folders (default: the configured sources, or the current folder).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var report: ReportOptions

    @Flag(help: "Rewrite what can be fixed safely, in place.")
    var fix = false

    @Option(help: ArgumentHelp("The String Catalog that receives plural variations of fixed plurals (default: the configured catalog).", valueName: "file"))
    var catalog: String?

    @Option(help: ArgumentHelp("The configuration file (default: .phrasebook.yml in the current folder).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The language source text is written in (overrides source_language).", valueName: "lang"))
    var sourceLanguage: String?

    @Flag(help: "List the rules with their ids, default severities and summaries, and exit.")
    var listRules = false

    func run() throws {
        if listRules {
            for type in LintRules.all {
                let rule = type.description
                let state = rule.isOptIn ? "opt-in" : rule.defaultSeverity.rawValue
                print("\(rule.id.padding(toLength: 28, withPad: " ", startingAt: 0)) \(state.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)")
            }
            return
        }
        let diagnostics: [Diagnostic]
        var fixSummary: String?
        do {
            let project = try LintProject(configurationFile: config)
            var configuration = try project.lintConfiguration()
            if let sourceLanguage { configuration.sourceLanguage = sourceLanguage }
            let linter = Linter(configuration: configuration)
            let targets = paths.isEmpty ? project.defaultSourcePaths : paths
            if fix {
                let catalogURL = try catalog.map { URL(fileURLWithPath: $0) } ?? project.defaultCatalog()
                let result = try linter.fix(paths: targets, catalog: catalogURL)
                diagnostics = result.remaining
                fixSummary = Self.describe(result, catalog: catalogURL)
            } else {
                diagnostics = try linter.lint(paths: targets)
            }
        } catch {
            throw failRun(error)
        }
        let lintReport = DiagnosticReport(
            toolName: "phrasebook lint", toolVersion: PhrasebookVersion.current, diagnostics: diagnostics,
            rules: LintRules.metadata)
        try report.emit(report.format.render(lintReport))
        if let fixSummary { FileHandle.standardError.write(Data(fixSummary.utf8)) }
        if lintReport.hasErrors { throw ExitCode(1) }
    }

    private static func describe(_ result: LintFixResult, catalog: URL?) -> String {
        var text = "fixed \(result.fixedCount) finding\(result.fixedCount == 1 ? "" : "s") in \(result.fixedFiles.count) file\(result.fixedFiles.count == 1 ? "" : "s")\n"
        for path in result.rejectedFiles {
            text += "\(path): note: fixes not applied because the result would not parse as cleanly\n"
        }
        if !result.pluralEntries.isEmpty {
            if let catalog {
                text += "added plural variations for \(result.pluralEntries.count) key\(result.pluralEntries.count == 1 ? "" : "s") to \(catalog.path)\n"
            } else {
                text += "give these keys plural variations in your catalog (or pass --catalog): "
                text += result.pluralEntries.map { "\"\($0.key)\"" }.joined(separator: ", ") + "\n"
            }
        }
        return text
    }
}

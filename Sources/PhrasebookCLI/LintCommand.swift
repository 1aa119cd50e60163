import ArgumentParser
import Diagnostics
import Foundation
import ProjectAnalysis
import ProjectConfiguration
import SourceScanner

/// `phrasebook lint [PATH...]`: finds user-facing strings that bypass localization, and fixes what it safely can.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find user-facing strings in Swift sources that bypass localization.",
        discussion: """
            Reports Strings shown by SwiftUI, UIKit or AppKit without being localized, hand-made plurals, \
            sentences glued with +, text in another language than the source language, unlocalized formats, \
            run-time keys, keys no catalog has, text localized twice and locale-unaware number and date \
            formatting. Uses the project's .phrasebook.yml and catalogs: `lint:` turns rules \
            on and off and sets severities and options; `source_language`, `sources` and `excluded` apply too. \
            Silence one finding with `// phrasebook:disable-next-line:RULE`.

            --fix rewrites only what is certainly UI text (a literal-built String wrapped in String(localized:), \
            a manual plural turned into one key, whose plural variations go into --catalog; text in another \
            language than the source language moved into --catalog as that language's translation under a new \
            key, its source text left missing so check blocks it until written) and re-checks that \
            every fixed file still parses; it never touches language names, the app's names, identifiers, keys, URLs, file names, \
            text documented as unchanged, or text that also reaches a prompt, request, log or storage. The rest \
            stays as findings. --fix --dry-run prints the changes as a unified diff and writes nothing.

            \(ExitStatus.help(fails: "an error-severity finding remains"))
            """
    )

    @Argument(help: ArgumentHelp("Swift files or folders (default: the project's sources).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var report: ReportOptions
    @OptionGroup var project: ProjectOptions

    @Flag(help: "Rewrite what can be fixed safely, in place.")
    var fix = false

    @Flag(help: "With --fix: print the changes as a unified diff instead of writing them.")
    var dryRun = false

    @Option(help: ArgumentHelp("The String Catalog that receives plural variations of fixed plurals (default: the project's Localizable catalog).", valueName: "file"))
    var catalog: String?

    @Flag(help: "List the rules with their ids, default severities and summaries, and exit.")
    var listRules = false

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run needs --fix") }
    }

    func run() throws {
        if listRules {
            print(RuleListing.table(RuleRegistry.phrasebook.rules(configuredIn: "lint")))
            return
        }
        let project = try project.load(sources: paths, reading: .sources)
        guard !project.sourceFiles.isEmpty else {
            throw CannotRun("no Swift files to lint in \(project.display(project.root)); name them or set sources in .phrasebook.yml")
        }
        let catalogURL = catalog.map(project.paths.url(forArgument:))
            ?? (project.catalogs.first { $0.table == "Localizable" } ?? project.catalogs.first)?.url
        let result = try ProjectAnalysis(
            project: project, parts: .lint, baseline: report.loadBaseline(), toolName: "phrasebook lint",
            lintFixing: fix ? (dryRun ? .preview(catalog: catalogURL) : .apply(catalog: catalogURL)) : nil
        ).run(toolVersion: PhrasebookVersion.current)
        // Files that can't be read come first: what follows is all that could be linted.
        var lintReport = result.report
        lintReport.diagnostics = result.findings(of: [.reading]) + result.lint
        if let fixes = result.lintFixes, dryRun {
            for file in result.sources?.files ?? [] {
                guard let fixed = fixes.fixedFiles[file.path] else { continue }
                print(UnifiedDiff.render(path: file.path, old: file.text, new: fixed), terminator: "")
            }
            // The catalog last, as `--fix` writes it.
            if let update = fixes.catalogUpdate {
                print(UnifiedDiff.render(path: project.display(update.url), old: update.before, new: update.after), terminator: "")
            }
        }
        // A dry run's output is the patch alone, so it can be saved and applied.
        if !dryRun { try report.emit(lintReport, acceptedByBaseline: result.acceptedByBaseline) }
        if let fixes = result.lintFixes {
            printError(Self.describe(fixes, catalog: dryRun ? nil : catalogURL.map(project.display), dryRun: dryRun))
        }
        if lintReport.hasErrors { throw ExitStatus.failed }
    }

    private static func describe(_ result: LintFixResult, catalog: String?, dryRun: Bool) -> String {
        var text = "\(dryRun ? "would fix" : "fixed") \(Counted(result.fixedCount, "finding")) in \(Counted(result.fixedFiles.count, "file"))\n"
        for path in result.rejectedFiles {
            text += "\(path): note: fixes not applied because the result would not parse as cleanly\n"
        }
        if !result.pluralEntries.isEmpty {
            if dryRun {
                text += "would add plural variations for \(Counted(result.pluralEntries.count, "key")): "
                text += result.pluralEntries.map { "\"\($0.key)\"" }.joined(separator: ", ") + "\n"
            } else if let catalog {
                text += "added plural variations for \(Counted(result.pluralEntries.count, "key")) to \(catalog)\n"
            } else {
                text += "give these keys plural variations in your catalog (or pass --catalog): "
                text += result.pluralEntries.map { "\"\($0.key)\"" }.joined(separator: ", ") + "\n"
            }
        }
        if !result.foreignTexts.isEmpty {
            let byLanguage = Dictionary(grouping: result.foreignTexts, by: \.language).sorted { $0.key < $1.key }
            for (language, entries) in byLanguage {
                let moved = "\(Counted(entries.count, "text")) in \(language)"
                text += dryRun ? "would move \(moved) into the catalog under new keys" : "moved \(moved) into \(catalog ?? "the catalog") under new keys"
                text += "; their source text is missing until written (or drafted: phrasebook translate --source-from \(language))\n"
            }
        }
        return text
    }
}

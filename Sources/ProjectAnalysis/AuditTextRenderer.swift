import CatalogChecks
import CatalogSync
import Diagnostics
import SourceScanner

/// The audit as people read it in a terminal: every finding compiler-style by section, then the
/// coverage table, the sections' one-line summaries, the ranked list of what to fix first, and the verdict.
public enum AuditTextRenderer {
    /// How many groups the "fix first" list shows.
    public static let prioritiesShown = 8

    /// The audit as text; `findingsShownPerRule` findings of one rule in one language are shown (`nil`: all),
    /// the rest counted.
    public static func render(_ result: ProjectAnalysis.Result, strict: Bool, findingsShownPerRule: Int? = 10) -> String {
        let text = TextReporter(findingsShownPerRule: findingsShownPerRule)
        var out = "Phrasebook audit of \(result.projectPath)\n"
        out += "source language \(result.sourceLanguage) · released: \(list(result.releasedLanguages)) · preparing: \(list(result.preparingLanguages))\n"
        for section in [("Extraction", result.extraction), ("Lint", result.lint), ("Checks", result.checks.diagnostics)] where !section.1.isEmpty {
            out += "\n== \(section.0)\n" + text.findingLines(section.1)
        }
        if !result.checks.coverage.isEmpty {
            out += "\n== Coverage\n" + text.coverageTable(result.checks) + text.blockingSummary(result.report)
        }
        out += "\n== Summary\n"
        let catalogs = result.catalogs.map { "\($0.path) (\(Counted($0.keys, "key")))" }.joined(separator: ", ")
        out += "Extraction  \(Counted(result.sourceFileCount, "Swift file")), \(Counted(result.extractedStringCount, "localizable string")): \(extractionSummary(result.extraction))\n"
        out += "Lint        \(findingSummary(result.lint, files: Set(result.lint.compactMap(\.file)).count))\n"
        out += "Checks      \(catalogs.isEmpty ? "no catalogs" : catalogs): \(severitySummary(result.checks.diagnostics))\n"
        if !result.priorities.isEmpty {
            out += "\n== Fix first\n"
            for (index, priority) in result.priorities.prefix(prioritiesShown).enumerated() {
                let languages = priority.languages.isEmpty ? "" : " in \(priority.languages.joined(separator: ", "))"
                out += "\(index + 1). \(priority.severity == .error ? "[blocking] " : "")\(priority.summary): \(priority.count)\(languages) [\(priority.ruleID)]"
                out += priority.example.map { "\n   first at \($0)" } ?? ""
                out += "\n"
            }
            if result.priorities.count > prioritiesShown {
                out += "… and \(result.priorities.count - prioritiesShown) more kinds of findings above.\n"
            }
        }
        let errors = result.report.count(.error)
        out += "\n"
        if errors == 0 {
            out += "Result: nothing blocks a release (\(result.report.summaryLine)).\n"
        } else {
            out += "Result: \(Counted(errors, "blocking problem")) (\(result.report.summaryLine))"
            out += strict ? ".\n" : "; exit status stays 0 without --strict.\n"
        }
        return out
    }

    private static func list(_ languages: [String]) -> String {
        languages.isEmpty ? "none" : languages.joined(separator: ", ")
    }

    /// What extraction found, by kind, in the order people act on it.
    private static let extractionParts: [(rule: RuleID, words: @Sendable (Int) -> String)] = [
        (.extractMissingCatalog, { "\(Counted($0, "table")) without a catalog" }),
        (.extractNewString, { "\($0) missing from the catalog" }),
        (.extractUnusedKey, { "\(Counted($0, "catalog key")) no longer used" }),
        (.keyShowsRaw, { "\(Counted($0, "key")) users would see raw" }),
        (.unusedManualKey, { "\(Counted($0, "manual key")) no code uses" }),
        (.concatenatedArgument, { "\($0) left without their value" }),
        (.extractRevivedKey, { "\(Counted($0, "stale key")) used again" }),
        (.extractSourceChanged, { "\(Counted($0, "source text")) changed in code" }),
        (.extractCommentChanged, { "\(Counted($0, "comment")) changed in code" }),
        (.extractStateChanged, { "\(Counted($0, "extraction state")) to update" }),
        (.unreadableFile, { "\(Counted($0, "unreadable file")) skipped" }),
        (.parseError, { "\(Counted($0, "file")) with parse errors" }),
    ]

    private static func extractionSummary(_ diagnostics: [Diagnostic]) -> String {
        let counts = Dictionary(diagnostics.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
        var parts = extractionParts.compactMap { part in counts[part.rule].map(part.words) }
        let other = diagnostics.count - extractionParts.reduce(0) { $0 + (counts[$1.rule] ?? 0) }
        if other > 0 { parts.append(Counted(other, "other finding").description) }
        return parts.isEmpty ? "catalog up to date" : parts.joined(separator: ", ")
    }

    private static func findingSummary(_ diagnostics: [Diagnostic], files: Int) -> String {
        diagnostics.isEmpty ? "no findings" : "\(severitySummary(diagnostics)) in \(Counted(files, "file"))"
    }

    private static func severitySummary(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticReport(toolName: "", toolVersion: "", diagnostics: diagnostics).summaryLine
    }
}

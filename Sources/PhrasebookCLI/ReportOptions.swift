import ArgumentParser
import Diagnostics
import Foundation
import StringCatalog

extension ReportFormat: ExpressibleByArgument {}

/// `--format`, `--output`, `--baseline` and `--all-findings`, shared by every command that reports findings
/// (check, audit, lint).
struct ReportOptions: ParsableArguments {
    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("A report saved with --format json: its findings are accepted, only new ones are reported and fail the run.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Show every finding in text output (by default, after 10 findings of one rule in one language the rest are counted).")
    var allFindings = false

    /// How many findings of one rule in one language the text format shows.
    var findingsShownPerRule: Int? { allFindings ? nil : 10 }

    /// The baseline `--baseline` names (relative to the current folder), if any.
    func loadBaseline() throws -> Baseline? {
        guard let baseline else { return nil }
        return try Baseline(json: SafeFile.read(URL(fileURLWithPath: baseline), displayedAs: baseline), path: baseline)
    }

    /// Renders `report` in the chosen format and prints it, or writes it to `--output` (temporary file, then
    /// rename); how many findings the baseline accepted goes to standard error.
    func emit(_ report: DiagnosticReport, acceptedByBaseline accepted: Int) throws {
        try emit(format.render(report, findingsShownPerRule: findingsShownPerRule))
        noteBaseline(accepted)
    }

    /// Says on standard error how many findings the baseline accepted, when one was given.
    func noteBaseline(_ accepted: Int) {
        guard let baseline else { return }
        printError("note: \(Counted(accepted, "finding")) accepted by the baseline \(baseline) not reported")
    }

    /// Prints `text`, or writes it to `--output`.
    func emit(_ text: String) throws {
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try SafeFile.write(Data(text.utf8), to: URL(fileURLWithPath: output))
        } catch let error as FileAccessError {
            throw CannotRun("can't write the report to \(output): \(error.reason)")
        }
    }
}

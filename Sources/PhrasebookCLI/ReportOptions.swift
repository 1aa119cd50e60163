import ArgumentParser
import Diagnostics
import Foundation

extension ReportFormat: ExpressibleByArgument {}

/// `--format` and `--output`, shared by every command that reports findings (check, audit, lint).
struct ReportOptions: ParsableArguments {
    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    /// Prints `text`, or writes it to `--output` (temporary file, then rename).
    func emit(_ text: String) throws {
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CannotRun("can't write the report to \(output): \(error.localizedDescription)")
        }
    }
}

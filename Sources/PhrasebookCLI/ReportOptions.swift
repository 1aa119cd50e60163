import ArgumentParser
import Diagnostics
import Foundation
import StringCatalog

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
            try SafeFile.write(Data(text.utf8), to: URL(fileURLWithPath: output))
        } catch let error as FileAccessError {
            throw ValidationError("can't write the report to \(output): \(error.reason)")
        }
    }
}

/// `--released`, `--preparing` and `--language`, for commands that check catalogs.
struct LanguageOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Released languages (comma-separated); their errors fail the run. Overrides .phrasebook.yml.", valueName: "langs"))
    var released: [String] = []

    @Option(help: ArgumentHelp("Languages in preparation (comma-separated); their findings are warnings. Overrides .phrasebook.yml.", valueName: "langs"))
    var preparing: [String] = []

    @Option(name: .customLong("language"), help: ArgumentHelp("Check only these languages (comma-separated).", valueName: "langs"))
    var languages: [String] = []

    /// Whether either release list was given on the command line.
    var overridesRelease: Bool { !released.isEmpty || !preparing.isEmpty }

    var releasedList: [String]? { overridesRelease ? split(released) : nil }
    var preparingList: [String]? { overridesRelease ? split(preparing) : nil }
    var languageList: [String]? { languages.isEmpty ? nil : split(languages) }

    private func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// Prints a problem that stops a command to standard error and exits with status 2, so CI can tell
/// "could not run" (2) from "found blocking problems" (1).
func failRun(_ error: any Error) -> ExitCode {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    return ExitCode(2)
}

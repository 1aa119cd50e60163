import ArgumentParser
import Foundation

/// The one exit-status policy of every command: 0 ran and found nothing that fails; 1 found what fails;
/// 2 could not run (unreadable input, bad configuration, nothing to work on, bad arguments).
enum ExitStatus {
    /// Found what fails: out of date, error findings, `--strict`, a merge conflict.
    static let failed = ExitCode(1)
    /// Could not run.
    static let couldNotRun = ExitCode(2)

    /// The paragraph each command's help ends with; `fails` says when the command exits 1 (`nil`: never).
    static func help(fails: String?) -> String {
        let one = fails.map { "1 when \($0); " } ?? ""
        return "Exit status: 0 when it ran and found nothing that fails; \(one)2 when it could not run (unreadable input, bad configuration, nothing to work on)."
    }
}

/// A reason a command can't run that is not about a file: nothing to work on, arguments that don't fit.
struct CannotRun: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { "error: \(message)" }
}

/// Writes text to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

import ArgumentParser
import Foundation

/// The `phrasebook` command: String Catalog localization for Swift, on every platform Swift runs on.
@main
struct PhrasebookTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrasebook",
        abstract: "String Catalog localization for Swift, on Linux and Apple platforms.",
        discussion: """
            Phrasebook reads and writes Xcode String Catalogs (.xcstrings) byte for byte as Xcode does, \
            extracts localizable strings from Swift sources, lints code for strings that bypass \
            localization, checks translations for CI, and exchanges work with translators as XLIFF.

            Commands that work on a project read its optional .phrasebook.yml (in the current folder, \
            --project DIR or --config FILE); command-line flags override it the same way everywhere.

            Exit status of every command: 0 when it ran and found nothing that fails; 1 when it found \
            what fails (out of date, error findings, --strict); 2 when it could not run (unreadable \
            input, bad configuration, nothing to work on, bad arguments).
            """,
        version: PhrasebookVersion.current,
        groupedSubcommands: [
            CommandGroup(name: "Project", subcommands: [
                AuditCommand.self, CheckCommand.self, ExtractCommand.self, LintCommand.self, RulesCommand.self,
            ]),
            CommandGroup(name: "Catalogs", subcommands: [
                FormatCommand.self, StatsCommand.self, MergeCommand.self, DiffCommand.self, GitCommand.self, GenerateCommand.self,
            ]),
            CommandGroup(name: "Translators", subcommands: [
                ServeCommand.self, MCPCommand.self, TranslateCommand.self, ExportCommand.self, ImportCommand.self, ConvertCommand.self, PseudoCommand.self,
                CompileCommand.self, MigrateCommand.self,
            ]),
            CommandGroup(name: "Runtime", subcommands: [
                LookupCommand.self, NegotiateCommand.self, PluralCommand.self, BundleLanguagesCommand.self,
            ]),
        ]
    )

    /// Runs a command with the one exit-status policy: problems that stop a command are printed once,
    /// as the compiler prints errors, and exit 2; `ExitStatus.failed` (1) passes through.
    static func main() {
        let command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            // --help and --version exit 0 as ArgumentParser renders them; bad arguments exit 2.
            if exitCode(for: error) == .success { exit(withError: error) }
            printError(fullMessage(for: error))
            Foundation.exit(ExitStatus.couldNotRun.rawValue)
        }
        do {
            var runnable = command
            try runnable.run()
        } catch let status as ExitCode {
            Foundation.exit(status.rawValue)
        } catch let validation as ValidationError {
            printError("error: \(validation.message)")
            Foundation.exit(ExitStatus.couldNotRun.rawValue)
        } catch {
            // `--help` and `help COMMAND` parse as ArgumentParser's own help command, whose run throws the
            // help request: render it and exit 0.
            if exitCode(for: error) == .success { exit(withError: error) }
            printError(RunFailure.describe(error))
            Foundation.exit(ExitStatus.couldNotRun.rawValue)
        }
    }
}

/// How an error that stops a command is said: Phrasebook's own errors describe themselves compiler-style
/// (`path:line:column: error: …`); Foundation's are reduced to their message.
enum RunFailure {
    static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            let path = cocoa.filePath.map { "\($0): " } ?? ""
            return "\(path)error: \(cocoa.localizedDescription)"
        }
        return String(describing: error)
    }
}

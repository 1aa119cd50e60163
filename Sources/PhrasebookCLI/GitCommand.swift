import ArgumentParser
import CatalogMerge
import Foundation

/// `phrasebook git install|uninstall`: Phrasebook as git's merge and diff driver for catalogs.
struct GitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git",
        abstract: "Make git merge and diff String Catalogs with Phrasebook.",
        subcommands: [Install.self, Uninstall.self]
    )

    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Install the merge and diff drivers in the current git repository.",
            discussion: """
                Adds `\(GitDriverSetup.attributeLine)` to the repository's .gitattributes (commit it \
                to share it) and sets merge.phrasebook.name, merge.phrasebook.driver and \
                diff.phrasebook.command in the repository's own git config (each clone runs this \
                once: git never takes commands from a repository's history). Running it again \
                changes nothing; other lines and settings are never touched. Prints what it did.
                """
        )

        @Option(help: ArgumentHelp(
            "How git should start Phrasebook (default: phrasebook when run from PATH, else this executable's absolute path).",
            valueName: "command"))
        var command: String?

        func run() throws {
            try runSetup { try GitDriverSetup(command: command ?? invokingCommand).install(in: currentDirectory) }
        }
    }

    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove the merge and diff drivers from the current git repository.",
            discussion: "Removes Phrasebook's .gitattributes line and its git config sections; nothing else."
        )

        func run() throws {
            try runSetup { try GitDriverSetup(command: invokingCommand).uninstall(in: currentDirectory) }
        }
    }
}

private var currentDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

/// How git should start this executable.
private var invokingCommand: String {
    GitDriverSetup.command(forExecutable: CommandLine.arguments[0], currentDirectory: FileManager.default.currentDirectoryPath)
}

/// Prints each action, or the error (exit 2).
private func runSetup(_ body: () throws -> [String]) throws {
    do {
        for line in try body() { print(line) }
    } catch let error as GitSetupError {
        printError(error.description)
        throw ExitStatus.couldNotRun
    }
}

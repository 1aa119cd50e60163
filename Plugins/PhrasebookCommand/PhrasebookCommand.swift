import Foundation
import PackagePlugin

/// `swift package phrasebook <command> [arguments]`: runs a read-only `phrasebook` command in the package's
/// folder, with no permission prompt: `check`, `lint`, `stats`, `audit`, `extract --check`, `export`, ….
///
/// Commands that change the package's files (`format`, `extract`, `lint --fix`, `import`, …) are refused with
/// the line that runs them through the writing plugin, `phrasebook-write`, which asks for permission.
@main
struct PhrasebookCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if let write = WriteCommands.writes(arguments) {
            Diagnostics.error("""
                phrasebook \(write) changes files in the package; run it with the writing plugin:
                  swift package --allow-writing-to-package-directory phrasebook-write \(arguments.joined(separator: " "))
                """)
            return
        }
        try PluginRun.phrasebook(arguments, context: context)
    }
}

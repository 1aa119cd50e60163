import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory phrasebook-write <command> [arguments]`: runs any
/// `phrasebook` command in the package's folder, including those that change its catalogs and sources
/// (`format`, `extract`, `lint --fix`, `import`, `pseudo --in-place`, `migrate`).
@main
struct PhrasebookWriteCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRun.phrasebook(arguments, context: context)
    }
}

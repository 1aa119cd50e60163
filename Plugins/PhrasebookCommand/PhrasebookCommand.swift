import Foundation
import PackagePlugin

/// `swift package phrasebook <command> [arguments]`: runs the `phrasebook` CLI in the package's folder.
///
/// A thin wrapper so a package can audit, lint, extract or format without installing the tool:
/// `swift package --allow-writing-to-package-directory phrasebook extract Sources --catalog Resources`.
@main
struct PhrasebookCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "PhrasebookCLI")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("phrasebook \(arguments.first ?? "") failed with exit status \(process.terminationStatus)")
        }
    }
}

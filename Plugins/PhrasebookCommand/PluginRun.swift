import Foundation
import PackagePlugin

/// Runs the `phrasebook` tool in the package's folder and reports a failure the way SwiftPM shows it.
enum PluginRun {
    static func phrasebook(_ arguments: [String], context: PluginContext) throws {
        let tool = try context.tool(named: "PhrasebookCLI")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("phrasebook \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        }
    }
}

import Foundation
import PackagePlugin

/// A build-tool plugin that writes, at build time, the string symbols Xcode 26 writes when "Generate String
/// Catalog Symbols" is on: `GeneratedStringSymbols_<Table>.swift` for each `.xcstrings` resource of the target,
/// so that `Text(.settings)` and `String(localized: .landmarks(count: 42))` build with SwiftPM, on Linux too
/// (through Phrasebook's runtime, which the target then depends on).
///
/// ```swift
/// .executableTarget(name: "App", dependencies: [.product(name: "Phrasebook", package: "Phrasebook")],
///                   resources: [.process("Resources")],
///                   plugins: [.plugin(name: "PhrasebookSymbols", package: "Phrasebook")])
/// ```
///
/// For accessors of Phrasebook's own style (`L10n.title`, public where modules share them), use PhrasebookGenerate.
@main
struct PhrasebookSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = target.sourceFiles(withSuffix: "xcstrings").map(\.url)
        return SymbolsCommand.make(
            catalogs: catalogs, projectFolder: context.package.directoryURL, targetName: target.name,
            workFolder: context.pluginWorkDirectoryURL, tool: try context.tool(named: "phrasebook-generate").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PhrasebookSymbols: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let catalogs = target.inputFiles.filter { $0.url.pathExtension == "xcstrings" }.map(\.url)
        return SymbolsCommand.make(
            catalogs: catalogs, projectFolder: context.xcodeProject.directoryURL, targetName: target.displayName,
            workFolder: context.pluginWorkDirectoryURL, tool: try context.tool(named: "phrasebook-generate").url)
    }
}
#endif

/// The one build command: the generator reads the catalogs and writes one symbol file per table into the
/// plugin's work folder, which the build compiles into the target.
enum SymbolsCommand {
    static func make(catalogs: [URL], projectFolder: URL, targetName: String, workFolder: URL, tool: URL) -> [Command] {
        // Interface Builder's catalogs (in `.lproj` folders) get no symbols, as in Xcode.
        let catalogs = catalogs.filter { !$0.deletingLastPathComponent().lastPathComponent.hasSuffix(".lproj") }
        guard !catalogs.isEmpty else { return [] }
        let folder = workFolder.appendingPathComponent("Symbols")
        // The configuration's generate.symbol_isolation shapes the files: a change to it must run the tool again.
        let configuration = projectFolder.appendingPathComponent(".phrasebook.yml")
        let settings = FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : []
        var tables: [String] = []
        for catalog in catalogs {
            let table = catalog.deletingPathExtension().lastPathComponent
            if !tables.contains(table) { tables.append(table) }
        }
        return [.buildCommand(
            displayName: "Generating string symbols for \(targetName)'s catalogs",
            executable: tool,
            arguments: ["--project", projectFolder.path, "--symbols", "xcode", "--output", folder.path] + catalogs.map(\.path),
            inputFiles: catalogs + settings + [tool],
            outputFiles: tables.map { folder.appendingPathComponent("GeneratedStringSymbols_\($0).swift") })]
    }
}

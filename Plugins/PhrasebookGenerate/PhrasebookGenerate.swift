import Foundation
import PackagePlugin

/// A build-tool plugin that writes type-safe accessors for the `.xcstrings` resources of the target that
/// lists it, at build time: nothing generated is committed.
///
/// ```swift
/// .target(name: "StoryStrings", dependencies: [.product(name: "Phrasebook", package: "Phrasebook")],
///         plugins: [.plugin(name: "PhrasebookGenerate", package: "Phrasebook")])
/// ```
///
/// The access level and namespace come from the package's `.phrasebook.yml` (`generate: { access: public }`),
/// so a feature package can share its strings with the app's other modules.
@main
struct PhrasebookGenerate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = target.sourceFiles(withSuffix: "xcstrings").map(\.url)
        return try GenerateCommand.make(
            catalogs: catalogs, projectFolder: context.package.directoryURL, targetName: target.name,
            workFolder: context.pluginWorkDirectoryURL, tool: context.tool(named: "phrasebook-generate").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PhrasebookGenerate: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let catalogs = target.inputFiles.filter { $0.url.pathExtension == "xcstrings" }.map(\.url)
        return try GenerateCommand.make(
            catalogs: catalogs, projectFolder: context.xcodeProject.directoryURL, targetName: target.displayName,
            workFolder: context.pluginWorkDirectoryURL, tool: context.tool(named: "phrasebook-generate").url)
    }
}
#endif

/// The one build command: the generator reads the catalogs and the project's configuration and writes one
/// Swift file, which the build compiles into the target.
enum GenerateCommand {
    static func make(catalogs: [URL], projectFolder: URL, targetName: String, workFolder: URL, tool: URL) -> [Command] {
        guard !catalogs.isEmpty else { return [] }
        let output = workFolder.appendingPathComponent("\(targetName)+Accessors.swift")
        let configuration = projectFolder.appendingPathComponent(".phrasebook.yml")
        var inputs = catalogs
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        return [.buildCommand(
            displayName: "Generating accessors for \(targetName)'s catalogs",
            executable: tool,
            arguments: ["--project", projectFolder.path, "--output", output.path] + catalogs.map(\.path),
            inputFiles: inputs + [tool],
            outputFiles: [output])]
    }
}

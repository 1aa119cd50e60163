import Foundation
import StringCatalog
import ProjectConfiguration
import SourceScanner

/// The project lint runs in: its `.phrasebook.yml` (if any) and the paths it names, relative to its folder.
struct LintProject {
    var root: URL
    var configuration: ProjectConfiguration?
    var configurationPath: String

    init(configurationFile: String?) throws {
        if let configurationFile {
            let url = URL(fileURLWithPath: configurationFile)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw LintConfigurationError(path: configurationFile, message: "no such file")
            }
            root = url.deletingLastPathComponent()
            configurationPath = configurationFile
            let text = try String(contentsOf: url, encoding: .utf8)
            configuration = try ProjectConfiguration.parse(text, path: configurationFile)
        } else {
            root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            configurationPath = ProjectConfiguration.fileName
            configuration = try ProjectConfiguration.load(fromProjectAt: root)
        }
    }

    /// The lint settings, with configured paths made relative to the current folder.
    func lintConfiguration() throws -> LintConfiguration {
        guard let configuration else { return LintConfiguration() }
        var lint = try LintConfiguration(project: configuration, path: configurationPath)
        lint.excludedPaths = (configuration.excluded ?? []).map(relativeToCurrentFolder)
        return lint
    }

    /// The configured source folders, or the project folder.
    var defaultSourcePaths: [String] {
        guard let sources = configuration?.sources, !sources.isEmpty else { return [relativeToCurrentFolder(".")] }
        return sources.map(relativeToCurrentFolder)
    }

    /// The configured catalog that receives plural variations: the first `.xcstrings` file named or found in a
    /// configured folder; `nil` when the project configures none.
    func defaultCatalog() throws -> URL? {
        let configured = (configuration?.catalogs ?? []).map { root.appendingPathComponent($0) }
        return configured.lazy.flatMap(CatalogFileSearch.catalogs).first { $0.pathExtension == "xcstrings" }
    }

    private func relativeToCurrentFolder(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let current = FileManager.default.currentDirectoryPath
        let full = root.appendingPathComponent(path).standardizedFileURL.path
        if full == current { return "." }
        return full.hasPrefix(current + "/") ? String(full.dropFirst(current.count + 1)) : full
    }
}

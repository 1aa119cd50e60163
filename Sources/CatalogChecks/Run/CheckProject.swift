import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

/// A project as `phrasebook check` and `phrasebook audit` see it: its folder, its optional
/// `.phrasebook.yml`, and the catalogs to check. Loads everything up front so that a bad file
/// stops the run with a clear error before any output.
public struct CheckProject: Sendable {
    /// The project root, against which configured paths resolve.
    public var directory: URL
    /// `.phrasebook.yml`, when the project has one.
    public var configuration: ProjectConfiguration?
    /// Where the configuration was read from, for messages.
    public var configurationPath: String

    /// Reads the project at `directory`, with `configurationFile` instead of `.phrasebook.yml` when given.
    public init(directory: URL, configurationFile: URL? = nil) throws {
        self.directory = directory.standardizedFileURL
        if let configurationFile {
            guard let data = FileManager.default.contents(atPath: configurationFile.path),
                  let text = String(data: data, encoding: .utf8) else {
                throw ConfigurationError(path: configurationFile.path, reason: "the configuration file can't be read as UTF-8 text")
            }
            configuration = try ProjectConfiguration.parse(text, path: configurationFile.path)
            configurationPath = configurationFile.path
        } else {
            configuration = try ProjectConfiguration.load(fromProjectAt: directory)
            configurationPath = directory.appendingPathComponent(ProjectConfiguration.fileName).path
        }
    }

    /// Check options from the configuration and command-line overrides.
    public func options(released: [String]? = nil, preparing: [String]? = nil, languages: [String]? = nil) throws -> CheckOptions {
        try CheckOptions(configuration: configuration, projectDirectory: directory, configurationPath: configurationPath,
                         released: released, preparing: preparing, languages: languages)
    }

    /// The catalog files: `paths` when given (relative to the current folder), else the configured
    /// `catalogs` (relative to the project), else every `.xcstrings` under the project.
    public func catalogFiles(_ paths: [String] = []) throws -> [URL] {
        if !paths.isEmpty { return try CatalogFiles.find(paths) }
        let configured = configuration?.catalogs ?? ["."]
        return try CatalogFiles.find(configured, relativeTo: directory)
    }

    /// Reads and parses `files`; findings name them by `displayPath(_:)`.
    public func inputs(_ files: [URL]) throws -> [CheckInput] {
        try files.map { url in
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw CatalogFilesError(path: url.path, reason: "the catalog can't be read")
            }
            let path = Self.displayPath(url)
            return CheckInput(catalog: try StringCatalog(data: data, path: path), path: path, text: data)
        }
    }

    /// `path` from the configuration, resolved against the project folder (absolute paths stay as they are).
    public func resolve(_ path: String) -> URL {
        CheckProject.resolve(path, against: directory)
    }

    /// `path` resolved against `directory`, which counts as a folder whether or not its URL ends in `/`.
    public static func resolve(_ path: String, against directory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path).standardizedFileURL
    }

    /// A path relative to the current folder when the file is inside it, else absolute.
    public static func displayPath(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}

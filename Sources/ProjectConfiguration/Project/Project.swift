import Diagnostics
import Foundation
import StringCatalog

/// A project as every command sees it: its root folder and `.phrasebook.yml`, resolved paths, the source
/// language, the released and preparing languages, its String Catalogs (read once), its Swift sources,
/// its glossary and its rule settings. Loaded and validated in one go, before any work, so a bad file
/// stops a run with one clear error; command-line flags override the file the same way in every command.
public struct Project: Sendable {
    /// What the command line says instead of `.phrasebook.yml`.
    public struct Overrides: Sendable, Equatable {
        /// `--config`: the configuration file to read instead of the root's `.phrasebook.yml`.
        public var configurationFile: String?
        /// `--source-language`.
        public var sourceLanguage: String?
        /// `--released`; when it or `preparingLanguages` is given, both replace the file's lists.
        public var releasedLanguages: [String]?
        /// `--preparing`.
        public var preparingLanguages: [String]?
        /// Catalog files or folders named on the command line, relative to the current folder.
        public var catalogs: [String]?
        /// Swift files or folders named on the command line, relative to the current folder.
        public var sources: [String]?

        public init(
            configurationFile: String? = nil, sourceLanguage: String? = nil, releasedLanguages: [String]? = nil,
            preparingLanguages: [String]? = nil, catalogs: [String]? = nil, sources: [String]? = nil
        ) {
            self.configurationFile = configurationFile
            self.sourceLanguage = sourceLanguage
            self.releasedLanguages = releasedLanguages
            self.preparingLanguages = preparingLanguages
            self.catalogs = catalogs
            self.sources = sources
        }
    }

    /// What a command needs read beyond the configuration and the catalogs.
    public struct Contents: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// List the Swift source files (extraction, lint, audit).
        public static let sources = Contents(rawValue: 1)
        /// Catalog paths may name catalogs that don't exist yet (extraction creates them).
        public static let newCatalogs = Contents(rawValue: 2)
        /// Catalogs that can't be read are listed in ``Project/catalogErrors`` instead of stopping the load
        /// (`format` reports each and goes on with the others).
        public static let unreadableCatalogs = Contents(rawValue: 4)
    }

    /// Where the source language came from, for reports.
    public enum SourceLanguageOrigin: String, Sendable {
        case commandLine = "command line"
        case configuration = "configuration"
        case catalogs = "catalogs"
        /// The development region of the Xcode or Tuist project (for legacy `.strings` tables).
        case xcodeProject = "Xcode project"
        case fallback = "default"
    }

    /// The project folder: configured paths are relative to it.
    public let root: URL
    /// The configuration file read, `nil` when the project has none.
    public let configurationFile: URL?
    /// The configuration as written (defaults when there is no file).
    public let configuration: ProjectConfiguration
    /// How paths are shown in messages.
    public let paths: PathDisplay
    /// The catalog files and folders the project names (command line, else configuration, else the root).
    public let catalogLocations: [URL]
    /// Every String Catalog found in ``catalogLocations``, read and parsed once, sorted by path.
    public let catalogs: [ProjectCatalog]
    /// What reading the catalogs repaired: members a bad merge left twice, merged, each naming both lines.
    public var repairs: [DuplicateRepair] { catalogs.flatMap(\.repairs) }
    /// Why catalogs could not be read (`FileAccessError`, `CatalogReadError`), with `.unreadableCatalogs`.
    public let catalogErrors: [any Error]
    /// Every Swift file of the sources, minus excluded ones, sorted by path (empty unless `.sources` was asked for).
    public let sourceFiles: [URL]
    /// The files of ``sourceFiles`` inside local packages: folders with a `Package.swift` below a source
    /// folder (not the folder itself). Xcode builds them as targets of their own, so extraction reads
    /// their declarations (the APIs the app calls) but doesn't put their strings in the app's catalogs.
    public let localPackageFiles: [URL]
    /// ``sourceFiles`` minus ``localPackageFiles``: the files whose strings belong in the project's catalogs.
    public let appSourceFiles: [URL]
    /// The language keys and source text are written in.
    public let sourceLanguage: String
    public let sourceLanguageOrigin: SourceLanguageOrigin
    /// Languages shipped to users (`nil`: every catalog language not in preparation).
    public let releasedLanguages: [String]?
    /// Languages in the catalogs but not offered yet.
    public let preparingLanguages: [String]?
    /// The glossary, when the configuration names one.
    public let glossary: Glossary?
    /// The translation style guide engines that take instructions read: `translate.style_guide`, else
    /// `TRANSLATION.md` at the root when there is one (as Xcode reads it).
    package let translationStyleGuide: URL?
    /// The Xcode projects and `Info.plist` files of its top folders, searched once when first read.
    package let xcodeFiles: XcodeProjectFiles

    /// Lint rule settings.
    public var lintRules: RuleSelection { configuration.lint }
    /// Every language of the catalogs, each once, in the order the catalogs name them.
    public var catalogLanguages: [String] {
        var languages: [String] = []
        var seen: Set<String> = []
        for catalog in catalogs {
            for language in catalog.catalog.languages where seen.insert(language).inserted { languages.append(language) }
        }
        return languages
    }
    /// Catalog check settings.
    public var checkSettings: CheckSettings { configuration.check }
    /// Extraction settings.
    public var extractSettings: ExtractSettings { configuration.extract }
    /// Accessor generation settings.
    public var generateSettings: GenerateSettings { configuration.generate }

    /// `url` as messages show it.
    public func display(_ url: URL) -> String { paths.display(url) }

    /// Loads the project at `directory` (default: the folder of `--config`; else, when the command line names
    /// source or catalog paths, the nearest folder above them that marks a project (see ``ProjectRootSearch``);
    /// else the current folder).
    ///
    /// Reads the configuration (validating every section and rule against `rules`), resolves and checks
    /// every path, reads every catalog, works out the source language and, with `.sources`, lists the
    /// Swift files. Catalogs a bad merge left members in twice are repaired (``repairs``) when that loses
    /// nothing; conflicting repeats are a `CatalogReadError` unless `duplicates` settles them. Throws
    /// ``ConfigurationError``, `FileAccessError` or `CatalogReadError`.
    public static func load(
        directory: String? = nil, overrides: Overrides = Overrides(), rules: RuleRegistry, reading contents: Contents = [],
        duplicates: DuplicateResolution = .refuseConflicts, paths: PathDisplay = .current
    ) throws -> Project {
        let configurationURL = overrides.configurationFile.map(paths.url(forArgument:))
        let current = URL(fileURLWithPath: paths.currentDirectory)
        // Paths named on the command line find their own project, never the current folder by accident.
        let namedPaths = (overrides.sources ?? overrides.catalogs ?? []).map(paths.url(forArgument:))
        let root = directory.map(paths.url(forArgument:)) ?? configurationURL?.deletingLastPathComponent()
            ?? (namedPaths.isEmpty ? current : ProjectRootSearch.root(of: namedPaths, currentDirectory: current))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ConfigurationError(path: paths.display(root), reason: "no such project folder")
        }
        let defaultFile = root.appendingPathComponent(ProjectConfiguration.fileName)
        let file = configurationURL ?? (FileManager.default.fileExists(atPath: defaultFile.path) ? defaultFile : nil)
        let configuration = try file.map { try ProjectConfiguration.load(from: $0, rules: rules) } ?? ProjectConfiguration()
        let resolver = PathResolver(
            root: root, paths: paths, configuration: configuration,
            configurationPath: file.map(paths.display) ?? ProjectConfiguration.fileName)

        let excluded = try resolver.resolve(configuration.excluded ?? [], setting: "excluded", mustExist: false)
        let catalogLocations = try overrides.catalogs.map {
            try resolver.resolveArguments($0, mustExist: !contents.contains(.newCatalogs))
        } ?? resolver.resolve(configuration.catalogs ?? ["."], setting: "catalogs", mustExist: !contents.contains(.newCatalogs))
        let catalogFiles = Self.unique(catalogLocations.flatMap(CatalogFileSearch.catalogs))
            .filter { FileManager.default.fileExists(atPath: $0.path) && !excluded.contains(where: $0.isInside) }
        var catalogs: [ProjectCatalog] = []
        var catalogErrors: [any Error] = []
        for url in catalogFiles {
            do {
                catalogs.append(try ProjectCatalog.read(url, path: paths.display(url), duplicates: duplicates))
            } catch {
                catalogErrors.append(error)
            }
        }
        if !catalogErrors.isEmpty, !contents.contains(.unreadableCatalogs) {
            throw catalogErrors.count == 1 ? catalogErrors[0] : ProjectErrors(errors: catalogErrors)
        }

        let xcodeFiles = XcodeProjectFiles(root: root)
        let (sourceLanguage, origin) = try Self.sourceLanguage(
            overrides: overrides, configuration: configuration, catalogs: catalogs, resolver: resolver, xcodeFiles: xcodeFiles)
        let glossary = try configuration.glossary.map {
            try Glossary.load(from: try resolver.resolve([$0], setting: "glossary", mustExist: true)[0])
        }
        let defaultStyleGuide = root.appendingPathComponent("TRANSLATION.md")
        let styleGuide = try configuration.translate.styleGuide.map {
            try resolver.resolve([$0], setting: "translate.style_guide", mustExist: true)[0]
        } ?? (FileManager.default.fileExists(atPath: defaultStyleGuide.path) ? defaultStyleGuide : nil)
        var sourceFiles: [URL] = []
        var localPackageFiles: [URL] = []
        var appSourceFiles: [URL] = []
        if contents.contains(.sources) {
            let locations = try overrides.sources.map { try resolver.resolveArguments($0, mustExist: true) }
                ?? resolver.resolve(configuration.sources ?? ["."], setting: "sources", mustExist: true)
            sourceFiles = Self.unique(locations.flatMap { FileSearch.files(at: $0, withExtension: "swift") })
                .filter { file in !excluded.contains(where: file.isInside) && !Self.isPackageManifest(file) }
            let packageFolders = locations.flatMap(FileSearch.nestedPackageFolders)
            localPackageFiles = sourceFiles.filter { file in packageFolders.contains(where: file.isInside) }
            let packageFiles = Set(localPackageFiles)
            appSourceFiles = sourceFiles.filter { !packageFiles.contains($0) }
        }
        let overridesRelease = overrides.releasedLanguages != nil || overrides.preparingLanguages != nil
        return Project(
            root: root, configurationFile: file, configuration: configuration, paths: paths,
            catalogLocations: catalogLocations, catalogs: catalogs, catalogErrors: catalogErrors, sourceFiles: sourceFiles,
            localPackageFiles: localPackageFiles, appSourceFiles: appSourceFiles,
            sourceLanguage: sourceLanguage, sourceLanguageOrigin: origin,
            releasedLanguages: overridesRelease ? overrides.releasedLanguages ?? [] : configuration.releasedLanguages,
            preparingLanguages: overridesRelease ? overrides.preparingLanguages ?? [] : configuration.preparingLanguages,
            glossary: glossary, translationStyleGuide: styleGuide, xcodeFiles: xcodeFiles)
    }

    /// The command line's language, else the configuration's, else the one every catalog declares, else the
    /// development region of the Xcode project.
    private static func sourceLanguage(
        overrides: Overrides, configuration: ProjectConfiguration, catalogs: [ProjectCatalog], resolver: PathResolver,
        xcodeFiles: XcodeProjectFiles
    ) throws -> (String, SourceLanguageOrigin) {
        if let language = overrides.sourceLanguage { return (language, .commandLine) }
        if let language = configuration.sourceLanguage { return (language, .configuration) }
        let declared = Dictionary(grouping: catalogs, by: \.catalog.sourceLanguage)
        guard declared.count <= 1 else {
            let list = declared.keys.sorted().map { language in
                "\(language) in \(declared[language]!.map(\.path).joined(separator: ", "))"
            }.joined(separator: "; ")
            throw ConfigurationError(
                path: resolver.configurationPath,
                reason: "the catalogs disagree on the source language (\(list)); set source_language or pass --source-language")
        }
        if let language = declared.keys.first { return (language, .catalogs) }
        if let language = XcodeProjects.developmentRegion(in: xcodeFiles) { return (language, .xcodeProject) }
        return ("en", .fallback)
    }

    /// `Package.swift` and `Package@swift-6.0.swift`: build descriptions, not app code.
    static func isPackageManifest(_ file: URL) -> Bool {
        let name = file.lastPathComponent
        return name == "Package.swift" || name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")
    }

    private static func unique(_ urls: [URL]) -> [URL] {
        var seen: Set<String> = []
        return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }.sorted { $0.path < $1.path }
    }
}

/// Several problems found loading a project, each said on its own line.
public struct ProjectErrors: Error, CustomStringConvertible {
    public var errors: [any Error]
    public var description: String { errors.map { String(describing: $0) }.joined(separator: "\n") }
}

/// Resolves the paths a project names: configured ones against the root, command-line ones against the
/// current folder; a missing path is an error naming the setting or argument.
struct PathResolver {
    var root: URL
    var paths: PathDisplay
    var configuration: ProjectConfiguration
    /// The configuration file as shown, for errors about configured paths.
    var configurationPath: String

    func resolve(_ entries: [String], setting: String, mustExist: Bool) throws -> [URL] {
        try entries.enumerated().map { index, entry in
            let url = entry.hasPrefix("/") ? URL(fileURLWithPath: entry).standardizedFileURL
                : root.appendingPathComponent(entry).standardizedFileURL
            if mustExist, !FileManager.default.fileExists(atPath: url.path) {
                let name = setting == "glossary" || setting == "translate.style_guide" ? setting : "\(setting)[\(index)]"
                throw configuration.error(at: name, file: configurationPath, "no such file or folder: \(paths.display(url))")
            }
            return url
        }
    }

    func resolveArguments(_ entries: [String], mustExist: Bool) throws -> [URL] {
        try entries.map { entry in
            let url = paths.url(forArgument: entry)
            if mustExist, !FileManager.default.fileExists(atPath: url.path) {
                throw ConfigurationError(path: entry, reason: "no such file or folder")
            }
            return url
        }
    }
}

extension URL {
    /// Whether this file is `folder` itself or inside it.
    func isInside(_ folder: URL) -> Bool {
        let path = standardizedFileURL.path
        let folderPath = folder.standardizedFileURL.path
        return path == folderPath || path.hasPrefix(folderPath.hasSuffix("/") ? folderPath : folderPath + "/")
    }
}

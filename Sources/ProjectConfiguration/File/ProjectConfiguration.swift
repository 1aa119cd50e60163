import Diagnostics
import Foundation

/// The optional `.phrasebook.yml` at a project's root, as written: every command reads it through
/// ``Project``, which resolves its paths and applies command-line overrides.
///
/// A missing or empty file means defaults. Unknown keys, values of the wrong type, unknown rule ids and
/// bad rule options are ``ConfigurationError``s with the file, line and column.
public struct ProjectConfiguration: Sendable, Equatable {
    /// The file name looked up at the project root.
    public static let fileName = ".phrasebook.yml"

    /// The language keys and source values are written in; defaults to the catalogs' own.
    public var sourceLanguage: String?
    /// Languages shipped to users: their findings are errors that block a release.
    public var releasedLanguages: [String]?
    /// Languages kept in the catalog but not offered yet: their findings are warnings.
    public var preparingLanguages: [String]?
    /// Catalog files or folders, relative to the project root.
    public var catalogs: [String]?
    /// Source folders scanned by extraction and lint, relative to the project root.
    public var sources: [String]?
    /// Files and folders left out of scanning, relative to the project root.
    public var excluded: [String]?
    /// The glossary file (terms and do-not-translate words), relative to the project root.
    public var glossary: String?
    /// Lint rule settings.
    public var lint: RuleSelection
    /// Catalog check settings.
    public var check: CheckSettings
    /// Extraction settings.
    public var extract: ExtractSettings
    /// Accessor generation settings.
    public var generate: GenerateSettings
    /// Machine translation settings (`phrasebook translate`, the editor's suggestions).
    package var translate = TranslateSettings()
    /// Where each path setting is written (`catalogs[0]`, `glossary`), for errors found when it is used.
    var locations: [String: SettingLocation] = [:]

    public init(
        sourceLanguage: String? = nil, releasedLanguages: [String]? = nil, preparingLanguages: [String]? = nil,
        catalogs: [String]? = nil, sources: [String]? = nil, excluded: [String]? = nil, glossary: String? = nil,
        lint: RuleSelection = RuleSelection(), check: CheckSettings = CheckSettings(), extract: ExtractSettings = ExtractSettings(),
        generate: GenerateSettings = GenerateSettings()
    ) {
        self.sourceLanguage = sourceLanguage
        self.releasedLanguages = releasedLanguages
        self.preparingLanguages = preparingLanguages
        self.catalogs = catalogs
        self.sources = sources
        self.excluded = excluded
        self.glossary = glossary
        self.lint = lint
        self.check = check
        self.extract = extract
        self.generate = generate
    }

    /// The top-level keys, in the order the README documents them.
    static let keys = [
        "source_language", "released_languages", "preparing_languages", "catalogs", "sources", "excluded", "glossary",
        "lint", "check", "extract", "generate", "translate",
    ]

    /// Parses configuration YAML; `path` names the file in errors. Rule ids and options are validated
    /// against `rules`.
    public static func parse(_ yaml: String, path: String, rules: RuleRegistry = .unvalidated) throws -> ProjectConfiguration {
        var configuration = ProjectConfiguration()
        guard let root = try SettingNode.root(of: yaml, file: path) else { return configuration }
        let fields = try root.fields(keys)
        configuration.sourceLanguage = try fields["source_language"]?.languageTag()
        configuration.releasedLanguages = try fields["released_languages"]?.languageTags()
        configuration.preparingLanguages = try fields["preparing_languages"]?.languageTags()
        for (key, keyPath) in [("catalogs", \ProjectConfiguration.catalogs), ("sources", \.sources), ("excluded", \.excluded)] {
            guard let items = try fields[key]?.stringItems() else { continue }
            configuration[keyPath: keyPath] = items.map(\.value)
            for item in items { configuration.locations[item.node.name] = item.node.location }
        }
        if let glossary = fields["glossary"] {
            configuration.glossary = try glossary.string()
            configuration.locations["glossary"] = glossary.location
        }
        if let lint = fields["lint"], !lint.isNull {
            configuration.lint = try RuleSelection(section: lint.fields(RuleSelection.keys), known: rules.rules(configuredIn: "lint"))
        }
        if let check = fields["check"], !check.isNull {
            configuration.check = try CheckSettings(check, known: rules.rules(configuredIn: "check"))
        }
        if let extract = fields["extract"], !extract.isNull {
            configuration.extract = try ExtractSettings(extract)
        }
        if let generate = fields["generate"], !generate.isNull {
            configuration.generate = try GenerateSettings(generate)
        }
        if let translate = fields["translate"], !translate.isNull {
            configuration.translate = try TranslateSettings(translate)
            if let guide = try translate.fields(TranslateSettings.keys)["style_guide"] {
                configuration.locations["translate.style_guide"] = guide.location
            }
        }
        if let released = configuration.releasedLanguages, let preparing = configuration.preparingLanguages,
           let both = Set(released).intersection(preparing).sorted().first, let node = fields["preparing_languages"] {
            throw node.error("'\(both)' is listed as released and as preparing")
        }
        return configuration
    }

    /// An error about the path setting `name` (`catalogs[0]`), located where it is written.
    func error(at name: String, file: String, _ reason: String) -> ConfigurationError {
        let location = locations[name]
        return ConfigurationError(path: file, line: location?.line, column: location?.column, reason: "\(name): \(reason)")
    }

    /// Reads the configuration file at `url`: a missing file is an error here (``Project`` decides when a
    /// file is optional); an empty one means defaults.
    public static func load(from url: URL, rules: RuleRegistry = .unvalidated) throws -> ProjectConfiguration {
        let text = try SettingsFile.text(at: url, what: "configuration file")
        return try parse(text, path: SettingsFile.displayPath(url), rules: rules)
    }
}

/// Where a setting is written in its file.
struct SettingLocation: Sendable, Equatable {
    var line: Int?
    var column: Int?
}

/// Reading settings files (the configuration, the glossary) as UTF-8 text, with clear errors.
enum SettingsFile {
    static func text(at url: URL, what: String) throws -> String {
        let path = displayPath(url)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ConfigurationError(path: path, reason: "no such \(what)")
        }
        guard !isDirectory.boolValue else { throw ConfigurationError(path: path, reason: "expected a \(what), found a folder") }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigurationError(path: path, reason: "the \(what) can't be read (permission denied?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: path, reason: "the \(what) is not valid UTF-8 text")
        }
        return text
    }

    static func displayPath(_ url: URL) -> String {
        PathDisplay.current.display(url)
    }
}

import Foundation
import Yams

/// The optional `.phrasebook.yml` at a project's root.
///
/// Every command works without it; values given here are defaults that command-line flags override.
/// Each tool reads its own section (`lint`, `check`) and ignores the others.
public struct ProjectConfiguration: Sendable, Equatable, Decodable {
    /// The file name looked up at the project root.
    public static let fileName = ".phrasebook.yml"

    /// The language keys and source values are written in; defaults to the catalog's own.
    public var sourceLanguage: String?
    /// Languages shipped to users: their findings are errors that block a release.
    public var releasedLanguages: [String]?
    /// Languages kept in the catalog but not offered yet: their findings are warnings.
    public var preparingLanguages: [String]?
    /// Catalog files or folders, relative to the project root.
    public var catalogs: [String]?
    /// Source folders scanned by extraction and lint, relative to the project root.
    public var sources: [String]?
    /// Glob-like path prefixes excluded from scanning.
    public var excluded: [String]?
    /// The glossary file (terms and do-not-translate words), relative to the project root.
    public var glossary: String?
    /// Lint settings.
    public var lint: RuleSettings?
    /// Catalog check settings.
    public var check: CheckSettings?
    /// Extraction settings.
    public var extract: ExtractSettings?

    public init(
        sourceLanguage: String? = nil, releasedLanguages: [String]? = nil, preparingLanguages: [String]? = nil,
        catalogs: [String]? = nil, sources: [String]? = nil, excluded: [String]? = nil, glossary: String? = nil,
        lint: RuleSettings? = nil, check: CheckSettings? = nil, extract: ExtractSettings? = nil
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
    }

    enum CodingKeys: String, CodingKey {
        case sourceLanguage = "source_language"
        case releasedLanguages = "released_languages"
        case preparingLanguages = "preparing_languages"
        case catalogs, sources, excluded, glossary, lint, check, extract
    }
}

/// Settings shared by rule-based tools (lint rules, catalog checks).
public struct RuleSettings: Sendable, Equatable, Decodable {
    /// Rule ids turned off.
    public var disabled: [String]?
    /// Opt-in rule ids turned on.
    public var enabled: [String]?
    /// Severity overrides by rule id: `warning`, `error` or `off`.
    public var severities: [String: String]?
    /// Per-rule options by rule id, as free-form YAML values (e.g. `key-naming: { pattern: ... }`).
    public var options: [String: [String: String]]?

    public init(
        disabled: [String]? = nil, enabled: [String]? = nil,
        severities: [String: String]? = nil, options: [String: [String: String]]? = nil
    ) {
        self.disabled = disabled
        self.enabled = enabled
        self.severities = severities
        self.options = options
    }
}

/// A configuration file that could not be read, with where and why.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var reason: String

    public init(path: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        var location = path
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        return "\(location): error: \(reason)"
    }
}

extension ProjectConfiguration {
    /// Parses configuration YAML; `path` is used in error messages only.
    public static func parse(_ yaml: String, path: String) throws -> ProjectConfiguration {
        try decodeYAML(ProjectConfiguration.self, from: yaml, path: path)
    }

    /// Decodes any YAML (or JSON) settings file, such as the glossary, reporting problems as
    /// `ConfigurationError`s with the file, line and column; `path` is used in error messages only.
    public static func decodeYAML<Value: Decodable>(_ type: Value.Type, from yaml: String, path: String) throws -> Value {
        do {
            return try YAMLDecoder().decode(Value.self, from: yaml)
        } catch let error as YamlError {
            throw syntaxError(error, path: path)
        } catch let error as DecodingError {
            // Yams reports syntax errors wrapped in `dataCorrupted`.
            if case let .dataCorrupted(context) = error, let yamlError = context.underlyingError as? YamlError {
                throw syntaxError(yamlError, path: path)
            }
            throw ConfigurationError(path: path, reason: Self.describe(error))
        }
    }

    private static func syntaxError(_ error: YamlError, path: String) -> ConfigurationError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _):
            return ConfigurationError(path: path, line: mark.line, column: mark.column, reason: problem)
        default:
            return ConfigurationError(path: path, reason: "\(error)")
        }
    }

    /// Loads `.phrasebook.yml` from `directory`; returns `nil` when the project has none.
    public static func load(fromProjectAt directory: URL) throws -> ProjectConfiguration? {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: url.path, reason: "the file is not valid UTF-8")
        }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return ProjectConfiguration() }
        return try parse(text, path: url.path)
    }

    private static func describe(_ error: DecodingError) -> String {
        func pathText(_ path: [CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case let .typeMismatch(type, context):
            return "\(pathText(context.codingPath)): expected \(type)"
        case let .valueNotFound(type, context):
            return "\(pathText(context.codingPath)): expected a value of type \(type)"
        case let .keyNotFound(key, context):
            return "\(pathText(context.codingPath + [key])): missing"
        case let .dataCorrupted(context):
            return "\(pathText(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

import StringCatalog
import Yams

/// One value of a settings file (`.phrasebook.yml`, the glossary) with where it was written, read
/// strictly: unknown keys, duplicate keys and values of the wrong type are ``ConfigurationError``s
/// naming the setting (`lint.severities.key-naming`) and its line and column.
///
/// Yams' `Decodable` support can report neither unknown keys nor the position of a type error, so the
/// files are read from the composed node tree instead.
struct SettingNode {
    let node: Node
    /// The file, for errors.
    let file: String
    /// The dotted name of the setting (`check.length_limits.Home`), for errors; empty for the root.
    let name: String

    /// Composes `yaml`; `nil` when the document is empty (only comments or whitespace).
    static func root(of yaml: String, file: String) throws -> SettingNode? {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        }
        guard let node else { return nil }
        let root = SettingNode(node: node, file: file, name: "")
        return root.isNull ? nil : root
    }

    private static func syntaxError(_ error: YamlError, file: String) -> ConfigurationError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { "\($0.text) " } ?? ""
            return ConfigurationError(path: file, line: mark.line, column: mark.column, reason: "invalid YAML: \(detail)\(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return ConfigurationError(
                path: file, line: context.mark.line, column: context.mark.column,
                reason: "\(duplicates.joined(separator: ", ")) set twice")
        default:
            return ConfigurationError(path: file, reason: "invalid YAML: \(error)")
        }
    }

    /// An error located at this value.
    func error(_ reason: String) -> ConfigurationError {
        ConfigurationError(path: file, line: node.mark?.line, column: node.mark?.column, reason: name.isEmpty ? reason : "\(name): \(reason)")
    }

    /// What the value is, for "found …" in messages.
    var kindDescription: String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar(let scalar): isNull ? "nothing" : "'\(scalar.string)'"
        }
    }

    /// Whether the value is YAML's null (`~`, `null` or nothing after the colon).
    var isNull: Bool {
        if case .scalar = node { return node.tag == Tag(.null) }
        return false
    }

    /// The entries of a mapping, in file order, each named `name.key`; a key outside `allowedKeys` (when
    /// given) or written twice is an error at the key.
    func entries(allowedKeys: [String]? = nil) throws -> [(key: String, value: SettingNode)] {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping, found \(kindDescription)") }
        var seen: Set<String> = []
        var result: [(String, SettingNode)] = []
        for (keyNode, valueNode) in mapping {
            guard case .scalar(let keyScalar) = keyNode else {
                throw SettingNode(node: keyNode, file: file, name: name).error("expected a key, found \(SettingNode(node: keyNode, file: file, name: name).kindDescription)")
            }
            let key = keyScalar.string
            let keyNamed = SettingNode(node: keyNode, file: file, name: name.isEmpty ? key : "\(name).\(key)")
            if let allowedKeys, !allowedKeys.contains(key) {
                let known = allowedKeys.joined(separator: ", ")
                throw keyNamed.error("unknown setting; expected one of \(known)")
            }
            guard seen.insert(key).inserted else { throw keyNamed.error("set twice") }
            result.append((key, SettingNode(node: valueNode, file: file, name: keyNamed.name)))
        }
        return result
    }

    /// The entries of a mapping by key, after ``entries(allowedKeys:)``'s checks.
    func fields(_ allowedKeys: [String]) throws -> [String: SettingNode] {
        Dictionary(try entries(allowedKeys: allowedKeys).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// A text value; numbers and booleans are read as written (`1.0`, `true`).
    func string() throws -> String {
        guard case .scalar(let scalar) = node, !isNull else {
            throw error("expected a text value, found \(kindDescription)")
        }
        return scalar.string
    }

    /// A well-formed language tag (`pt-BR`): languages name folders and files, so nothing else is taken.
    func languageTag() throws -> String {
        let tag = try string()
        if let problem = LanguageTagCheck.problem(with: tag) {
            throw error("\(LanguageTagCheck.quoted(tag)) is not a language tag: \(problem)")
        }
        return tag
    }

    /// A list of well-formed language tags; a single value counts as a list of one.
    func languageTags() throws -> [String] {
        try stringItems().map { item in try item.node.languageTag() }
    }

    /// A list of text values; a single value counts as a list of one (`catalogs: Resources`).
    func strings() throws -> [String] {
        try stringItems().map(\.value)
    }

    /// A list of text values with the node of each, for errors about an item found later.
    func stringItems() throws -> [(value: String, node: SettingNode)] {
        switch node {
        case .sequence(let sequence):
            return try sequence.enumerated().map { index, item in
                let itemNode = SettingNode(node: item, file: file, name: "\(name)[\(index)]")
                return (try itemNode.string(), itemNode)
            }
        case .scalar where !isNull:
            return [(try string(), SettingNode(node: node, file: file, name: "\(name)[0]"))]
        default:
            throw error("expected a list of text values, found \(kindDescription)")
        }
    }

    /// Where the value is written.
    var location: SettingLocation { SettingLocation(line: node.mark?.line, column: node.mark?.column) }

    /// A whole number.
    func int() throws -> Int {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
            throw error("expected a whole number, found \(kindDescription)")
        }
        return value
    }

    /// A number.
    func double() throws -> Double {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite else {
            throw error("expected a number, found \(kindDescription)")
        }
        return value
    }

    /// `true` or `false` (YAML's `yes`/`no` too).
    func bool() throws -> Bool {
        guard case .scalar(let scalar) = node, let value = Bool.construct(from: scalar) else {
            throw error("expected true or false, found \(kindDescription)")
        }
        return value
    }
}

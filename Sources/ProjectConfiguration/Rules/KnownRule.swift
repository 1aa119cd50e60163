/// What the configuration needs to know of a rule to validate its settings: its id, whether it runs
/// only when enabled, and how to check its options. Lint rules and catalog checks each describe
/// themselves this way, so one parser validates both sections.
public struct KnownRule: Sendable {
    /// The stable id (`manual-pluralization`).
    public var id: String
    /// Whether the rule runs only when `enabled` (or a severity) names it.
    public var isOptIn: Bool
    /// The option names the rule reads (`pattern`); any other is an error.
    public var optionNames: [String]
    /// Validates option values, throwing a message about what is wrong (e.g. a regular expression
    /// that doesn't compile); runs while the configuration is read, before any work.
    public var validateOptions: @Sendable ([String: String]) throws -> Void

    public init(
        id: String, isOptIn: Bool = false, optionNames: [String] = [],
        validateOptions: @escaping @Sendable ([String: String]) throws -> Void = { _ in }
    ) {
        self.id = id
        self.isOptIn = isOptIn
        self.optionNames = optionNames
        self.validateOptions = validateOptions
    }
}

/// The rules each rule section of `.phrasebook.yml` may name: `lint:` and `check:`.
public struct RuleRegistry: Sendable {
    public var lint: [KnownRule]
    public var check: [KnownRule]

    public init(lint: [KnownRule], check: [KnownRule]) {
        self.lint = lint
        self.check = check
    }

    /// No rules known: rule ids are not validated (for reading a file without running anything).
    public static let unvalidated = RuleRegistry(lint: [], check: [])
}

/// A rule option whose value can't be used, thrown by a rule's option validation.
public struct RuleOptionError: Error, Sendable, CustomStringConvertible {
    /// The option's name (`pattern`).
    public var option: String
    /// What is wrong with its value.
    public var reason: String

    public init(option: String, reason: String) {
        self.option = option
        self.reason = reason
    }

    public var description: String { "\(option): \(reason)" }
}

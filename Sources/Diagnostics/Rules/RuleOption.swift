/// One option a rule reads from its section's `options:` in `.phrasebook.yml` (`lint.options.key-naming.pattern`).
public struct RuleOption: Sendable {
    /// The option's name (`pattern`).
    public var name: String
    /// What the option does, in one line, as `phrasebook rules ID` shows it.
    public var summary: String
    /// Checks a value while the configuration is read, before any work, throwing what is wrong with it
    /// (a regular expression that doesn't compile).
    public var validate: @Sendable (String) throws(RuleOptionError) -> Void

    public init(name: String, summary: String, validate: @escaping @Sendable (String) throws(RuleOptionError) -> Void = { _ in }) {
        self.name = name
        self.summary = summary
        self.validate = validate
    }
}

/// The options of one rule, as written under `options.<rule-id>` in `.phrasebook.yml`, by name.
public typealias RuleOptions = [String: String]

/// A rule option whose value can't be used.
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

import Diagnostics
/// The `check:` section of `.phrasebook.yml`: the shared rule settings plus catalog-check parameters.
///
/// ```yaml
/// check:
///   disabled: [inconsistent-translation]
///   severities: { needs-review: error, length-expansion: off }
///   allowed_identical: [StoryApp, Podcast]     # or by language: { "*": [StoryApp], de: [Standard] }
///   max_length_ratio: 2.0
///   min_length_for_ratio: 8
///   length_limits: { "Home": 12, "Journey": 12 }
///   min_coverage: { preparing: 80, uk: 60 }      # floors in percent: by status, or by language
///   unreviewed_machine_translation: error        # the severity of `unreviewed-machine-translation`
/// ```
public struct CheckSettings: Sendable, Equatable {
    /// `disabled`, `enabled`, `severities` and `options`, as for lint.
    public var rules: RuleSelection
    /// Texts that may stay identical to the source, by language tag or base language; `*` for every
    /// language (brand names). A plain list in the file means every language.
    public var allowedIdentical: [String: [String]]?
    /// A translation longer than this many times its source is reported (`length-expansion`).
    public var maxLengthRatio: Double?
    /// Sources shorter than this many characters are exempt from the ratio.
    public var minLengthForRatio: Int?
    /// Character limits by key (`length-limit`).
    public var lengthLimits: [String: Int]?
    /// The least share translated, in percent, by release status (`released`, `preparing`) or language tag;
    /// a language's own floor wins over its status's.
    public var minimumCoverage: [String: Int]?

    public init(
        rules: RuleSelection = RuleSelection(), allowedIdentical: [String: [String]]? = nil, maxLengthRatio: Double? = nil,
        minLengthForRatio: Int? = nil, lengthLimits: [String: Int]? = nil, minimumCoverage: [String: Int]? = nil
    ) {
        self.rules = rules
        self.allowedIdentical = allowedIdentical
        self.maxLengthRatio = maxLengthRatio
        self.minLengthForRatio = minLengthForRatio
        self.lengthLimits = lengthLimits
        self.minimumCoverage = minimumCoverage
    }

    static let keys = RuleSelection.keys + [
        "allowed_identical", "max_length_ratio", "min_length_for_ratio", "length_limits", "min_coverage",
        "unreviewed_machine_translation",
    ]

    /// The rule `unreviewed_machine_translation` sets the severity of (a shorthand older configurations use).
    static let machineTranslationRule = RuleID("unreviewed-machine-translation")

    init(_ node: SettingNode, known: [any Rule.Type]) throws {
        let fields = try node.fields(Self.keys)
        self.init(rules: try RuleSelection(section: fields, known: known))
        if let allowed = fields["allowed_identical"] {
            if case .mapping = allowed.node {
                allowedIdentical = Dictionary(uniqueKeysWithValues: try allowed.entries().map { ($0.key, try $0.value.strings()) })
            } else {
                allowedIdentical = ["*": try allowed.strings()]
            }
        }
        if let ratio = fields["max_length_ratio"] {
            let value = try ratio.double()
            guard value > 0 else { throw ratio.error("expected a positive number, found \(value)") }
            maxLengthRatio = value
        }
        if let minimum = fields["min_length_for_ratio"] {
            let value = try minimum.int()
            guard value >= 0 else { throw minimum.error("expected zero or more characters, found \(value)") }
            minLengthForRatio = value
        }
        if let limits = fields["length_limits"] {
            var values: [String: Int] = [:]
            for (key, limit) in try limits.entries() {
                let value = try limit.int()
                guard value > 0 else { throw limit.error("expected a positive number of characters, found \(value)") }
                values[key] = value
            }
            lengthLimits = values
        }
        if let floors = fields["min_coverage"] {
            var values: [String: Int] = [:]
            for (scope, floor) in try floors.entries() {
                let value = try floor.int()
                guard (0...100).contains(value) else { throw floor.error("expected a percentage from 0 to 100, found \(value)") }
                values[scope] = value
            }
            minimumCoverage = values
        }
        if let setting = fields["unreviewed_machine_translation"] {
            guard rules.severities[Self.machineTranslationRule] == nil else {
                throw setting.error("the severity of \(Self.machineTranslationRule) is also set under check.severities")
            }
            let severity = try RuleSelection.severity(setting)
            rules.severities[Self.machineTranslationRule] = severity
            if severity != nil { rules.enabled.insert(Self.machineTranslationRule) }
        }
    }
}

/// The `check:` section of `.phrasebook.yml`: the shared rule settings plus catalog-check parameters.
///
/// ```yaml
/// check:
///   disabled: [inconsistent-translation]
///   severities: { needs-review: error, length-expansion: off }
///   allowed_identical: [StoryApp, Podcast]
///   max_length_ratio: 2.0
///   min_length_for_ratio: 8
///   length_limits: { "Home": 12, "Journey": 12 }
/// ```
public struct CheckSettings: Sendable, Equatable {
    /// `disabled`, `enabled`, `severities` and `options`, as for lint.
    public var rules: RuleSelection
    /// Texts that may stay identical to the source in every language (brand names, `OK`).
    public var allowedIdentical: [String]?
    /// A translation longer than this many times its source is reported (`length-expansion`).
    public var maxLengthRatio: Double?
    /// Sources shorter than this many characters are exempt from the ratio.
    public var minLengthForRatio: Int?
    /// Character limits by key (`length-limit`).
    public var lengthLimits: [String: Int]?

    public init(
        rules: RuleSelection = RuleSelection(), allowedIdentical: [String]? = nil, maxLengthRatio: Double? = nil,
        minLengthForRatio: Int? = nil, lengthLimits: [String: Int]? = nil
    ) {
        self.rules = rules
        self.allowedIdentical = allowedIdentical
        self.maxLengthRatio = maxLengthRatio
        self.minLengthForRatio = minLengthForRatio
        self.lengthLimits = lengthLimits
    }

    static let keys = RuleSelection.keys + ["allowed_identical", "max_length_ratio", "min_length_for_ratio", "length_limits"]

    init(_ node: SettingNode, known: [KnownRule]) throws {
        let fields = try node.fields(Self.keys)
        self.init(rules: try RuleSelection(section: fields, known: known))
        allowedIdentical = try fields["allowed_identical"]?.strings()
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
    }
}

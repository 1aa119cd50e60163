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
public struct CheckSettings: Sendable, Equatable, Decodable {
    /// `disabled`, `enabled`, `severities` and `options`, as for lint.
    public var rules: RuleSettings
    /// Texts that may stay identical to the source in every language (brand names, `OK`).
    public var allowedIdentical: [String]?
    /// A translation longer than this many times its source is reported (`length-expansion`).
    public var maxLengthRatio: Double?
    /// Sources shorter than this many characters are exempt from the ratio.
    public var minLengthForRatio: Int?
    /// Character limits by key (`length-limit`).
    public var lengthLimits: [String: Int]?

    public init(
        rules: RuleSettings = RuleSettings(), allowedIdentical: [String]? = nil, maxLengthRatio: Double? = nil,
        minLengthForRatio: Int? = nil, lengthLimits: [String: Int]? = nil
    ) {
        self.rules = rules
        self.allowedIdentical = allowedIdentical
        self.maxLengthRatio = maxLengthRatio
        self.minLengthForRatio = minLengthForRatio
        self.lengthLimits = lengthLimits
    }

    enum CodingKeys: String, CodingKey {
        case allowedIdentical = "allowed_identical"
        case maxLengthRatio = "max_length_ratio"
        case minLengthForRatio = "min_length_for_ratio"
        case lengthLimits = "length_limits"
    }

    public init(from decoder: any Decoder) throws {
        // The rule settings share the section's keys, so both read the same mapping.
        rules = try RuleSettings(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        allowedIdentical = try container.decodeIfPresent([String].self, forKey: .allowedIdentical)
        maxLengthRatio = try container.decodeIfPresent(Double.self, forKey: .maxLengthRatio)
        minLengthForRatio = try container.decodeIfPresent(Int.self, forKey: .minLengthForRatio)
        lengthLimits = try container.decodeIfPresent([String: Int].self, forKey: .lengthLimits)
    }
}

/// A rule's stable id (`manual-pluralization`): what findings, configuration, suppression comments and
/// reports name a rule by.
///
/// Each id is spelled once, as a static member next to its rule (`extension RuleID { static let
/// manualPluralization = RuleID("manual-pluralization") }`), so code names rules as `.manualPluralization`.
/// A literal converts too, for ids read from files and for tests.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as written: kebab-case.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

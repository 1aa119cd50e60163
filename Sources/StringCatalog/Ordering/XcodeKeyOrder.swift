import Foundation

/// The order Xcode writes object keys in.
///
/// Xcode sorts keys with Foundation's `compare(_:options: [.numeric, .caseInsensitive,
/// .forcedOrdering], range:, locale: Locale(identifier: ""))`: root-locale (ICU) collation with
/// numbers compared by value, letters without regard to case except to break ties (lowercase first),
/// and a total order so distinct keys never compare equal.
public enum XcodeKeyOrder {
    /// Whether `lhs` sorts before `rhs`.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) == .orderedAscending
    }

    /// Compares two keys in Xcode's order.
    public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        foundationCompare(lhs, rhs)
    }

    /// The keys sorted in Xcode's order.
    public static func sorted<Keys: Sequence<String>>(_ keys: Keys) -> [String] {
        keys.sorted(by: areInIncreasingOrder)
    }

    /// Foundation's comparison, the reference this order reproduces.
    public static func foundationCompare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs.compare(rhs, options: options, range: nil, locale: rootLocale)
    }

    private static let options: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]
    private static let rootLocale = Locale(identifier: "")
}

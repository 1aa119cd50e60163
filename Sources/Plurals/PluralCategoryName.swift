/// A CLDR plural category: which form of a word a number takes in a language.
///
/// The raw values are CLDR's names (`zero`, `one`, `two`, `few`, `many`, `other`), the keys String Catalogs
/// use for plural variations, so callers map to their own category type with `rawValue`.
public enum PluralCategoryName: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case zero, one, two, few, many, other

    public var description: String { rawValue }

    /// CLDR order: zero, one, two, few, many, other.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }

    /// The position in CLDR order, 0 (zero) to 5 (other): an index for tables by category.
    public var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

// Open enumerations: Xcode may write values a given Phrasebook version does not know yet, and
// those must be kept as read. Each is a string-backed struct with the known values as constants.

/// The translation state of a `StringUnit` (`new`, `translated`, `needs_review`, …).
public struct TranslationState: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let new = TranslationState("new")
    public static let translated = TranslationState("translated")
    public static let needsReview = TranslationState("needs_review")
    public static let machineTranslated = TranslationState("machine_translated")
    /// What Xcode marks a translation whose source string is gone with.
    public static let stale = TranslationState("stale")

    /// The states Xcode writes, in the order of a translation's life.
    public static let allKnown: [TranslationState] = [.new, .needsReview, .machineTranslated, .translated, .stale]

    public var description: String { rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How a catalog entry came to exist and whether the extractor still finds it.
public struct ExtractionState: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Added by hand; never changed by extraction.
    public static let manual = ExtractionState("manual")
    /// Extracted once, no longer found in the sources.
    public static let stale = ExtractionState("stale")
    /// Extracted with a `defaultValue:` that provides the source text.
    public static let extractedWithValue = ExtractionState("extracted_with_value")
    /// Converted from `.strings`/`.stringsdict` by migration.
    public static let migrated = ExtractionState("migrated")

    public var description: String { rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A CLDR plural category as a catalog key (`zero`, `one`, `two`, `few`, `many`, `other`).
public struct PluralCategory: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let zero = PluralCategory("zero")
    public static let one = PluralCategory("one")
    public static let two = PluralCategory("two")
    public static let few = PluralCategory("few")
    public static let many = PluralCategory("many")
    public static let other = PluralCategory("other")
    /// The six CLDR categories in CLDR's order.
    public static let allKnown: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]

    public var description: String { rawValue }
    /// CLDR order for known categories, then unknown ones by name.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let l = allKnown.firstIndex(of: lhs) ?? allKnown.count
        let r = allKnown.firstIndex(of: rhs) ?? allKnown.count
        return l != r ? l < r : lhs.rawValue < rhs.rawValue
    }
}

/// A device class for device variations (`iphone`, `ipad`, `mac`, …, `other`).
public struct DeviceKind: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let iphone = DeviceKind("iphone")
    public static let ipad = DeviceKind("ipad")
    public static let ipod = DeviceKind("ipod")
    public static let mac = DeviceKind("mac")
    public static let appletv = DeviceKind("appletv")
    public static let applewatch = DeviceKind("applewatch")
    public static let applevision = DeviceKind("applevision")
    public static let other = DeviceKind("other")
    public static let allKnown: [DeviceKind] = [.iphone, .ipad, .ipod, .mac, .appletv, .applewatch, .applevision, .other]

    public var description: String { rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

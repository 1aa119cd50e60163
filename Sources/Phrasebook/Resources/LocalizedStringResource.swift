#if !canImport(Darwin)
import Foundation

/// Foundation's `LocalizedStringResource`, for platforms whose Foundation lacks it (Linux): the initializers
/// and properties that Xcode's generated string symbols (`phrasebook generate --symbols xcode --portable`) and
/// code written against them use, so that one source file with `String(localized: .landmarks(count: 42))` or
/// `localizer.string(.settings)` builds on Apple platforms and on Linux.
///
/// Where Foundation has the type (Apple platforms) this one does not exist; Foundation's is used.
public struct LocalizedStringResource: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// Where the table is: the app's main bundle, the bundle of a class, or a bundle's URL (a package's
    /// `Bundle.module.bundleURL`).
    public enum BundleDescription: Sendable, Hashable {
        case main
        case forClass(AnyClass)
        case atURL(URL)

        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case (.forClass(let left), .forClass(let right)): ObjectIdentifier(left) == ObjectIdentifier(right)
            case (.atURL(let left), .atURL(let right)): left == right
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            case .atURL(let url): hasher.combine(url)
            }
        }
    }

    /// The catalog key.
    public var key: String
    /// The source-language text with its arguments, shown when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table (the catalog's file name without `.xcstrings`); `nil` means `Localizable`, as in Foundation.
    public var table: String?
    public var bundle: BundleDescription
    /// The locale whose language `String(localized:)` shows; unless set (or set to `.current`), the user's
    /// preferred languages (on Linux `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), which `Locale.current` does
    /// not follow there.
    public var locale: Locale {
        get { chosenLocale ?? .current }
        set { chosenLocale = newValue == Locale.current ? nil : newValue }
    }
    /// The locale given in code, if any.
    var chosenLocale: Locale?

    /// A resource whose key is also its source text: `LocalizedStringResource("\(count) photos")` has the key
    /// `%lld photos` with `count` as its argument.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    /// A resource with a key of its own (`"settings.title"`, or a key whose catalog text has named
    /// placeholders) and the source text, with the arguments, that is shown when no table has it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    private init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale?, bundle: BundleDescription) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        // `.current`, Foundation's default, means the user's languages, which Linux's `Locale.current` ignores.
        self.chosenLocale = locale == Locale.current ? nil : locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(LocalizationKey(key: value))
    }

    /// `"\(count) photos"` as a resource, as with Foundation's.
    public init(stringInterpolation: LocalizationKey.StringInterpolation) {
        self.init(LocalizationKey(stringInterpolation: stringInterpolation))
    }

    public var description: String { key }

    /// The folder the bundle's tables are in.
    var resourcesFolder: URL? {
        switch bundle {
        case .main: Bundle.main.resourceURL
        case .forClass(let type): Bundle(for: type).resourceURL
        case .atURL(let url): Bundle(url: url)?.resourceURL ?? url
        }
    }
}

extension String {
    /// Foundation's name for an interpolated localizable string, for platforms whose Foundation lacks it:
    /// Phrasebook's ``LocalizationKey``.
    public typealias LocalizationValue = LocalizationKey
}
#endif

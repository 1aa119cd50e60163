import Foundation

/// A string of a catalog table with the arguments it is formatted with: what the accessors written by
/// `phrasebook generate` (and the `PhrasebookGenerate` build plugin) return.
///
/// ```swift
/// localizer.string(L10n.heroesAreWaiting(3))   // the key "%lld heroes are waiting" of Localizable, with 3
/// ```
///
/// On Apple platforms ``resource`` is the same string as Foundation's `LocalizedStringResource` (key, table,
/// default value and bundle), for SwiftUI's `Text`, App Intents and `String(localized:)`.
public struct CatalogString: Sendable, Hashable, CustomStringConvertible {
    /// The catalog key.
    public let key: String
    /// The table (the catalog's file name without `.xcstrings`).
    public let table: String
    /// The values the key's format specifiers read, in argument order.
    public let arguments: [FormatValue]
    /// The source-language text shown when no table has the key, when it is not the key itself (a
    /// semantic key such as `settings.title`).
    public let defaultValue: String?
    /// The bundle the catalog is built into, for Foundation's lookups on Apple platforms; `nil` where a
    /// ``Localizer`` is given its tables (Linux).
    public let bundleURL: URL?
    /// The key as written in the generated code, which Foundation's `LocalizedStringResource` requires.
    let staticKey: StaticString

    public init(
        _ key: StaticString, table: String, arguments: [FormatValue] = [], defaultValue: String? = nil, bundleURL: URL? = nil
    ) {
        self.staticKey = key
        self.key = key.description
        self.table = table
        self.arguments = arguments
        self.defaultValue = defaultValue
        self.bundleURL = bundleURL
    }

    public var description: String { key }

    public static func == (lhs: CatalogString, rhs: CatalogString) -> Bool {
        lhs.key == rhs.key && lhs.table == rhs.table && lhs.arguments == rhs.arguments
            && lhs.defaultValue == rhs.defaultValue && lhs.bundleURL == rhs.bundleURL
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(table)
        hasher.combine(arguments)
    }
}

extension Localizer {
    /// The localized string of a generated accessor: its key looked up in its table and formatted with its
    /// arguments, as `string(forKey:table:arguments:)` does; when no table has the key, its default value.
    public func string(_ string: CatalogString) -> String {
        guard let defaultValue = string.defaultValue else {
            return self.string(forKey: string.key, table: string.table, arguments: string.arguments)
        }
        return self.string(forKey: string.key, defaultValue: LocalizationKey(key: defaultValue, arguments: string.arguments),
                           table: string.table)
    }
}

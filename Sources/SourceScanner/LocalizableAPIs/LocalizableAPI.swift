/// How a localizable position turns a string literal into a key, following the type the literal gets.
public enum LocalizableValueKind: String, Sendable, Hashable {
    /// SwiftUI's `LocalizedStringKey`: interpolations become format specifiers, `specifier:` is honoured.
    case localizedStringKey
    /// Foundation's `String.LocalizationValue` (behind `String(localized:)`, `LocalizedStringResource`,
    /// `AttributedString(localized:)`): interpolations become format specifiers.
    case localizationValue
    /// A plain `String` key (`NSLocalizedString`): only constant literals are extracted, verbatim.
    case plainString
    /// An App Shortcut's phrase (`AppShortcutPhrase`): its key goes to the `AppShortcuts` table, with
    /// `\(.applicationName)` and `\(\.$parameter)` written `${applicationName}` and `${parameter}`.
    case appShortcutPhrase
    /// An intent's parameter summary (`Summary("Add \(\.$url) to \(\.$account)")`): its parameters are
    /// written `${url}` and `${account}`, as in phrases, but it goes to the default table.
    case parameterSummary

    /// The table a kind's strings always go to, whatever the call says (`AppShortcuts` for phrases).
    public var fixedTable: String? { self == .appShortcutPhrase ? "AppShortcuts" : nil }

    /// Whether interpolations name an intent's parameters (`${folder}`) rather than becoming format specifiers.
    public var namesParameters: Bool { self == .appShortcutPhrase || self == .parameterSummary }
}

/// One API whose arguments are localizable: which call it is, which arguments are keys, and which
/// arguments carry the table, the comment and the default value.
public struct LocalizableAPI: Sendable, Hashable {
    /// How the API is called.
    public enum Callee: Sendable, Hashable {
        /// `Name(...)`, `Name.init(...)` or `Module.Name(...)`.
        case type(String)
        /// `value.name(...)` or the implicit member `.name(...)`.
        case member(String)
        /// A free function `name(...)`.
        case function(String)
        /// A method or function declared by the app: member or free call.
        case memberOrFunction(String)

        /// The name calls are indexed by.
        public var name: String {
            switch self {
            case .type(let name), .member(let name), .function(let name), .memberOrFunction(let name): name
            }
        }
    }

    /// The label marking an unlabeled argument in `keyLabels`.
    public static let unlabeled = "_"

    public var callee: Callee
    /// The argument labels whose string literals are keys; `_` is the first unlabeled argument.
    public var keyLabels: [String]
    public var kind: LocalizableValueKind
    /// The argument naming the table (`table:`, `tableName:`), if the API has one.
    public var tableLabel: String?
    /// The argument holding the translator comment, if the API has one.
    public var commentLabel: String?
    /// The argument giving the source-language text for a key (`defaultValue:`, `value:`).
    public var defaultValueLabel: String?
    /// How the default value becomes text when it differs from the key's kind (a plain `String` key
    /// with an interpolated `LocalizationKey` default); `nil` follows the key's kind.
    public var defaultValueKind: LocalizableValueKind?
    /// Labels that must all be present for the call to be this API (`localized` for `String(localized:)`).
    public var requiredLabels: [String]
    /// Labels whose presence makes the call another overload (`string(forKey:_:)`'s unlabeled values
    /// are arguments, not the key of `string(_:)`).
    public var excludedLabels: [String]
    /// The fewest arguments the call must have (Charts' `.value(_:_:)` takes two).
    public var minimumArgumentCount: Int
    /// A word the receiver's name must contain, for generic method names (`string` on a `localizer`).
    public var receiverHint: String?
    /// Whether the key argument is an array of keys (`accessibilityInputLabels([...])`).
    public var keyIsArray: Bool

    public init(
        _ callee: Callee, keys keyLabels: [String] = [LocalizableAPI.unlabeled],
        kind: LocalizableValueKind = .localizedStringKey, table tableLabel: String? = nil,
        comment commentLabel: String? = nil, defaultValue defaultValueLabel: String? = nil,
        defaultValueKind: LocalizableValueKind? = nil,
        requiring requiredLabels: [String] = [], excluding excludedLabels: [String] = [], minimumArgumentCount: Int = 1,
        receiverHint: String? = nil, keyIsArray: Bool = false
    ) {
        self.callee = callee
        self.keyLabels = keyLabels
        self.kind = kind
        self.tableLabel = tableLabel
        self.commentLabel = commentLabel
        self.defaultValueLabel = defaultValueLabel
        self.defaultValueKind = defaultValueKind
        self.requiredLabels = requiredLabels
        self.excludedLabels = excludedLabels
        self.minimumArgumentCount = minimumArgumentCount
        self.receiverHint = receiverHint
        self.keyIsArray = keyIsArray
    }

    /// A readable name for reports (`Text`, `.navigationTitle`, `NSLocalizedString`).
    public var displayName: String {
        switch callee {
        case .type(let name): keyLabels == [Self.unlabeled] ? name : "\(name)(\(keyLabels.joined(separator: ":")):)"
        case .member(let name): ".\(name)"
        case .function(let name), .memberOrFunction(let name): name
        }
    }
}

/// The `extract:` section of `.phrasebook.yml`.
///
/// ```yaml
/// extract:
///   localized_string_functions: [NNWLocalizedString]
///   platforms: [iOS, macOS]             # extract only #if branches these builds compile
///   compilation_conditions: [DEBUG]     # SWIFT_ACTIVE_COMPILATION_CONDITIONS; [] for a Release build
///   keys_used_dynamically: true         # the code builds keys at run time: no unused-manual-key findings
/// ```
public struct ExtractSettings: Sendable, Equatable, Decodable {
    /// The app's own functions called like `NSLocalizedString(_:tableName:bundle:value:comment:)`, whose
    /// constant keys are extracted as Xcode does for the names in its `LOCALIZED_STRING_MACRO_NAMES`
    /// build setting.
    public var localizedStringFunctions: [String]?
    /// The platforms the app builds for: `#if os(…)` branches none of them compiles are not extracted.
    public var platforms: [String]?
    /// The build's active compilation conditions: other `#if` branches are evaluated against them.
    public var compilationConditions: [String]?
    /// Whether the code looks keys up that it builds at run time (`LocalizedStringKey(name)`), so a manual
    /// key no literal names may still be used: `unused-manual-key` is then off.
    public var keysUsedDynamically: Bool?

    public init(
        localizedStringFunctions: [String]? = nil, platforms: [String]? = nil, compilationConditions: [String]? = nil,
        keysUsedDynamically: Bool? = nil
    ) {
        self.localizedStringFunctions = localizedStringFunctions
        self.platforms = platforms
        self.compilationConditions = compilationConditions
        self.keysUsedDynamically = keysUsedDynamically
    }

    enum CodingKeys: String, CodingKey {
        case localizedStringFunctions = "localized_string_functions"
        case platforms
        case compilationConditions = "compilation_conditions"
        case keysUsedDynamically = "keys_used_dynamically"
    }
}

/// The `extract:` section of `.phrasebook.yml`.
///
/// ```yaml
/// extract:
///   localized_string_functions: [NNWLocalizedString]
///   platforms: [iOS, macOS]             # extract only #if branches these builds compile
///   compilation_conditions: [DEBUG]     # SWIFT_ACTIVE_COMPILATION_CONDITIONS; [] for a Release build
///   keys_used_dynamically: true         # the code builds keys at run time: no unused-manual-key findings
/// ```
public struct ExtractSettings: Sendable, Equatable {
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

    init(_ node: SettingNode) throws {
        let fields = try node.fields(["localized_string_functions", "platforms", "compilation_conditions", "keys_used_dynamically"])
        self.init(
            localizedStringFunctions: try fields["localized_string_functions"]?.strings(),
            platforms: try fields["platforms"]?.strings(),
            compilationConditions: try fields["compilation_conditions"].map { $0.isNull ? [] : try $0.strings() },
            keysUsedDynamically: try fields["keys_used_dynamically"]?.bool())
    }
}

/// The `extract:` section of `.phrasebook.yml`.
///
/// ```yaml
/// extract:
///   localized_string_functions: [NNWLocalizedString]
/// ```
public struct ExtractSettings: Sendable, Equatable, Decodable {
    /// The app's own functions called like `NSLocalizedString(_:tableName:bundle:value:comment:)`, whose
    /// constant keys are extracted as Xcode does for the names in its `LOCALIZED_STRING_MACRO_NAMES`
    /// build setting.
    public var localizedStringFunctions: [String]?

    public init(localizedStringFunctions: [String]? = nil) {
        self.localizedStringFunctions = localizedStringFunctions
    }

    enum CodingKeys: String, CodingKey {
        case localizedStringFunctions = "localized_string_functions"
    }
}

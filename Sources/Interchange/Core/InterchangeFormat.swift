/// The formats of other platforms a catalog is exchanged with.
public enum InterchangeFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Android resources: `values[-qualifier]/strings.xml`, as aapt compiles them.
    case android
    /// Compose Multiplatform's resources: `composeResources/values[-qualifier]/strings.xml`, with its own escaping.
    case compose
    /// gettext: `TABLE.pot` and `LANG.po`.
    case gettext
    /// i18next JSON v4: `LANG/TABLE.json`.
    case i18next
    /// ICU MessageFormat in FormatJS's JSON: `LANG.json` of `{"id": {"defaultMessage", "description"}}`.
    case icu
    /// Flutter's Application Resource Bundles of ICU messages: `app_LANG.arb`.
    case arb
    /// TMX 1.4 translation memory: one `TABLE.tmx` with every language's reviewed translations.
    case tmx

    public var description: String { rawValue }

    /// Whether the format writes one language per file and carries the states it can name.
    var carriesComments: Bool {
        switch self {
        case .android, .compose, .gettext, .icu, .arb, .tmx: true
        case .i18next: false
        }
    }
}

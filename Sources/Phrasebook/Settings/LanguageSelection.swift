/// The UI language a user picked: follow the system, or one released language.
public enum LanguageChoice: Sendable, Hashable, CustomStringConvertible {
    /// Follow the system's (or the request's) preferred languages.
    case systemDefault
    /// Always this released language (a tag as the catalogs spell it).
    case language(String)

    /// `"system"` or the language tag, as stores persist it.
    public var storedValue: String {
        switch self {
        case .systemDefault: "system"
        case .language(let tag): tag
        }
    }

    public init(storedValue: String) {
        self = storedValue.isEmpty || storedValue == "system" ? .systemDefault : .language(storedValue)
    }

    public var description: String { storedValue }
}

/// What a user chose in Settings: the UI language and the content language (stories, reports, prompts).
public struct LanguageSelection: Sendable, Hashable, Codable {
    public var uiLanguage: LanguageChoice
    /// The language generated content is written in; `nil` follows the UI language.
    public var contentLanguage: String?

    public init(uiLanguage: LanguageChoice = .systemDefault, contentLanguage: String? = nil) {
        self.uiLanguage = uiLanguage
        self.contentLanguage = contentLanguage
    }

    private enum CodingKeys: String, CodingKey { case uiLanguage, contentLanguage }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        uiLanguage = LanguageChoice(storedValue: try container.decodeIfPresent(String.self, forKey: .uiLanguage) ?? "system")
        contentLanguage = try container.decodeIfPresent(String.self, forKey: .contentLanguage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uiLanguage.storedValue, forKey: .uiLanguage)
        try container.encodeIfPresent(contentLanguage, forKey: .contentLanguage)
    }
}

/// Persists `LanguageSelection`: a JSON file on Linux, `UserDefaults` on Apple platforms, or your own.
public protocol LanguageSelectionStore: Sendable {
    /// The saved selection, or the defaults when nothing was saved yet.
    func loadSelection() throws -> LanguageSelection
    func saveSelection(_ selection: LanguageSelection) throws
}

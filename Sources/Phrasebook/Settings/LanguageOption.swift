/// One row of a language picker.
public struct LanguageOption: Sendable, Hashable, Identifiable {
    public var choice: LanguageChoice
    /// The language tag, or `nil` for "System Default".
    public var tag: String? {
        if case .language(let tag) = choice { return tag }
        return nil
    }
    /// The title to show: the language's name in the UI language ("French" in an English UI), or the
    /// system-default title you passed.
    public var title: String
    /// The language's name in itself ("Français"); `nil` for "System Default".
    public var nativeName: String?

    public var id: String { choice.storedValue }
}

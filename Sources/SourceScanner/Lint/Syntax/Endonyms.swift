/// Languages' names in themselves (`Español`, `Українська`): a language picker shows them untranslated,
/// so they are never foreign text nor something to localize.
enum Endonyms {
    /// Whether `text` (trimmed) is a language's own name, alone or with a region (`Português (Brasil)`).
    static func isEndonym(_ text: String) -> Bool {
        let trimmed = String(text.trimmingWhitespace)
        if names.contains(trimmed) { return true }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return false }
        return names.contains(String(trimmed[..<open].trimmingWhitespace))
    }

    private static let names: Set<String> = [
        "English", "Español", "Français", "Deutsch", "Italiano", "Português", "Nederlands", "Svenska", "Norsk",
        "Norsk bokmål", "Dansk", "Suomi", "Polski", "Čeština", "Slovenčina", "Magyar", "Română", "Hrvatski",
        "Slovenščina", "Srpski", "Türkçe", "Català", "Euskara", "Galego", "Eesti", "Latviešu", "Lietuvių",
        "Bahasa Indonesia", "Bahasa Melayu", "Tiếng Việt", "Filipino", "Kiswahili", "Afrikaans", "Íslenska",
        "Українська", "Русский", "Беларуская", "Български", "Српски", "Македонски", "Қазақ тілі", "Монгол",
        "Ελληνικά", "עברית", "العربية", "فارسی", "اردو", "हिन्दी", "मराठी", "বাংলা", "ไทย", "ქართული", "Հայերեն",
        "한국어", "日本語", "中文", "简体中文", "繁體中文", "中文（简体）", "中文（繁體）", "粵語",
    ]
}

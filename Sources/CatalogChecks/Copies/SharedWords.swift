/// Words a translation may legitimately keep exactly as the source has them: names of products and
/// technologies that stay as they are in every language, and a few words each language took over from
/// English unchanged. Deliberately small: anything else copied from the source is counted as
/// untranslated unless the project allows it (`check.allowed_identical`, the glossary).
enum SharedWords {
    /// The same in every language and script.
    static let everywhere: Set<String> = [
        "ok", "id", "url", "urls", "pdf", "csv", "json", "html", "api", "usb", "gps", "qr", "nfc", "vpn", "wi-fi",
        "wifi", "bluetooth", "ios", "ipados", "macos", "watchos", "tvos", "visionos", "iphone", "ipad", "mac",
        "apple", "watch", "tv", "airpods", "airdrop", "airplay", "icloud", "siri", "facetime", "face", "touch",
        "app", "store", "testflight", "github", "google", "youtube", "android", "xcode", "swift", "swiftui", "sdk", "sdks",
        "silicon", "rosetta", "intel", "wwdc", "pin", "beta",
        // Units, written the same way everywhere.
        "px", "pt", "mm", "cm", "km", "kg", "kb", "mb", "gb", "tb", "hz", "khz", "mhz", "ghz", "ms", "fps", "dpi", "ppi",
    ]

    /// Taken over from English unchanged, by base language (Latin-script languages only).
    static let byLanguage: [String: Set<String>] = [
        "de": ["email", "e-mail", "name", "status", "start", "team", "design", "filter", "details", "video", "audio",
               "podcast", "feedback", "level", "update", "tutorial", "online", "offline", "chat", "support", "code",
               "text", "info", "service", "download", "upload", "login", "demo", "tablet", "smartphone", "web", "version"],
        "fr": ["email", "e-mail", "menu", "description", "message", "messages", "date", "note", "notes", "photo", "photos",
               "version", "options", "information", "action", "actions", "question", "image", "images", "service",
               "navigation", "notification", "notifications", "type", "format", "total", "section", "audio", "podcast",
               "zoom", "bonus", "mode", "source", "distance", "badge", "badges", "excellent"],
        "es": ["email", "total", "normal", "general", "final", "error", "chat", "podcast", "audio", "club", "local",
               "radio", "hotel", "idea", "animal", "color", "control", "doctor", "hospital", "plan", "popular"],
        "it": ["email", "e-mail", "menu", "film", "sport", "computer", "podcast", "password", "online", "offline",
               "login", "chat", "video", "audio", "design", "feedback", "team", "tutorial", "account", "browser", "web"],
        "pt": ["email", "e-mail", "total", "normal", "final", "menu", "podcast", "hotel", "chat", "online", "offline",
               "status", "design", "feedback", "local", "radio", "animal", "social", "global", "original"],
        "nl": ["email", "e-mail", "menu", "status", "start", "team", "design", "filter", "video", "audio", "podcast",
               "feedback", "online", "offline", "chat", "update", "support", "tutorial", "bonus", "code", "details",
               "info", "app", "apps", "level", "login", "service", "download", "upload", "versie"],
    ]

    /// Whether `word` stays as it is in `baseLanguage`: it is on a list (compared lowercased), or an acronym
    /// (two to six capital letters: RGB, CMYK, HTML).
    static func isShared(_ word: String, in baseLanguage: String) -> Bool {
        let lowercased = word.lowercased()
        return everywhere.contains(lowercased) || byLanguage[baseLanguage]?.contains(lowercased) == true || isAcronym(word)
    }

    static func isAcronym(_ word: String) -> Bool {
        (2...6).contains(word.count) && word.allSatisfy { $0.isUppercase }
    }
}

import StringCatalog
/// Swift names made from words: `lowerCamelCase` for accessors and parameters, `UpperCamelCase` for the
/// enums that group them, `_` before a leading digit, and keywords made usable.
enum SwiftName {
    /// `["heroes", "are", "Waiting"]` → `heroesAreWaiting`; a leading acronym is lowercased
    /// (`URL` → `url`, `NSCamera…` → `nsCamera…`). `fallback` names words that are empty.
    static func lowerCamel(_ words: [String], fallback: String = "string") -> String {
        guard let first = words.first else { return fallback }
        return prefixingDigit(lowercasedLead(first) + words.dropFirst().map(capitalized).joined())
    }

    /// `["dark", "mode"]` → `DarkMode`.
    static func upperCamel(_ words: [String], fallback: String = "Strings") -> String {
        words.isEmpty ? fallback : prefixingDigit(words.map(capitalized).joined())
    }

    /// The name as declared: `default` → `` `default` ``, `self` → `self_`, `String` → `String_`.
    static func declared(_ name: String) -> String {
        if isReserved(name) { return name + "_" }
        if SwiftKeywords.escaped.contains(name) { return "`\(name)`" }
        return name
    }

    /// The name as written after a dot at a use site, which needs no backticks (`L10n.default`).
    static func referenced(_ name: String) -> String {
        isReserved(name) ? name + "_" : name
    }

    /// Whether `name` can't be used as it is, even in backticks.
    static func isReserved(_ name: String) -> Bool {
        SwiftKeywords.reserved.contains(name) || SwiftKeywords.typesInUse.contains(name)
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Lowercases a word's leading capitals, keeping the last one of several when a lowercase letter
    /// follows it (`HTTPServer` → `httpServer`, `URL` → `url`, `URLs` → `urls`, `Title` → `title`).
    private static func lowercasedLead(_ word: String) -> String {
        let bytes = Array(word.utf8)
        var lead = 0
        while lead < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[lead]) { lead += 1 }
        let plural = lead + 1 == bytes.count && bytes[lead] == UInt8(ascii: "s") // `URLs` → `urls`
        if plural { lead += 1 }
        if lead > 1, lead < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[lead]) { lead -= 1 }
        guard lead > 0 else { return word }
        return String(decoding: bytes[..<lead], as: UTF8.self).lowercased() + String(decoding: bytes[lead...], as: UTF8.self)
    }

    private static func prefixingDigit(_ name: String) -> String {
        guard let first = name.utf8.first, IdentifierWords.isDigit(first) else { return name }
        return "_" + name
    }
}

import Foundation

/// Where a user's ordered language preferences come from: an explicit list, an HTTP `Accept-Language`
/// header, or the POSIX environment. Each returns tags for `LanguageNegotiator`; an empty list means "use the
/// source language".
public enum PreferredLanguages {
    /// Tags from a list such as `["fr-CA", "de"]`; entries that are not language tags are skipped.
    public static func list(_ tags: [String]) -> [LanguageTag] {
        deduplicated(tags.compactMap(LanguageTag.init))
    }

    /// Tags from an HTTP `Accept-Language` header, most preferred first (RFC 9110 §12.5.4).
    ///
    /// `"fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5"` → `[fr-CH, fr, en]`. Entries keep their order among equal
    /// q-values; `q=0` excludes an entry; `*` adds nothing (the source language ends every chain anyway);
    /// malformed entries and q-values are ignored.
    public static func acceptLanguage(_ header: String) -> [LanguageTag] {
        var weighted: [(tag: LanguageTag, quality: Double, position: Int)] = []
        for (position, entry) in header.split(separator: ",").enumerated() {
            let parameters = entry.split(separator: ";").map { $0.trimmingWhitespace() }
            guard let range = parameters.first, !range.isEmpty, range != "*" else { continue }
            var quality = 1.0
            var valid = true
            for parameter in parameters.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
                guard pair.count == 2 else { valid = false; break }
                if pair[0].lowercased() == "q" {
                    guard let value = qualityValue(pair[1]) else { valid = false; break }
                    quality = value
                }
            }
            // Accept-Language ranges are BCP 47 tags: no POSIX spellings here.
            guard valid, quality > 0, !range.contains("_"), !range.contains("."), !range.contains("@"),
                  let tag = LanguageTag(String(range)) else { continue }
            weighted.append((tag, quality, position))
        }
        weighted.sort { $0.quality != $1.quality ? $0.quality > $1.quality : $0.position < $1.position }
        return deduplicated(weighted.map(\.tag))
    }

    /// Tags from the POSIX environment, read as GNU gettext reads it for messages.
    ///
    /// The locale is the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`. When it is unset, `C` or
    /// `POSIX`, the result is empty (the source language) and `LANGUAGE` is ignored, as gettext does.
    /// Otherwise `LANGUAGE`, a colon-separated list (`fr_CA:fr:en`), wins when set; else the locale itself
    /// (`de_DE.UTF-8@euro` → `de-DE`, `sr_RS@latin` → `sr-Latn-RS`).
    public static func environment(_ environment: [String: String]) -> [LanguageTag] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, !isPOSIXDefault(locale) else { return [] }
        if let list = environment["LANGUAGE"], !list.isEmpty {
            let tags = list.split(separator: ":").filter { !isPOSIXDefault(String($0)) }.compactMap { LanguageTag(String($0)) }
            if !tags.isEmpty { return deduplicated(tags) }
        }
        return LanguageTag(locale).map { [$0] } ?? []
    }

    /// The user's preferences as the platform reports them: `Locale.preferredLanguages` on Apple platforms
    /// (the system's language list and the app's per-app language), the POSIX environment elsewhere (on Linux
    /// Foundation's `Locale.preferredLanguages` ignores `LANG` and reports `en`).
    public static var system: [LanguageTag] {
        #if canImport(Darwin)
        return list(Locale.preferredLanguages)
        #else
        return environment(ProcessInfo.processInfo.environment)
        #endif
    }

    /// `C`, `POSIX` and their charset forms (`C.UTF-8`) mean "no localization".
    static func isPOSIXDefault(_ locale: String) -> Bool {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        return name == "C" || name == "POSIX"
    }

    /// An RFC 9110 qvalue: `0`, `0.5`, `1`, `1.000` (at most three decimals, at most 1).
    static func qualityValue(_ text: Substring) -> Double? {
        guard let first = text.first, first == "0" || first == "1", text.count <= 5 else { return nil }
        if text.count > 1 {
            guard text.dropFirst().first == ".", text.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        }
        guard let value = Double(text), value <= 1 else { return nil }
        return value
    }

    private static func deduplicated(_ tags: [LanguageTag]) -> [LanguageTag] {
        var seen: Set<LanguageTag> = []
        return tags.filter { seen.insert($0).inserted }
    }
}

fileprivate extension Substring {
    func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}

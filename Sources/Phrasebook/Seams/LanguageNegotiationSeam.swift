import Foundation

// SEAM: BCP 47 negotiation, preference sources and display names. The cldr helper's negotiation (likely
// subtags, CLDR parent locales, Accept-Language, POSIX environment) and display names replace the interim
// bodies below when they land on main; callers only use these four functions.

enum LanguageNegotiationSeam {
    /// The fallback chain for `preferred` among `available`, ending with `sourceLanguage`.
    static func fallbackChain(available: [String], preferred: [String], sourceLanguage: String) -> [String] {
        // Interim: exact tag, then same language subtag, per preference.
        func normalized(_ tag: String) -> String { tag.replacingOccurrences(of: "_", with: "-").lowercased() }
        func language(_ tag: String) -> String { String(normalized(tag).split(separator: "-").first ?? "") }
        var chain: [String] = []
        for wanted in preferred {
            let exact = available.filter { normalized($0) == normalized(wanted) }
            let sameLanguage = available.filter { language($0) == language(wanted) && normalized($0) != normalized(wanted) }
            for tag in exact + sameLanguage where !chain.contains(tag) { chain.append(tag) }
        }
        if !chain.contains(sourceLanguage) { chain.append(sourceLanguage) }
        return chain
    }

    /// The languages of an HTTP `Accept-Language` header, by descending quality.
    static func preferredLanguages(acceptLanguage header: String) -> [String] {
        let weighted = header.split(separator: ",").enumerated().compactMap { offset, item -> (String, Double, Int)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, !tag.isEmpty, tag != "*" else { return nil }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (tag, quality, offset) : nil
        }
        return weighted.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }.map(\.0)
    }

    /// The languages the POSIX environment asks for, as gettext reads it.
    static func preferredLanguages(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        func tag(_ name: Substring) -> String? {
            let base = name.split(separator: ".").first.map { $0.split(separator: "@").first ?? $0 } ?? ""
            return base.isEmpty || base == "C" || base == "POSIX" ? nil : base.replacingOccurrences(of: "_", with: "-")
        }
        guard tag(Substring(locale)) != nil else { return [] }
        if let list = environment["LANGUAGE"], !list.isEmpty {
            return list.split(separator: ":").compactMap(tag)
        }
        return tag(Substring(locale)).map { [$0] } ?? []
    }

    /// The name of `tag` written in `displayLanguage` ("français" in French, "French" in English).
    static func displayName(of tag: String, in displayLanguage: String) -> String {
        let name = Locale(identifier: displayLanguage).localizedString(forIdentifier: tag) ?? tag
        // Pickers list names as titles: capitalize the first letter as the language itself would.
        return name.prefix(1).uppercased(with: Locale(identifier: displayLanguage)) + name.dropFirst()
    }
}

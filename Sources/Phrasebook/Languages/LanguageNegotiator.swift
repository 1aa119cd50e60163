/// Chooses which of a catalog's languages to show for a user's ordered preferences, as Apple's bundles do
/// (`Bundle.preferredLocalizations(from:forPreferences:)`), on every platform.
///
/// For the first preference that matches anything, the result is the best available language followed by
/// the available languages it inherits from:
///
/// - `zh-TW` or `zh-HK` with `[zh-Hans, zh-Hant]` → `zh-Hant` (scripts never mix: `zh-Hant` is not `zh`);
/// - `en-AU` with `[en, en-AU, en-GB]` → `en-AU, en-GB, en`; `en-IN` → `en-GB, en` (Commonwealth English
///   inherits British English, as on Apple platforms);
/// - `pt-PT` with `[pt, pt-BR]` → `pt`, never `pt-BR`; `es-MX` with `[es, es-419]` → `es-419, es`;
/// - a preference with no ancestor available falls back to a sibling in the same script (`pt-PT` with only
///   `pt-BR` → `pt-BR`, `en` with only `en-US` and `en-GB` → `en-US`, its likely region);
/// - when no preference matches, the source language, without error.
public struct LanguageNegotiator: Sendable {
    /// The catalog's languages, as the catalog spells them.
    public let available: [String]
    /// The language the strings are written in; the last resort of every chain.
    public let sourceLanguage: String
    private let candidates: [Candidate]

    /// An available language with what matching needs, computed once.
    private struct Candidate: Sendable {
        var name: String
        /// Its lookup form (`zh-Hant` for `zh-TW`'s parent level, `zh` for `zh-Hans`).
        var form: LanguageTag
        /// Its maximized language, script and region, for sibling matching.
        var maximal: LanguageTag
        /// The lookup forms of its bundle ancestors, nearest first.
        var ancestors: [LanguageTag]
    }

    /// A negotiator over a catalog's languages. Entries that are not language tags (such as `Base`) are ignored.
    public init(available: [String], sourceLanguage: String) {
        self.available = available
        self.sourceLanguage = sourceLanguage
        self.candidates = available.compactMap { name in
            guard let tag = LanguageTag(name) else { return nil }
            let form = Self.lookupForm(tag)
            return Candidate(name: name, form: form, maximal: form.maximized(),
                             ancestors: Array(Self.bundleChain(of: form).dropFirst()))
        }
    }

    /// The best available language for the first preference that matches, followed by the available languages
    /// it inherits from; `[sourceLanguage]` when nothing matches (Apple's `preferredLocalizations`).
    public func preferredLocalizations(for preferences: [LanguageTag]) -> [String] {
        firstMatch(for: preferences) ?? [sourceLanguage]
    }

    /// The available languages `preference` alone matches, best first with the available languages it inherits
    /// from, or `nil` when it matches none: one step of `preferredLocalizations(for:)`, for explaining a choice.
    public func matches(for preference: LanguageTag) -> [String]? {
        firstMatch(for: [preference])
    }

    /// `fallbackChain(for:)` when a preference matches an available language, `nil` when none does (a server
    /// then asks its next source of preferences).
    func matchingChain(for preferences: [LanguageTag]) -> [String]? {
        guard var chain = firstMatch(for: preferences) else { return nil }
        if !chain.contains(sourceLanguage) { chain.append(sourceLanguage) }
        return chain
    }

    /// The best available language for the first preference that matches, with its available ancestors.
    private func firstMatch(for preferences: [LanguageTag]) -> [String]? {
        for preference in preferences where !preference.isUndetermined {
            let form = Self.lookupForm(preference)
            for level in Self.bundleChain(of: form) {
                if let match = candidates.first(where: { $0.form == level }) { return expand(match) }
            }
            if let sibling = sibling(of: form) { return expand(sibling) }
        }
        return nil
    }

    /// `preferredLocalizations(for:)` with the source language appended: the order to look strings up in.
    public func fallbackChain(for preferences: [LanguageTag]) -> [String] {
        var chain = preferredLocalizations(for: preferences)
        if !chain.contains(sourceLanguage) { chain.append(sourceLanguage) }
        return chain
    }

    /// `preferredLocalizations(for:)` for preferences written as tags; unreadable ones are skipped.
    public func preferredLocalizations(for preferences: [String]) -> [String] {
        preferredLocalizations(for: preferences.compactMap(LanguageTag.init))
    }

    /// `fallbackChain(for:)` for preferences written as tags; unreadable ones are skipped.
    public func fallbackChain(for preferences: [String]) -> [String] {
        fallbackChain(for: preferences.compactMap(LanguageTag.init))
    }

    /// The match followed by the available languages along its own bundle chain.
    private func expand(_ match: Candidate) -> [String] {
        var result = [match.name]
        for level in match.ancestors {
            if let ancestor = candidates.first(where: { $0.form == level }), !result.contains(ancestor.name) {
                result.append(ancestor.name)
            }
        }
        return result
    }

    /// An available language of the same language and script when no ancestor is available: the one with the
    /// same likely region first (`en` → `en-US`), then the language's default (`de-CH` → `de-DE` rather than
    /// `de-AT`), else the first listed.
    private func sibling(of form: LanguageTag) -> Candidate? {
        let maximal = form.maximized()
        let family = candidates.filter { $0.form.language == form.language && $0.maximal.script == maximal.script }
        let languageDefault = LanguageTag(canonicalLanguage: form.language, script: maximal.script, region: nil).maximized()
        return family.first { $0.maximal == maximal } ?? family.first { $0.maximal == languageDefault } ?? family.first
    }

    // MARK: - Bundle inheritance

    /// The form bundle lookup compares: aliases resolved, the script kept only where it differs from the
    /// language's default (`zh-TW` → `zh-Hant-TW`, `zh-Hans` → `zh`, `sr-Latn` stays), the region as given.
    static func lookupForm(_ tag: LanguageTag) -> LanguageTag {
        let canonical = tag.canonicalized()
        let likelyScript = canonical.script.map { Substring($0) }
            ?? LanguageTag.likelySubtags(language: canonical.language, script: nil, region: canonical.region)?.script
        let script = likelyScript == LanguageTag.defaultScript(of: canonical.language) ? nil : likelyScript.map(String.init)
        return LanguageTag(canonicalLanguage: canonical.language, script: script, region: canonical.region)
    }

    /// A lookup form and its bundle ancestors, without the root.
    static func bundleChain(of form: LanguageTag) -> [LanguageTag] {
        var chain: [LanguageTag] = []
        var current: LanguageTag? = form
        while let tag = current, !tag.isUndetermined, chain.count < 16 {
            chain.append(tag)
            current = bundleParent(of: tag)
        }
        return chain
    }

    /// CLDR's parent, except where Apple's localization bundles inherit differently: English of the
    /// Commonwealth (CLDR's `en-001` and `en-150` children) inherits British English, Oceania inherits
    /// Australian English, Cantonese and Wu inherit Chinese in their script, Najdi Arabic inherits Arabic.
    static func bundleParent(of tag: LanguageTag) -> LanguageTag? {
        if languagesWithAppleParents.contains(tag.language), let parent = appleBundleParents[tag.cldrIdentifier] {
            return parent
        }
        return tag.parent
    }

    private static let british = LanguageTag(canonicalLanguage: "en", script: nil, region: "GB")

    private static let languagesWithAppleParents: Set<String> = ["en", "yue", "wuu", "ars"]

    /// Apple's bundle parents that differ from CLDR's, keyed by lookup form (`yue` is written in Hant by
    /// default, `wuu` in Hans). Other English regions (`en-CA`, `en-IL`) keep CLDR's parents.
    static let appleBundleParents: [String: LanguageTag] = {
        func tag(_ language: String, _ script: String?, _ region: String?) -> LanguageTag {
            LanguageTag(canonicalLanguage: language, script: script, region: region)
        }
        let australian = tag("en", nil, "AU")
        var parents: [String: LanguageTag] = ["en_CY": tag("en", nil, "150")]
        let british = """
            150 AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS \
            MO MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW
            """
        for region in british.split(separator: " ") { parents["en_\(region)"] = Self.british }
        for region in ["NZ", "CC", "CK", "CX", "NF", "NR", "NU", "PG", "WS"] { parents["en_\(region)"] = australian }
        parents["yue"] = tag("zh", "Hant", "HK")
        parents["yue_HK"] = tag("zh", "Hant", "HK")
        parents["yue_Hans"] = tag("zh", nil, nil)
        parents["wuu"] = tag("zh", nil, nil)
        parents["wuu_Hant"] = tag("zh", "Hant", nil)
        parents["ars"] = tag("ar", nil, nil)
        return parents
    }()
}

extension LanguageTag {
    /// The tag with deprecated codes replaced by CLDR's aliases: `iw` → `he`, `in` → `id`, `sh` → `sr-Latn`,
    /// `tl` → `fil`, `deu` → `de`, `DD` → `DE`, `SU` → the successor region for the language (`hy-SU` → `hy-AM`).
    public func canonicalized() -> LanguageTag {
        var tag = self
        if let replacement = CLDRTables.languageAliases[language], let alias = LanguageTag(replacement) {
            tag.language = alias.language
            tag.script = tag.script ?? alias.script
            tag.region = tag.region ?? alias.region
        }
        if let script = tag.script, let alias = CLDRTables.scriptAliases[script] { tag.script = alias }
        if let region = tag.region, let successors = CLDRTables.territoryAliases[region]?.split(separator: ",") {
            // A split region becomes the successor where the language is most likely spoken, else the first.
            let likely = LanguageTag(language: tag.language, script: tag.script).maximized().region ?? ""
            tag.region = String(successors.first { $0 == Substring(likely) } ?? successors.first ?? Substring(region))
        }
        tag.variants = tag.variants.map { CLDRTables.variantAliases[$0] ?? $0 }
        return tag
    }

    /// The tag with likely script and region added (UTS #35 "Add Likely Subtags"): `zh-TW` → `zh-Hant-TW`,
    /// `sr` → `sr-Cyrl-RS`, `und` → `en-Latn-US`, `und-419` → `es-Latn-419`. Unchanged when CLDR knows nothing.
    public func maximized() -> LanguageTag {
        if script != nil, region != nil, language != "und" { return self }
        guard let likely = Self.likelySubtags(language: language, script: script, region: region) else { return self }
        var tag = self
        if tag.language == "und" { tag.language = String(likely.language) }
        tag.script = tag.script ?? String(likely.script)
        tag.region = tag.region ?? String(likely.region)
        return tag
    }

    /// The likely subtags CLDR lists for the first of `language_script_region`, `language_region`,
    /// `language_script`, `language`, `und_script` that it has.
    static func likelySubtags(language: String, script: String?, region: String?)
        -> (language: Substring, script: Substring, region: Substring)? {
        func lookup(_ key: String) -> (language: Substring, script: Substring, region: Substring)? {
            // `aa_Latn_ET`: split at the first and last underscore without building an array.
            guard let value = CLDRTables.likelySubtags[key], let first = value.firstIndex(of: "_"),
                  let last = value.lastIndex(of: "_"), first < last else { return nil }
            return (value[..<first], value[value.index(after: first)..<last], value[value.index(after: last)...])
        }
        if let script, let region, let found = lookup("\(language)_\(script)_\(region)") { return found }
        if let region, let found = lookup("\(language)_\(region)") { return found }
        if let script, let found = lookup("\(language)_\(script)") { return found }
        if let found = lookup(language) { return found }
        if let script, language != "und" { return lookup("und_\(script)") }
        return nil
    }

    /// The script a language is written in when nothing else is said (`Hans` for `zh`, `Cyrl` for `sr`).
    static func defaultScript(of language: String) -> Substring? {
        likelySubtags(language: language, script: nil, region: nil)?.script
    }

    /// The shortest tag that maximizes to the same tag (UTS #35 "Remove Likely Subtags", favoring region):
    /// `zh-Hant-TW` → `zh-TW`, `en-Latn-US` → `en`, `sr-Latn-RS` → `sr-Latn`.
    public func minimized() -> LanguageTag {
        let maximal = maximized()
        guard maximal.script != nil, maximal.region != nil else { return self }
        let trials = [
            LanguageTag(language: maximal.language),
            LanguageTag(language: maximal.language, region: maximal.region),
            LanguageTag(language: maximal.language, script: maximal.script),
        ]
        var result = maximal
        for trial in trials where trial.maximized().base == maximal.base {
            result.script = trial.script
            result.region = trial.region
            break
        }
        return result
    }

    /// The script this tag's language is most likely written in (`Hant` for `zh-TW`), if CLDR knows it.
    public var likelyScript: String? { script ?? maximized().script }

    /// The CLDR parent locale (UTS #35 "Parent Locales"), or `nil` for the root: `en-IN` → `en-001` → `en`,
    /// `es-MX` → `es-419` → `es`, `pt-AO` → `pt-PT` → `pt`, `zh-Hant-TW` → `zh-Hant` → root (never `zh`, which
    /// is Simplified), `sr-Latn` → root. Variants, extensions and private use are removed first.
    public var parent: LanguageTag? {
        if !variants.isEmpty || !extensions.isEmpty || privateUse != nil {
            var tag = self
            if tag.privateUse != nil { tag.privateUse = nil } else if !tag.extensions.isEmpty { tag.extensions = [] } else { tag.variants.removeLast() }
            return tag
        }
        if isUndetermined { return nil }
        if let explicit = CLDRTables.parentLocaleTags[cldrIdentifier] { return explicit }
        if region != nil { return LanguageTag(canonicalLanguage: language, script: script, region: nil) }
        if let script {
            // A script other than the language's default has no parent but root: zh-Hant must not inherit zh.
            return Substring(script) == Self.defaultScript(of: language)
                ? LanguageTag(canonicalLanguage: language, script: nil, region: nil) : nil
        }
        return nil
    }

    /// This tag followed by its CLDR parents, without the root: `en-AU`, `en-001`, `en`.
    public var parentChain: [LanguageTag] {
        var chain: [LanguageTag] = []
        var current: LanguageTag? = self
        while let tag = current, !tag.isUndetermined, chain.count < 16 {
            chain.append(tag)
            current = tag.parent
        }
        return chain
    }
}

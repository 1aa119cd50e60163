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
        var candidates: [String] = []
        if let script, let region { candidates.append("\(language)_\(script)_\(region)") }
        if let region { candidates.append("\(language)_\(region)") }
        if let script { candidates.append("\(language)_\(script)") }
        candidates.append(language)
        if let script, language != "und" { candidates.append("und_\(script)") }
        for candidate in candidates {
            guard let likely = CLDRTables.likelySubtags[candidate] else { continue }
            let parts = likely.split(separator: "_").map(String.init)
            guard parts.count == 3 else { continue }
            var tag = self
            if tag.language == "und" { tag.language = parts[0] }
            tag.script = tag.script ?? parts[1]
            tag.region = tag.region ?? parts[2]
            return tag
        }
        return self
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
        if let explicit = CLDRTables.parentLocales[cldrIdentifier] {
            return explicit == "root" ? nil : LanguageTag(explicit)
        }
        if region != nil { return LanguageTag(language: language, script: script) }
        if let script {
            // A script other than the language's default has no parent but root: zh-Hant must not inherit zh.
            let defaultScript = LanguageTag(language: language).maximized().script
            return script == defaultScript ? LanguageTag(language: language) : nil
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

/// The generated CLDR language data, read into dictionaries once, on first use.
enum CLDRTables {
    static let likelySubtags = parse(CLDRLanguageData.likelySubtags)
    static let parentLocales = parse(CLDRLanguageData.parentLocales)
    /// `parentLocales` with the parents parsed (`nil` for root), so walking parents parses nothing.
    static let parentLocaleTags: [String: LanguageTag?] = parentLocales.mapValues { $0 == "root" ? nil : LanguageTag($0) }
    static let languageAliases = parse(CLDRLanguageData.languageAliases)
    static let territoryAliases = parse(CLDRLanguageData.territoryAliases)
    static let scriptAliases = parse(CLDRLanguageData.scriptAliases)
    static let variantAliases = parse(CLDRLanguageData.variantAliases)

    /// Reads a `key=value key=value` list.
    static func parse(_ table: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in table.split(separator: " ") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        return result
    }
}

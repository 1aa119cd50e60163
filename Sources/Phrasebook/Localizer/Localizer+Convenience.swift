import StringCatalog

extension Localizer {
    /// Creates a localizer for a user's preferred languages (`["fr-CA", "de"]`), negotiated against the
    /// languages the tables have.
    public init(tables: [LocalizationTable], preferredLanguages: [String], device: DeviceKind = .other,
                policy: TranslationPolicy = .default,
                reportIssue: @escaping @Sendable (LocalizationIssue) -> Void = LocalizationIssue.printWarning) {
        var available: [String] = []
        for table in tables {
            for language in table.catalog.languages where !available.contains(language) { available.append(language) }
        }
        let source = tables.first?.catalog.sourceLanguage ?? "en"
        let chain = LanguageNegotiator(available: available, sourceLanguage: source).fallbackChain(for: preferredLanguages)
        self.init(tables: tables, languages: chain, device: device, policy: policy, reportIssue: reportIssue)
    }

    /// Arguments parsed from text (a command line) as the kinds `key` reads: integers, floating point,
    /// or strings. A text `name=value` whose name is one of the key's placeholder names (`count=5` for
    /// `%(count)lld landmarks`) is that placeholder's argument; the other texts fill the remaining arguments
    /// in order. An argument given no text is empty text.
    public func arguments(forKey key: String, table: String? = nil, parsing texts: [String]) -> [FormatValue] {
        let signature = argumentSignature(forKey: key, table: table)
        let names = argumentNames(forKey: key, table: table)
        var byIndex: [Int: String] = [:]
        var positional: [String] = []
        for text in texts {
            if !names.isEmpty, let equals = text.firstIndex(of: "="), let index = names[String(text[..<equals])] {
                byIndex[index - 1] = String(text[text.index(after: equals)...])
            } else {
                positional.append(text)
            }
        }
        var next = 0
        for text in positional {
            while byIndex[next] != nil { next += 1 }
            byIndex[next] = text
        }
        let count = (byIndex.keys.max() ?? -1) + 1
        return (0..<count).map { index in
            guard let text = byIndex[index] else { return .string("") }
            return Self.value(text, as: signature.classes[index])
        }
    }

    private static func value(_ text: String, as category: FormatArgumentCategory?) -> FormatValue {
        switch category {
        case .integer?, .character?, .unichar?, .pointer?:
            if let value = Int64(text) { return .int(value) }
            if let value = UInt64(text) { return .uint(value) }
            return .string(text)
        case .double?:
            return Double(text).map(FormatValue.double) ?? .string(text)
        default:
            return .string(text)
        }
    }
}

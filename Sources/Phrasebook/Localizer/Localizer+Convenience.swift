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
    /// or strings.
    public func arguments(forKey key: String, table: String? = nil, parsing texts: [String]) -> [FormatValue] {
        let signature = argumentSignature(forKey: key, table: table)
        return texts.enumerated().map { index, text in
            switch signature.classes[index] {
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
}

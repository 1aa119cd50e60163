extension LanguageTag {
    /// The language's name in itself, for language pickers: `Deutsch`, `Português (Brasil)`, `中文（简体）`.
    ///
    /// Names come from CLDR for about a hundred common app languages (`LanguageTag.displayNameLanguages`);
    /// `nil` for others.
    public var autonym: String? { displayName(in: self) }

    /// The language's name in a UI language, capitalized for a picker: `German` for `de` in `en`,
    /// `Englisch (Vereinigtes Königreich)` for `en-GB` in `de`.
    ///
    /// A UI language without names of its own uses the names of the language it inherits from (`de-LU` → `de`).
    /// A tag without a name of its own uses its nearest ancestor's, with the region code added when one was
    /// dropped (`de-LU` in `en` → `German (LU)`). `nil` when neither language has names.
    public func displayName(in uiLanguage: LanguageTag) -> String? {
        let names = DisplayNameTable.shared
        guard let row = names.row(for: uiLanguage) else { return nil }
        let form = LanguageNegotiator.lookupForm(self)
        for (depth, level) in LanguageNegotiator.bundleChain(of: form).enumerated() {
            if let column = names.column[level] {
                let name = names.rows[row][column]
                // A region the ancestor implies anyway (zh-TW under zh-Hant) needs no mention; others do (de-LU).
                if depth > 0, let region = form.region, level.region == nil, level.maximized().region != region {
                    return "\(name) (\(region))"
                }
                return name
            }
        }
        return nil
    }

    /// The languages with display names, in CLDR's spelling (`en-GB`, `zh-Hans`).
    public static var displayNameLanguages: [LanguageTag] { DisplayNameTable.shared.tags }
}

/// The generated display names, read once.
private struct DisplayNameTable: Sendable {
    static let shared = DisplayNameTable()

    let tags: [LanguageTag]
    /// Lookup form → column of each row.
    let column: [LanguageTag: Int]
    /// Names per UI language, in `tags` order.
    let rows: [[String]]
    /// Lookup form of the UI language → row.
    let rowIndex: [LanguageTag: Int]

    init() {
        tags = CLDRDisplayNames.tags.split(separator: " ").compactMap { LanguageTag(String($0)) }
        var column: [LanguageTag: Int] = [:]
        for (index, tag) in tags.enumerated() { column[LanguageNegotiator.lookupForm(tag)] = column[LanguageNegotiator.lookupForm(tag)] ?? index }
        self.column = column
        var rows: [[String]] = []
        var rowIndex: [LanguageTag: Int] = [:]
        for line in CLDRDisplayNames.rows {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let ui = fields.first.flatMap(LanguageTag.init), fields.count == tags.count + 1 else { continue }
            rowIndex[LanguageNegotiator.lookupForm(ui)] = rows.count
            rows.append(Array(fields.dropFirst()))
        }
        self.rows = rows
        self.rowIndex = rowIndex
    }

    func row(for uiLanguage: LanguageTag) -> Int? {
        for level in LanguageNegotiator.bundleChain(of: LanguageNegotiator.lookupForm(uiLanguage)) {
            if let row = rowIndex[level] { return row }
        }
        return nil
    }
}

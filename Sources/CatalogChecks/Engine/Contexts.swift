import StringCatalog

/// One key under check, prepared once and shared by every language and rule: its source units
/// (the source-language localization, or the key itself when there is none).
public struct EntryContext: Sendable {
    public var key: String
    public var entry: CatalogEntry
    public var sourceLanguage: String
    /// The source texts; a single unit holding the key when the source language has no localization.
    public var sourceUnits: [TextUnit]
    /// Whether the source language has its own localization (else the key is the source text).
    public var hasSourceLocalization: Bool
    /// Length in characters of each source unit, counted once for every language.
    public var sourceLengths: [Int]
    /// Each source unit's format string, parsed once for every language; `nil` when it has no `%`.
    public var sourceFormats: [FormatString?]

    init(key: String, entry: CatalogEntry, sourceLanguage: String) {
        self.key = key
        self.entry = entry
        self.sourceLanguage = sourceLanguage
        if let localization = entry.localizations[sourceLanguage] {
            let units = TextUnit.units(of: localization)
            hasSourceLocalization = true
            sourceUnits = units.isEmpty ? [TextUnit(value: key)] : units
        } else {
            hasSourceLocalization = false
            sourceUnits = [TextUnit(value: key)]
        }
        sourceLengths = sourceUnits.map(\.value.count)
        sourceFormats = sourceUnits.map(\.format)
    }

    /// Whether translations are expected: not marked `shouldTranslate: false` and not stale.
    public var needsTranslation: Bool {
        entry.shouldTranslate != false && entry.extractionState != .stale
    }

    /// The main source text: the plain value, else the `other` plural case, else the first unit.
    public var sourceText: String { sourceUnits[mainSourceIndex].value }

    /// Index of the main source text in `sourceUnits`.
    public var mainSourceIndex: Int {
        sourceUnits.firstIndex { $0.device == nil && $0.substitution == nil && $0.plural == nil }
            ?? sourceUnits.firstIndex { $0.device == nil && $0.substitution == nil && $0.plural == .other }
            ?? 0
    }

    /// The index of the source unit a translated unit is compared with: the same case if the source
    /// has it, else the source's `other` case at the same place, else the main text.
    public func sourceIndex(for unit: TextUnit) -> Int {
        func find(device: DeviceKind?, plural: PluralCategory?) -> Int? {
            sourceUnits.firstIndex { $0.substitution == unit.substitution && $0.device == device && $0.plural == plural }
        }
        return find(device: unit.device, plural: unit.plural)
            ?? find(device: unit.device, plural: unit.plural == nil ? nil : .other)
            ?? find(device: nil, plural: unit.plural)
            ?? find(device: nil, plural: unit.plural == nil ? nil : .other)
            ?? (unit.substitution == nil ? mainSourceIndex : sourceUnits.firstIndex { $0.substitution == unit.substitution } ?? mainSourceIndex)
    }
}

/// One key in one language.
public struct TranslationContext: Sendable {
    public var entry: EntryContext
    public var language: LanguageContext
    /// The localization in this language, `nil` when there is none.
    public var localization: Localization?
    /// Its texts (empty when there is no localization).
    public var units: [TextUnit]
    /// Each unit's format string, parsed once for all rules; `nil` when the unit has no `%`.
    public var formats: [FormatString?]

    /// Whether this is the source language (rules that compare with the source skip it).
    public var isSource: Bool { language.status == .source }

    init(entry: EntryContext, language: LanguageContext, localization: Localization?, units: [TextUnit]) {
        self.entry = entry
        self.language = language
        self.localization = localization
        self.units = units
        formats = language.status == .source ? entry.sourceFormats : units.map(\.format)
    }

    /// The source unit `units[index]` is compared with.
    public func sourceUnit(for index: Int) -> TextUnit {
        entry.sourceUnits[entry.sourceIndex(for: units[index])]
    }

    /// The parsed source format `units[index]` is compared with.
    public func sourceFormat(for index: Int) -> FormatString? {
        entry.sourceFormats[entry.sourceIndex(for: units[index])]
    }
}

/// The whole catalog under check, for rules that compare keys.
public struct CatalogContext: Sendable {
    public var catalog: StringCatalog
    /// Entries in key order, prepared.
    public var entries: [EntryContext]
    /// Languages under check (source first), prepared.
    public var languages: [LanguageContext]
}

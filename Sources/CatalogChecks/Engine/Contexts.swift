import StringCatalog

/// One key under check, prepared once and shared by every language and rule: its source units
/// (the source-language localization, or the key itself when there is none).
///
/// A class: every translation context of the key shares it.
public final class EntryContext: Sendable {
    public let key: String
    public let entry: CatalogEntry
    public let sourceLanguage: String
    /// The source language subtag, lowercased (`en`).
    public let sourceBaseLanguage: String
    /// The source texts; a single unit holding the key when the source language has no localization.
    public let sourceUnits: [TextUnit]
    /// Whether the source language has its own localization (else the key is the source text).
    public let hasSourceLocalization: Bool
    /// The source language's localization, looked up once: the source language may be as long as a
    /// stranger's catalog makes it, and hashing it for every key and pass would cost keys × its length.
    public let sourceLocalization: Localization?
    /// Whether a source text exists to compare translations with: a source localization, or a key that is
    /// itself the text. A manual key such as `settings.title` without a source localization has none.
    public let hasSourceText: Bool
    /// Length in characters of each source unit, counted once for every language.
    public let sourceLengths: [Int]
    /// The argument numbers of the key's named placeholders (`%(count)lld`), from its source text: every
    /// language's texts are parsed with them, so a translation that reorders names reads the same arguments.
    public let names: ArgumentNames
    /// Each source unit's format string, parsed once for every language; `nil` when it has no `%`.
    public let sourceFormats: [FormatString?]
    /// Index of the main source text in `sourceUnits`: the plain value, else the `other` plural case, else the first.
    public let mainSourceIndex: Int
    /// Each source unit's final punctuation, read once for every language.
    public let sourceEndings: [(ending: PunctuationProfile.Ending, mark: String)]

    /// `sourceBaseLanguage` is the catalog's, parsed once: a catalog from a stranger may hold a very long
    /// source language, and parsing it again for every key would cost keys × its length.
    init(key: String, entry: CatalogEntry, sourceLanguage: String, sourceBaseLanguage: String) {
        self.key = key
        self.entry = entry
        self.sourceLanguage = sourceLanguage
        self.sourceBaseLanguage = sourceBaseLanguage
        // Found by comparing the entry's few language names (unequal lengths differ at once), not by hashing
        // the source language again for every key.
        let sourceLocalization = entry.localizations.first { $0.key == sourceLanguage }?.value
        self.sourceLocalization = sourceLocalization
        if let localization = sourceLocalization {
            let units = TextUnit.units(of: localization)
            hasSourceLocalization = true
            sourceUnits = units.isEmpty ? [TextUnit(value: key)] : units
        } else {
            hasSourceLocalization = false
            sourceUnits = [TextUnit(value: key)]
        }
        hasSourceText = hasSourceLocalization || Self.keyIsSourceText(key, extractionState: entry.extractionState)
        sourceLengths = sourceUnits.map(\.value.count)
        let names = ArgumentNames(key: key, source: sourceLocalization)
        self.names = names
        sourceFormats = sourceUnits.map { $0.format(names: names) }
        mainSourceIndex = sourceUnits.firstIndex { $0.isPlain }
            ?? sourceUnits.firstIndex { $0.device == nil && $0.substitution == nil && $0.plural == .other }
            ?? 0
        sourceEndings = sourceUnits.map { PunctuationProfile.sourceReading.ending(of: $0.value) }
    }

    /// Whether a key without a source localization is itself the source text: not when extraction took the text
    /// from a `defaultValue:` (it is elsewhere), nor for a manual or migrated key written like an identifier.
    package static func keyIsSourceText(_ key: String, extractionState state: ExtractionState?) -> Bool {
        let keyIsIdentifier = !key.contains(where: \.isWhitespace)
        return !(state == .extractedWithValue || ((state == .manual || state == .migrated) && keyIsIdentifier))
    }

    /// Whether translations are expected: not marked `shouldTranslate: false` and not stale.
    public var needsTranslation: Bool { entry.needsTranslation }

    /// The main source text: the plain value, else the `other` plural case, else the first unit.
    public var sourceText: String { sourceUnits[mainSourceIndex].value }

    /// The index of the source unit a translated unit is compared with: the same case if the source
    /// has it, else the source's `other` case at the same place, else the main text.
    public func sourceIndex(for unit: TextUnit) -> Int {
        if unit.isPlain { return mainSourceIndex }
        func find(substitution: String?, device: DeviceKind?, plural: PluralCategory?) -> Int? {
            sourceUnits.firstIndex { $0.substitution == substitution && $0.device == device && $0.plural == plural }
        }
        let other: PluralCategory? = unit.plural == nil ? nil : .other
        // A substitution the source doesn't have is compared with the source's own plural cases.
        let substitutions = unit.substitution == nil ? [nil] : [unit.substitution, nil]
        for substitution in substitutions {
            if let index = find(substitution: substitution, device: unit.device, plural: unit.plural)
                ?? find(substitution: substitution, device: unit.device, plural: other)
                ?? find(substitution: substitution, device: nil, plural: unit.plural)
                ?? find(substitution: substitution, device: nil, plural: other) {
                return index
            }
        }
        return mainSourceIndex
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
    /// Each unit's format string, parsed once for all rules; `nil` when the unit has no `%`. When a unit
    /// has exactly its well-formed source's specifiers, this is the source's parse (its `text` is the source's).
    public var formats: [FormatString?]
    /// For each unit, the index of the source unit it is compared with, worked out once for all rules.
    public var sourceIndices: [Int]

    /// Whether this is the source language (rules that compare with the source skip it).
    public var isSource: Bool { language.status == .source }

    /// Whether rules that compare a translation with its source apply: a translation, of a key with source text.
    public var comparesWithSource: Bool { !isSource && entry.hasSourceText }

    init(entry: EntryContext, language: LanguageContext, localization: Localization?, units: [TextUnit]) {
        self.entry = entry
        self.language = language
        self.localization = localization
        self.units = units
        if language.status == .source {
            formats = entry.sourceFormats
            sourceIndices = Array(units.indices)
            return
        }
        let sourceIndices = units.map(entry.sourceIndex(for:))
        self.sourceIndices = sourceIndices
        formats = units.indices.map { index in
            let unit = units[index]
            guard unit.value.utf8.contains(UInt8(ascii: "%")) else { return nil }
            // Same specifiers as a well-formed source: the source's parse describes this text's arguments too.
            let sourceIndex = sourceIndices[index]
            if let source = entry.sourceFormats[sourceIndex], source.problems.isEmpty,
               SpecifierSignature.same(unit.value, entry.sourceUnits[sourceIndex].value, substitutionVariation: unit.isSubstitutionVariation) {
                return source
            }
            return unit.format(names: entry.names)
        }
    }

    /// The source unit `units[index]` is compared with.
    public func sourceUnit(for index: Int) -> TextUnit {
        entry.sourceUnits[sourceIndices[index]]
    }

    /// Whether the source text of `units[index]` is evidently not a format string: it has no specifiers,
    /// or its `%` signs are lone percent signs (`50% off`). Its translations' odd `%`s are then lone percent
    /// signs too, not specifiers to match.
    public func sourceIsUnformatted(for index: Int) -> Bool {
        guard let source = sourceFormat(for: index) else { return true }
        return source.argumentSpecifiers.isEmpty || source.problems.contains(where: LonePercentRule.isLonePercent)
    }

    /// The parsed source format `units[index]` is compared with.
    public func sourceFormat(for index: Int) -> FormatString? {
        entry.sourceFormats[sourceIndices[index]]
    }
}

/// The whole catalog under check, for rules that compare keys.
public struct CatalogContext: Sendable {
    public var catalog: StringCatalog
    /// Entries in key order, prepared.
    public var entries: [EntryContext]
    /// Languages under check (source first), prepared.
    public var languages: [LanguageContext]
    /// Whether the run judges this catalog's keys where the code uses them (``CatalogRule/findings(in:)``),
    /// having read the code.
    public var keysJudgedInCode: Bool
}

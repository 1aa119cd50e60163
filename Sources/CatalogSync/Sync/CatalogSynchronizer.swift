import Diagnostics
import SourceScanner
import StringCatalog

/// Brings one table's catalog in line with the strings extracted from code, as Xcode does at build time:
/// new keys are added, keys no longer found become `stale` with every translation kept, stale keys found
/// again come back, `manual` keys are never touched, comments follow the code, and nothing is dropped.
public struct CatalogSynchronizer: Sendable {
    /// The source language of catalogs created from scratch.
    public var defaultSourceLanguage: String

    public init(defaultSourceLanguage: String = "en") {
        self.defaultSourceLanguage = defaultSourceLanguage
    }

    /// The synchronized catalog and what changed. `strings` should be those of `table` only.
    public func sync(
        _ existing: StringCatalog?, table: String, with strings: [ExtractedString]
    ) -> (catalog: StringCatalog, changes: [CatalogChange]) {
        var catalog = existing ?? StringCatalog(sourceLanguage: defaultSourceLanguage)
        var changes: [CatalogChange] = []
        let found = Self.group(strings)
        let isPhraseTable = table == LocalizableValueKind.appShortcutPhrase.fixedTable

        for (key, occurrence) in found {
            guard var entry = catalog.strings[key] else {
                catalog.strings[key] = isPhraseTable
                    ? Self.newPhraseEntry(key: key, occurrence, sourceLanguage: catalog.sourceLanguage)
                    : newEntry(key: key, occurrence, sourceLanguage: catalog.sourceLanguage)
                changes.append(CatalogChange(.added, table: table, key: key))
                continue
            }
            if entry.extractionState == .manual { continue }
            if isPhraseTable {
                Self.updatePhrase(&entry, with: occurrence, sourceLanguage: catalog.sourceLanguage, table: table, key: key, changes: &changes)
            } else {
                update(&entry, with: occurrence, sourceLanguage: catalog.sourceLanguage, table: table, key: key, changes: &changes)
            }
            catalog.strings[key] = entry
        }

        for (key, entry) in catalog.strings where found[key] == nil {
            guard entry.extractionState == nil || entry.extractionState == .extractedWithValue else { continue }
            catalog.strings[key]?.extractionState = .stale
            changes.append(CatalogChange(.markedStale, table: table, key: key))
        }
        changes.sort { ($0.key, $0.kind.rawValue) < ($1.key, $1.kind.rawValue) }
        return (catalog, changes)
    }

    // MARK: - Entries

    /// What all occurrences of one key say: comments in order of appearance, the first default value.
    struct Occurrence {
        var comment: String?
        var defaultValue: String?
    }

    static func group(_ strings: [ExtractedString]) -> [String: Occurrence] {
        var comments: [String: [String]] = [:]
        var result: [String: Occurrence] = [:]
        for string in strings.sorted(by: { $0.position < $1.position }) {
            var occurrence = result[string.key] ?? Occurrence()
            if let comment = string.comment, !comment.isEmpty, !(comments[string.key] ?? []).contains(comment) {
                comments[string.key, default: []].append(comment)
            }
            if occurrence.defaultValue == nil { occurrence.defaultValue = string.defaultValue }
            result[string.key] = occurrence
        }
        for (key, list) in comments { result[key]?.comment = list.joined(separator: "\n") }
        return result
    }

    private func newEntry(key: String, _ occurrence: Occurrence, sourceLanguage: String) -> CatalogEntry {
        var entry = CatalogEntry(comment: occurrence.comment)
        if let value = occurrence.defaultValue {
            entry.extractionState = .extractedWithValue
            entry.localizations[sourceLanguage] = .text(Self.sourceText(value), state: .new)
        } else if let value = Self.numberedKey(key) {
            entry.localizations[sourceLanguage] = .text(value, state: .new)
        }
        return entry
    }

    // MARK: - App Shortcut phrases

    /// A phrase as Xcode writes it in `AppShortcuts.xcstrings`: extracted with its value, which is a
    /// string set (a language may say a phrase several ways) holding the phrase itself.
    static func newPhraseEntry(key: String, _ occurrence: Occurrence, sourceLanguage: String) -> CatalogEntry {
        var entry = CatalogEntry(comment: occurrence.comment, extractionState: .extractedWithValue)
        entry.localizations[sourceLanguage] = phraseLocalization(key)
        return entry
    }

    private static func phraseLocalization(_ phrase: String) -> Localization {
        Localization(unknownFields: [
            "stringSet": .object(["state": .string(TranslationState.new.rawValue), "values": .array([.string(phrase)])]),
        ])
    }

    /// A phrase found again: back from stale, extracted with its value, its source set written if missing.
    private static func updatePhrase(
        _ entry: inout CatalogEntry, with occurrence: Occurrence, sourceLanguage: String, table: String, key: String,
        changes: inout [CatalogChange]
    ) {
        if entry.extractionState == .stale {
            changes.append(CatalogChange(.revived, table: table, key: key))
        } else if entry.extractionState != .extractedWithValue {
            changes.append(CatalogChange(
                .extractionState, table: table, key: key,
                detail: "\(entry.extractionState?.rawValue ?? "extracted") → \(ExtractionState.extractedWithValue.rawValue)"))
        }
        entry.extractionState = .extractedWithValue
        if let comment = occurrence.comment, comment != entry.comment {
            changes.append(CatalogChange(
                .comment, table: table, key: key, detail: "\(entry.comment.map(\.jsonQuoted) ?? "none") → \(comment.jsonQuoted)"))
            entry.comment = comment
        }
        if entry.localizations[sourceLanguage] == nil {
            changes.append(CatalogChange(.sourceValue, table: table, key: key, detail: "none → \(key.jsonQuoted)"))
            entry.localizations[sourceLanguage] = phraseLocalization(key)
        }
    }

    // MARK: - Source values

    /// Whether a source-language localization is still the plain `new` text extraction writes.
    static func isWrittenFromCode(_ localization: Localization) -> Bool {
        localization.stringUnit?.state == .new && localization.variations == nil && localization.substitutions == nil
    }

    /// The source-language text Xcode writes for a key's or default value's text: with two or more
    /// arguments, every sequential specifier numbered (`%@ of %@` → `%1$@ of %2$@`), so translations
    /// can reorder them; otherwise the text as it is. Text whose `%` evidently starts no argument
    /// (`"50% on shoes"` reads as `% o`) is left as it is rather than numbered.
    static func sourceText(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let format = FormatString.parse(text)
        guard format.arguments.count >= 2, !format.problems.contains(where: { $0.kind == .spaceFlagConversion }) else {
            return text
        }
        return format.withPositionalSpecifiers
    }

    /// The source-language text Xcode writes for a key without a default value: the key with its
    /// arguments numbered when it has two or more sequential ones, else none (the key is the text).
    static func numberedKey(_ key: String) -> String? {
        let text = sourceText(key)
        return text == key ? nil : text
    }

    private func update(
        _ entry: inout CatalogEntry, with occurrence: Occurrence, sourceLanguage: String, table: String, key: String,
        changes: inout [CatalogChange]
    ) {
        // The code's default value is the source text until someone edits it in the catalog (a reviewed
        // text, or plural or device variations): from then on the source text is the catalog's. A key
        // whose source text was varied is plainly extracted, as Xcode leaves it.
        let source = entry.localizations[sourceLanguage]
        let isSourceEdited = source.map { !Self.isWrittenFromCode($0) } ?? false
        let isSourceVaried = source.map { $0.variations != nil || $0.substitutions != nil } ?? false
        let newState: ExtractionState? = occurrence.defaultValue == nil || isSourceVaried ? nil : .extractedWithValue
        if entry.extractionState == .stale {
            changes.append(CatalogChange(.revived, table: table, key: key))
        } else if entry.extractionState != newState {
            changes.append(CatalogChange(
                .extractionState, table: table, key: key,
                detail: "\(entry.extractionState?.rawValue ?? "extracted") → \(newState?.rawValue ?? "extracted")"))
        }
        entry.extractionState = newState

        // Comments follow the code; a comment written in the editor stays when the code has none.
        // A comment from the code is a person's, not Xcode's generated one: the generation marks go.
        if let comment = occurrence.comment,
           comment != entry.comment || entry.isCommentAutoGenerated != nil || entry.commentGenerationVersion != nil {
            if comment != entry.comment {
                let generated = entry.isCommentAutoGenerated == true && entry.comment != nil ? "Xcode's generated " : ""
                changes.append(CatalogChange(
                    .comment, table: table, key: key,
                    detail: "\(generated)\(entry.comment.map(\.jsonQuoted) ?? "none") → \(comment.jsonQuoted)"))
            }
            entry.comment = comment
            entry.isCommentAutoGenerated = nil
            entry.commentGenerationVersion = nil
        }

        if let defaultValue = occurrence.defaultValue, !isSourceEdited {
            let value = Self.sourceText(defaultValue)
            let current = source?.stringUnit
            if current?.value != value {
                changes.append(CatalogChange(
                    .sourceValue, table: table, key: key,
                    detail: "\(current.map { $0.value.jsonQuoted } ?? "none") → \(value.jsonQuoted)"))
                var localization = source ?? Localization()
                localization.stringUnit = StringUnit(
                    state: .new, value: value, unknownFields: current?.unknownFields ?? [:])
                entry.localizations[sourceLanguage] = localization
            }
        } else if source == nil, let value = Self.numberedKey(key) {
            // A key with several arguments gets its numbered source text once; any source text already
            // there (edited, translated, or with variations) is the catalog's.
            changes.append(CatalogChange(.sourceValue, table: table, key: key, detail: "none → \(value.jsonQuoted)"))
            entry.localizations[sourceLanguage] = .text(value, state: .new)
        }
    }
}

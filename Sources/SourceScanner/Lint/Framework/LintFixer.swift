import Diagnostics
import Foundation
import StringCatalog
import SwiftParser
import SwiftSyntax

/// What `phrasebook lint --fix` changed, and what it left for people.
public struct LintFixResult: Sendable {
    /// Fixed file texts by path (only files that changed).
    public var fixedFiles: [String: String] = [:]
    /// How many findings were fixed.
    public var fixedCount = 0
    /// Plural keys the fixes introduced, to add to the catalog.
    public var pluralEntries: [PluralEntry] = []
    /// Text in other languages the fixes moved out of the code, to add to the catalog as translations.
    public var foreignTexts: [ForeignTextEntry] = []
    /// Files whose fixes were abandoned because the result would not have parsed as cleanly as before.
    public var rejectedFiles: [String] = []
    /// The findings left after fixing, as diagnostics.
    public var remaining: [Diagnostic] = []
    /// What the fixes would change in the catalog, worked out by ``Linter/preview(_:catalog:)``.
    public var catalogUpdate: CatalogUpdate?

    /// Whether the fixes add anything to the catalog: plural variations or text moved out of the code.
    var updatesCatalog: Bool { !pluralEntries.isEmpty || !foreignTexts.isEmpty }
}

/// A catalog's text before and after the fixes' additions, for a dry run to show as a patch.
public struct CatalogUpdate: Sendable {
    public var url: URL
    public var before: String
    public var after: String
}

extension Linter {
    /// Applies every safe fix to in-memory sources; nothing is written. Fixes of a file are applied
    /// together, in rule order with overlapping ones skipped, and abandoned if the fixed text has more
    /// syntax errors than the original.
    public func fix(sources: [(path: String, text: String)]) throws -> LintFixResult {
        try fixes(in: SourceFile.parse(sources))
    }

    /// ``fix(sources:)`` for files already parsed (by `phrasebook lint`, which parses once): nothing is
    /// written, and only the files the fixes change are parsed again.
    /// - Parameter movingForeignText: whether fixes may move text in another language out of the code; only when
    ///   a catalog will receive it, or the text would be lost.
    public func fixes(in files: [SourceFile], movingForeignText: Bool = true) throws -> LintFixResult {
        let run = try run(files: files)
        var result = LintFixResult()
        var fixedIDs: Set<String> = []
        // One new key holds one text: a second text that would get the same key keeps its finding.
        var foreignKeys: [String: String] = [:]
        let ruleOrder = Dictionary(uniqueKeysWithValues: LintRules.all.enumerated().map { ($1.id, $0) })
        for (file, findings) in zip(run.files, run.findings) {
            let candidates = findings.filter { $0.finding.fix != nil }.sorted {
                (ruleOrder[$0.rule.id] ?? 0, $0.finding.offset) < (ruleOrder[$1.rule.id] ?? 0, $1.finding.offset)
            }
            var accepted: [(rule: RuleDescription<SourceExample>, finding: LintFinding)] = []
            var taken: [Range<Int>] = []
            for candidate in candidates {
                if let foreign = candidate.finding.fix!.foreignText {
                    guard movingForeignText, foreignKeys[foreign.key, default: foreign.text] == foreign.text else { continue }
                }
                let ranges = candidate.finding.fix!.edits.map(\.range)
                guard !ranges.contains(where: { range in taken.contains { $0.overlaps(range) || $0 == range } }) else {
                    continue
                }
                taken += ranges
                accepted.append(candidate)
                if let foreign = candidate.finding.fix!.foreignText { foreignKeys[foreign.key] = foreign.text }
            }
            guard !accepted.isEmpty else { continue }
            let fixed = Self.apply(accepted.flatMap { $0.finding.fix!.edits }, to: file.text)
            guard Self.syntaxErrorCount(in: SwiftSourceParser.parse(fixed)) <= Self.syntaxErrorCount(in: file.tree) else {
                result.rejectedFiles.append(file.path)
                continue
            }
            result.fixedFiles[file.path] = fixed
            result.fixedCount += accepted.count
            for (rule, finding) in accepted {
                fixedIDs.insert("\(file.path)#\(rule.id)#\(finding.offset)")
                if let entry = finding.fix?.pluralEntry, !result.pluralEntries.contains(entry) {
                    result.pluralEntries.append(entry)
                }
                if let entry = finding.fix?.foreignText, !result.foreignTexts.contains(entry) {
                    result.foreignTexts.append(entry)
                }
            }
        }
        // Re-lint the fixed sources so the remaining findings point at the new text.
        let fixedFiles = result.fixedFiles
        let after = ConcurrentMap.map(files) { file in fixedFiles[file.path].map { SourceFile(path: file.path, text: $0) } ?? file }
        result.remaining = try lint(after)
        return result
    }

    /// Fixes `files` in place (each written with `SafeFile`) and adds plural entries to `catalog` when given.
    /// A file is written only if every fix in it keeps it parsing cleanly. Sources are written first and the
    /// catalog last, re-read under its lock: a run interrupted in between leaves fixed sources whose plural
    /// keys a second run (or extraction) adds, so re-running converges.
    ///
    /// Text in another language moves into `catalog` as that language's translation; without a catalog it
    /// stays in the code, reported.
    public func fix(_ files: [SourceFile], catalog catalogURL: URL? = nil) throws -> LintFixResult {
        let result = try fixes(in: files, movingForeignText: catalogURL != nil)
        if let catalogURL, result.updatesCatalog {
            _ = try StringCatalog(contentsOf: catalogURL) // a catalog that can't be updated stops the run before any write
        }
        for (path, text) in result.fixedFiles.sorted(by: { $0.key < $1.key }) {
            try SafeFile.write(Data(text.utf8), to: URL(fileURLWithPath: path))
        }
        if let catalogURL, result.updatesCatalog {
            try SafeFile.updateExisting(catalogURL) { data in try Self.catalog(data, at: catalogURL, updatedWith: result) }
        }
        return result
    }

    /// What ``fix(_:catalog:)`` would do, written nowhere: the fixed sources, and the catalog's text before and
    /// after the fixes' additions (``LintFixResult/catalogUpdate``), so a dry run shows every change it would make.
    public func preview(_ files: [SourceFile], catalog catalogURL: URL?) throws -> LintFixResult {
        var result = try fixes(in: files, movingForeignText: catalogURL != nil)
        if let catalogURL, result.updatesCatalog {
            let data = try SafeFile.read(catalogURL)
            let updated = try Self.catalog(data, at: catalogURL, updatedWith: result)
            result.catalogUpdate = CatalogUpdate(
                url: catalogURL, before: String(decoding: data, as: UTF8.self), after: String(decoding: updated, as: UTF8.self))
        }
        return result
    }

    /// The catalog `data` with the fixes' plural variations and moved text added, as Xcode writes it.
    private static func catalog(_ data: Data, at url: URL, updatedWith result: LintFixResult) throws -> Data {
        var catalog = try StringCatalog(data: data, path: url.relativePath)
        catalog.addPluralEntries(result.pluralEntries, language: catalog.sourceLanguage)
        catalog.addForeignTexts(result.foreignTexts)
        return catalog.encoded()
    }

    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Missing and unexpected nodes the parser recovered from.
    static func syntaxErrorCount(in tree: SourceFileSyntax) -> Int {
        guard tree.hasError else { return 0 }
        var count = 0
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.hasError { count += 1 }
        return count + (tree.hasError ? 1 : 0)
    }
}

extension StringCatalog {
    /// Adds each text as its language's translation under its key, leaving the source language without text
    /// (so `check` blocks the key until someone writes it). A translation the catalog already has is kept.
    ///
    /// A key that replaces an old one (the foreign text itself) takes over the old entry's translations and
    /// comment; a source-language text that only repeats the foreign key is dropped, one that differs (a real
    /// translation into the source language) becomes the source text. The old entry is kept: extraction marks
    /// it stale once no code uses it, so no translation is lost.
    public mutating func addForeignTexts(_ entries: [ForeignTextEntry]) {
        let before = strings
        for entry in entries {
            var catalogEntry = strings[entry.key] ?? entry.replacing.flatMap { before[$0] } ?? CatalogEntry()
            if entry.replacing != nil, catalogEntry.localizations[sourceLanguage]?.stringUnit?.value == entry.text {
                catalogEntry.localizations[sourceLanguage] = nil
            }
            catalogEntry.extractionState = nil
            if catalogEntry.localizations[entry.language] != nil {
                strings[entry.key] = catalogEntry
                continue
            }
            catalogEntry.localizations[entry.language] = Localization(stringUnit: StringUnit(state: .translated, value: entry.text))
            if catalogEntry.comment == nil {
                catalogEntry.comment = "Was written in \(entry.language) in the code: write the \(sourceLanguage) text (or draft it: phrasebook translate --source-from \(entry.language))"
            }
            strings[entry.key] = catalogEntry
        }
    }

    /// Adds source-language plural variations for each entry: new keys are created; existing keys get
    /// variations only when their source localization has none. Translations are never touched.
    public mutating func addPluralEntries(_ entries: [PluralEntry], language: String) {
        for entry in entries {
            var catalogEntry = strings[entry.key] ?? CatalogEntry()
            var localization = catalogEntry.localizations[language] ?? Localization()
            guard localization.variations?.plural == nil else { continue }
            localization.stringUnit = nil
            localization.variations = Variations(plural: [
                .one: .text(entry.one, state: .translated),
                .other: .text(entry.other, state: .translated),
            ])
            catalogEntry.localizations[language] = localization
            strings[entry.key] = catalogEntry
        }
    }
}

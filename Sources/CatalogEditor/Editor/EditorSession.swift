import CatalogChecks
import CatalogMerge
import Diagnostics
import Foundation
import Phrasebook
import Plurals
import ProjectConfiguration
import StringCatalog
import Translation

/// The editor's state for one `phrasebook serve`: the project's catalogs, their statuses and findings,
/// and the one way a translation is saved. Every request goes through one lock, so two tabs' saves are
/// serialized; files are written with `SafeFile` under its own lock, so other Phrasebook processes are too.
///
/// Nothing is lost: a save names the version of the unit it started from and is refused with the unit as
/// it is now when that changed (another tab, `git pull`, Xcode); other keys changed on disk meanwhile are
/// kept, because every save re-reads the file and changes only its own key.
public final class EditorSession: @unchecked Sendable {
    private let lock = NSLock()
    var catalogs: [OpenCatalog]
    let checker: CatalogChecker
    /// The language keys and source text are written in.
    public let sourceLanguage: String
    /// The language the page opens with (`--language`).
    public let preferredLanguage: String?
    /// Catalogs whose file could not be read again, by path, with why.
    var diskProblems: [String: String] = [:]
    /// Where the code uses each key, by table then key.
    private let usages: [String: [String: [String]]]
    /// The memory's and the engine's suggestions for a unit.
    private let suggestionFinder: SuggestionFinder
    /// What text no person wrote is held to before it is saved: `translate`'s gate (see ``save(_:refusingErrors:)``).
    private let gate: TranslationGate

    /// Opens the project's catalogs, checked with the project's settings as `check` checks them.
    /// `language` is the one the page opens with; a language no catalog has yet is added as in preparation.
    /// `usages` are the places in code that use each key, shown beside it.
    public init(project: Project, language: String? = nil, usages: [CodeUsage] = []) {
        var byTable: [String: [String: [String]]] = [:]
        for usage in usages { byTable[usage.table, default: [:]][usage.key, default: []].append(usage.place) }
        self.usages = byTable
        var options = CheckOptions(project: project)
        if let language, !project.catalogs.contains(where: { $0.catalog.languages.contains(language) }),
           !(options.releasedLanguages ?? []).contains(language), !(options.preparingLanguages ?? []).contains(language) {
            options.preparingLanguages = (options.preparingLanguages ?? []) + [language]
        }
        let checker = CatalogChecker(options: options)
        self.checker = checker
        catalogs = project.catalogs.map { OpenCatalog($0, checker: checker) }
        sourceLanguage = project.sourceLanguage
        preferredLanguage = language
        suggestionFinder = SuggestionFinder(project: project)
        gate = TranslationGate(project: project)
    }

    /// The catalogs' paths as the page names them, in order.
    public var catalogPaths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return catalogs.map(\.path)
    }

    func locked<T>(_ body: () throws(EditorFailure) -> T) throws(EditorFailure) -> T {
        lock.lock()
        defer { lock.unlock() }
        for index in catalogs.indices {
            diskProblems[catalogs[index].path] = catalogs[index].reloadIfChanged(with: checker)
        }
        return try body()
    }

    // MARK: Reading

    /// The catalogs, the languages with their progress (counted as `check` counts coverage) and the rules.
    public func summary() -> JSONText {
        (try? locked { () throws(EditorFailure) -> JSONText in
            .object([
                ("sourceLanguage", .string(sourceLanguage)),
                ("preferredLanguage", .string(preferredLanguage)),
                ("catalogs", catalogList()),
                ("languages", .array(languageCodes().map(progress))),
                ("rules", .array(checker.descriptions.map { .object([("id", .string($0.id.rawValue)), ("summary", .string($0.summary))]) })),
                ("problems", .array(diskProblems.keys.sorted().map { .string(diskProblems[$0]!) })),
            ])
        }) ?? .null
    }

    /// The catalogs with their tables and key counts, as the page and agents list them.
    func catalogList() -> JSONText {
        .array(catalogs.map { catalog in
            .object([("path", .string(catalog.path)), ("table", .string(catalog.table)), ("keys", .int(catalog.catalog.strings.count))])
        })
    }

    /// Every language under check in any catalog, the source language left out, in order.
    func languageCodes() -> [String] {
        var seen: Set<String> = []
        return catalogs.flatMap { $0.languages.map(\.code) }.filter { seen.insert($0).inserted }.sorted()
    }

    /// Refuses a language the catalogs don't have and the page was not opened with: a request's language
    /// becomes a localization key on save, and `compile` turns those into folder names.
    func requireKnown(_ language: String) throws(EditorFailure) {
        guard LanguageTagCheck.isWellFormed(language), language == preferredLanguage || languageCodes().contains(language) else {
            throw .badRequest("\(LanguageTagCheck.quoted(language)) is not a language of this project's catalogs")
        }
    }

    /// How far `language` is translated over every catalog.
    func progress(_ language: String) -> JSONText {
        var counts = CoverageCounts()
        var status = LanguageCoverage.ReleaseStatus.released
        for catalog in catalogs {
            guard let statuses = catalog.statuses[language] else { continue }
            status = statuses.status
            for key in statuses.byKey.keys { counts.count(statuses.byKey[key]!) }
        }
        return .object([
            ("code", .string(language)), ("name", .string(Self.displayName(of: language))), ("status", .string(status.rawValue)),
            ("total", .int(counts.total)), ("translated", .int(counts.translated)), ("needsReview", .int(counts.needsReview)),
            ("copied", .int(counts.copied)), ("new", .int(counts.new)), ("missing", .int(counts.missing)),
            ("percent", .string(counts.percentText)),
        ])
    }

    /// Every key of every catalog as the work list shows it in `language`, as JSON.
    public func workList(language: String) throws(EditorFailure) -> Data {
        try locked { () throws(EditorFailure) -> Data in
            guard language != sourceLanguage else { throw .badRequest("\(language) is the source language: choose a language to translate into") }
            try requireKnown(language)
            var writer = WorkListWriter(capacity: catalogs.reduce(0) { $0 + $1.catalog.strings.count * 160 })
            writer.raw("{\"language\":")
            writer.string(language)
            writer.raw(",\"progress\":")
            writer.append(progress(language).compact())
            writer.raw(",\"rows\":[")
            var first = true
            for index in catalogs.indices {
                for key in catalogs[index].sortedKeys {
                    if !first { writer.raw(",") }
                    first = false
                    row(catalog: index, key: key, language: language).write(to: &writer)
                }
            }
            writer.raw("]}")
            return Data(writer.bytes)
        }
    }

    /// One key in the work list: status, source and translated text, the ids of its findings.
    func row(catalog index: Int, key: String, language: String) -> WorkListRow {
        let catalog = catalogs[index]
        let entry = catalog.catalog.strings[key]
        return WorkListRow(
            catalog: index, key: key, status: Self.statusName(entry: entry, status: catalog.statuses[language]?.byKey[key]),
            source: Self.mainText(of: entry?.localizations[sourceLanguage]) ?? key,
            translation: Self.mainText(of: entry?.localizations[language]) ?? "", comment: entry?.comment,
            findings: Set(findings(catalog.findings[key] ?? [], language: language).map(\.ruleID.rawValue)).sorted())
    }

    /// The findings of one key that concern `language`: its own, and those about the key itself.
    func findings(_ all: [Diagnostic], language: String) -> [Diagnostic] {
        all.filter { $0.language == nil || $0.language == language }
    }

    /// Everything the page shows and edits of one key in one language.
    public func unit(catalog path: String, key: String, language: String) throws(EditorFailure) -> JSONText {
        try locked { () throws(EditorFailure) -> JSONText in
            let index = try catalogIndex(path)
            if language != sourceLanguage { try requireKnown(language) }
            return try detail(catalogs[index], catalog: catalogs[index].catalog, key: key, language: language)
        }
    }

    /// Translations to offer for one key in one language: the memory's (exact, then close) and the configured
    /// engine's. The engine is asked outside the session's lock, so other requests go on meanwhile.
    public func suggestions(catalog path: String, key: String, language: String) throws(EditorFailure) -> JSONText {
        guard language != sourceLanguage else { throw .badRequest("\(language) is the source language") }
        let (catalog, all) = try locked { () throws(EditorFailure) -> (ProjectCatalog, [ProjectCatalog]) in
            let index = try catalogIndex(path)
            guard catalogs[index].catalog.strings[key] != nil else { throw .notFound("no key \"\(key)\" in \(path)") }
            return (catalogs[index].projectCatalog, catalogs.map(\.projectCatalog))
        }
        return suggestionFinder.suggestions(for: key, in: catalog, among: all, language: language)
    }

    func catalogIndex(_ path: String) throws(EditorFailure) -> Int {
        guard let index = catalogs.firstIndex(where: { $0.path == path }) else { throw .notFound("no catalog \(path) in this project") }
        return index
    }

    private func detail(_ open: OpenCatalog, catalog: StringCatalog, key: String, language: String, findingsOverride: [Diagnostic]? = nil) throws(EditorFailure) -> JSONText {
        guard let entry = catalog.strings[key] else { throw .notFound("no key \"\(key)\" in \(open.path)") }
        let plurals = PluralFacts(language: language)
        let sourcePlurals = PluralFacts(language: sourceLanguage)
        func categories(_ facts: PluralFacts) -> JSONText {
            .array(facts.rules.categories.map { PluralCategory($0.rawValue) }.sorted().map {
                .object([("name", .string($0.rawValue)), ("samples", .string(facts.sampleText($0)))])
            })
        }
        let found = findingsOverride ?? (catalog == open.catalog ? open.findings[key] ?? [] : [])
        return .object([
            ("catalog", .string(open.path)), ("table", .string(open.table)), ("key", .string(key)),
            ("language", .string(language)), ("languageName", .string(Self.displayName(of: language))),
            ("sourceLanguage", .string(sourceLanguage)),
            ("version", .string(UnitVersion(entry, language: language).description)),
            ("status", .string(Self.statusName(entry: entry, status: open.statuses[language]?.byKey[key]))),
            ("comment", .string(entry.comment)), ("commentIsAutoGenerated", entry.isCommentAutoGenerated.map { .bool($0) }),
            ("extractionState", .string(entry.extractionState?.rawValue)),
            ("shouldTranslate", .bool(entry.shouldTranslate != false)),
            ("source", entry.localizations[sourceLanguage].map(LocalizationJSON.render) ?? .null),
            ("sourceText", .string(Self.mainText(of: entry.localizations[sourceLanguage]) ?? key)),
            ("usages", .array((usages[open.table]?[key] ?? []).map { .string($0) })),
            ("localization", entry.localizations[language].map(LocalizationJSON.render) ?? .null),
            ("pluralCategories", categories(plurals)), ("sourcePluralCategories", categories(sourcePlurals)),
            ("devices", .array(DeviceKind.allKnown.map { .string($0.rawValue) })),
            ("findings", .array(findings(found, language: language).map(Self.render))),
        ])
    }

    static func render(_ finding: Diagnostic) -> JSONText {
        .object([("rule", .string(finding.ruleID.rawValue)), ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message))])
    }

    // MARK: Checking and saving

    /// What the page sends to save or check one key in one language.
    struct EditRequest: Decodable {
        var catalog: String
        var key: String
        var language: String
        /// The ``UnitVersion`` the edit started from (saves only).
        var version: String?
        var shouldTranslate: Bool
        /// `nil` removes the language's localization.
        var localization: LocalizationEdit?
        /// The unit as the page opened it (saves only): when the unit changed elsewhere since, the save is
        /// merged three ways, case by case and field by field, as catalogs in git are.
        var base: Base?

        struct Base: Decodable {
            var shouldTranslate: Bool
            var localization: LocalizationEdit?
        }

        static func decode(_ body: Data) throws(EditorFailure) -> EditRequest {
            do {
                return try JSONDecoder().decode(EditRequest.self, from: body)
            } catch {
                throw .badRequest("the edit is not one the editor understands: \(error)")
            }
        }

        /// `stored` with this edit applied.
        func applied(to stored: CatalogEntry) throws(EditorFailure) -> CatalogEntry {
            try Self.applying(shouldTranslate: shouldTranslate, localization: localization, in: language, to: stored)
        }

        /// `stored` as the page opened it, when the page sent it.
        func base(over stored: CatalogEntry) throws(EditorFailure) -> CatalogEntry? {
            guard let base else { return nil }
            return try Self.applying(shouldTranslate: base.shouldTranslate, localization: base.localization, in: language, to: stored)
        }

        private static func applying(
            shouldTranslate: Bool, localization: LocalizationEdit?, in language: String, to stored: CatalogEntry
        ) throws(EditorFailure) -> CatalogEntry {
            var entry = stored
            if !shouldTranslate {
                entry.shouldTranslate = false
            } else if entry.shouldTranslate == false {
                entry.shouldTranslate = nil
            }
            entry.localizations[language] = try localization?.applied(to: stored.localizations[language])
            return entry
        }
    }

    /// The findings an edit would have, by the same rules as `check` (rules across keys aside), without saving.
    public func check(_ body: Data) throws(EditorFailure) -> JSONText {
        .object([("findings", .array(try findings(ofEdit: body).map(Self.render)))])
    }

    /// The findings of the edit `body` describes (the page's save request) that concern its language.
    public func findings(ofEdit body: Data) throws(EditorFailure) -> [Diagnostic] {
        let request = try EditRequest.decode(body)
        return try locked { () throws(EditorFailure) -> [Diagnostic] in
            let open = catalogs[try catalogIndex(request.catalog)]
            try requireKnown(request.language)
            guard let stored = open.catalog.strings[request.key] else { throw .notFound("no key \"\(request.key)\" in \(open.path)") }
            let single = OpenCatalog.singleKeyCatalog(open.catalog, key: request.key, entry: try request.applied(to: stored))
            let found = checker.check(single).diagnostics.filter { $0.key == request.key }
            return findings(found, language: request.language)
        }
    }

    /// Saves one key in one language: re-reads the file under `SafeFile`'s lock; when the unit is no longer
    /// at the version the page started from, merges the two changes three ways from what the page opened, and
    /// refuses the save when both changed the same text; writes the catalog in Xcode's form.
    /// - Parameter refusingErrors: refuses text with an error finding (`EditorFailure.refused`), checked under
    ///   the lock against the key as it is on disk, its language counted as released: for agents, whose text
    ///   no person looked at.
    public func save(_ body: Data, refusingErrors: Bool = false) throws(EditorFailure) -> JSONText {
        let request = try EditRequest.decode(body)
        guard let version = request.version.flatMap(UnitVersion.init) else { throw .badRequest("a save names the version it started from") }
        guard request.language != sourceLanguage else { throw .badRequest("the source language is edited in code, not here") }
        return try locked { () throws(EditorFailure) -> JSONText in
            let index = try catalogIndex(request.catalog)
            try requireKnown(request.language)
            let open = catalogs[index]
            var written: (catalog: StringCatalog, text: Data, diskChanged: Bool)?
            var mergedWithOthers = false
            do {
                try SafeFile.updateExisting(open.url) { data in
                    // The very bytes last read or written: the catalog held is the file's, so a save of one key in a
                    // large catalog doesn't parse and compare it all again.
                    let diskChanged = data != open.text
                    let onDisk = diskChanged ? try StringCatalog.read(data: data, path: open.path).catalog : open.catalog
                    guard let stored = onDisk.strings[request.key] else {
                        throw EditorFailure.notFound("\"\(request.key)\" is no longer in \(open.path): it was removed on disk")
                    }
                    var edited = try request.applied(to: stored)
                    let current = UnitVersion(stored, language: request.language)
                    if current != version, UnitVersion(edited, language: request.language) != current {
                        // Changed elsewhere: changes to other cases or fields combine; the same text changed
                        // differently on both sides is the translator's to settle.
                        let merged = try request.base(over: stored).map { base in
                            StringCatalog.merged(
                                base: OpenCatalog.singleKeyCatalog(onDisk, key: request.key, entry: base),
                                ours: OpenCatalog.singleKeyCatalog(onDisk, key: request.key, entry: edited),
                                theirs: OpenCatalog.singleKeyCatalog(onDisk, key: request.key, entry: stored))
                        }
                        guard let merged, merged.conflicts.isEmpty, let entry = merged.catalog.strings[request.key] else {
                            let findings = checker.check(OpenCatalog.singleKeyCatalog(onDisk, key: request.key)).diagnostics
                            let places = merged.map { " (\($0.conflicts.map(\.location.description).joined(separator: ", ")))" } ?? ""
                            throw EditorFailure.conflict(
                                "\"\(request.key)\" in \(request.language) was changed elsewhere (another tab, git or Xcode) since you opened it\(places)",
                                current: try detail(open, catalog: onDisk, key: request.key, language: request.language, findingsOverride: findings))
                        }
                        edited = entry
                        mergedWithOthers = true
                    }
                    if refusingErrors {
                        let errors = gate.errors(in: edited, key: request.key, language: request.language, sourceLanguage: onDisk.sourceLanguage)
                        guard errors.isEmpty else {
                            throw EditorFailure.refused(
                                "the text has \(errors.count == 1 ? "an error" : "\(errors.count) errors"); nothing was written",
                                findings: .array(errors.map(Self.render)))
                        }
                    }
                    var catalog = onDisk
                    catalog.strings[request.key] = edited
                    // The keys are the held catalog's unless the file changed; then the writer sorts them itself.
                    let text = catalog.encoded(keysInXcodeOrder: diskChanged ? nil : open.sortedKeys)
                    written = (catalog, text, diskChanged && onDisk != open.catalog)
                    return text == data ? nil : text
                }
            } catch let failure as EditorFailure {
                throw failure
            } catch {
                throw .failed(String(describing: error))
            }
            if let written {
                catalogs[index].replace(with: written.catalog, text: written.text, editedKey: request.key, wholeCatalogChanged: written.diskChanged, checker: checker)
            }
            let updated = catalogs[index]
            return .object([
                ("unit", try detail(updated, catalog: updated.catalog, key: request.key, language: request.language)),
                ("row", row(catalog: index, key: request.key, language: request.language).json),
                ("progress", progress(request.language)),
                ("merged", .bool(mergedWithOthers)),
            ])
        }
    }

    // MARK: Presentation

    /// The status the work list filters on: stale and "don't translate" keys first, else coverage's.
    static func statusName(entry: CatalogEntry?, status: TranslationStatus?) -> String {
        if entry?.extractionState == .stale { return "stale" }
        if entry?.shouldTranslate == false { return "dontTranslate" }
        switch status ?? .missing {
        case .translated: return "translated"
        case .needsReview: return "needsReview"
        case .copied: return "copied"
        case .new: return "new"
        case .missing: return "missing"
        }
    }

    /// The text a list shows for a localization: its plain value, else its `other` plural case, else its first text.
    static func mainText(of localization: Localization?) -> String? {
        guard let localization else { return nil }
        if let value = localization.stringUnit?.value { return value }
        if let value = localization.variations?.plural?[.other]?.stringUnit?.value { return value }
        return TextUnit.units(of: localization).first?.value
    }

    /// `German` for `de`, in English; the tag itself when CLDR has no name.
    static func displayName(of language: String) -> String {
        guard let tag = LanguageTag(language), let english = LanguageTag("en") else { return language }
        return tag.displayName(in: english) ?? language
    }
}

/// A place in the code that uses a key of a table (`Sources/App/HomeView.swift:12:9`).
public struct CodeUsage: Sendable, Hashable {
    public var table: String
    public var key: String
    public var place: String

    public init(table: String, key: String, place: String) {
        self.table = table
        self.key = key
        self.place = place
    }
}

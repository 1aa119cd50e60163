import Diagnostics
import Foundation
import StringCatalog

/// What agents ask of a session (`phrasebook mcp`) beyond what the page asks: the work list filtered and
/// paged so a model's context holds it, findings counted and listed, and a key's catalog found by the key.
extension EditorSession {
    /// A slice of the work list in one language.
    public struct StringQuery: Sendable {
        public var language: String
        /// A status the work list shows (`missing`, `new`, `copied`, `needsReview`, `translated`, `stale`,
        /// `dontTranslate`); `nil`: any.
        public var status: String?
        /// A rule id the key must have a finding of in the language.
        public var finding: String?
        /// The catalog's path as ``EditorSession/catalogPaths`` names it.
        public var catalog: String?
        /// Text found, ignoring case, in the key, the source text or the translation.
        public var text: String?
        public var offset: Int
        public var limit: Int

        public init(language: String, status: String? = nil, finding: String? = nil, catalog: String? = nil, text: String? = nil,
                    offset: Int = 0, limit: Int = 50) {
            self.language = language
            self.status = status
            self.finding = finding
            self.catalog = catalog
            self.text = text
            self.offset = offset
            self.limit = limit
        }
    }

    /// The statuses a ``StringQuery`` may name, as the work list writes them.
    public static let statusNames = ["missing", "new", "copied", "needsReview", "translated", "stale", "dontTranslate"]

    /// The keys matching `query`, in the work list's order, from its offset: each with its catalog, status,
    /// source text, translation, comment and finding ids; `total` counts every match, `nextOffset` is where the
    /// next page starts (absent on the last page).
    public func strings(_ query: StringQuery) throws(EditorFailure) -> JSONText {
        guard query.language != sourceLanguage else {
            throw .badRequest("\(query.language) is the source language: name a language to translate into")
        }
        if let status = query.status, !Self.statusNames.contains(status) {
            throw .badRequest("\"\(status.prefix(40))\" is not a status; expected one of \(Self.statusNames.joined(separator: ", "))")
        }
        return try locked { () throws(EditorFailure) -> JSONText in
            try requireKnown(query.language)
            let only = try query.catalog.map { path throws(EditorFailure) in try catalogIndex(path) }
            let needle = query.text?.lowercased()
            var matches: [JSONText] = []
            var total = 0
            let end = query.offset + max(query.limit, 0)
            for index in catalogs.indices where only == nil || only == index {
                for key in catalogs[index].sortedKeys {
                    let row = row(catalog: index, key: key, language: query.language)
                    if let status = query.status, row.status != status { continue }
                    if let finding = query.finding, !row.findings.contains(finding) { continue }
                    if let needle, !([row.key, row.source, row.translation].contains { $0.lowercased().contains(needle) }) { continue }
                    if total >= query.offset, total < end {
                        matches.append(.object([
                            ("catalog", .string(catalogs[index].path)), ("key", .string(row.key)), ("status", .string(row.status)),
                            ("source", .string(row.source)), ("translation", row.translation.isEmpty ? nil : .string(row.translation)),
                            ("comment", .string(row.comment)),
                            ("findings", row.findings.isEmpty ? nil : .array(row.findings.map { .string($0) })),
                        ]))
                    }
                    total += 1
                }
            }
            return .object([
                ("language", .string(query.language)), ("total", .int(total)), ("offset", .int(query.offset)),
                ("nextOffset", end < total ? .int(end) : nil), ("strings", .array(matches)),
            ])
        }
    }

    /// The project at a glance: its catalogs, and each language's release status, progress and findings by
    /// severity (errors in a released language block a release).
    public func status() -> JSONText {
        (try? locked { () throws(EditorFailure) -> JSONText in
            var counts: [String: [Severity: Int]] = [:]
            for catalog in catalogs {
                for finding in catalog.findings.values.joined() {
                    counts[finding.language ?? "", default: [:]][finding.severity, default: 0] += 1
                }
            }
            func severities(_ language: String) -> JSONText {
                .object(Severity.allCases.reversed().map { ($0.rawValue, .int(counts[language]?[$0] ?? 0)) })
            }
            return .object([
                ("sourceLanguage", .string(sourceLanguage)),
                ("catalogs", catalogList()),
                ("languages", .array(languageCodes().map { language in
                    guard case .object(var members) = progress(language) else { return progress(language) }
                    members.append(("findings", severities(language)))
                    return .object(members)
                })),
                ("findingsOfEveryLanguage", counts[""] == nil ? nil : severities("")),
                ("problems", diskProblems.isEmpty ? nil : .array(diskProblems.keys.sorted().map { .string(diskProblems[$0]!) })),
            ])
        }) ?? .null
    }

    /// The check findings of one key or one language (or both, or all), most severe first, paged.
    public func findings(language: String?, key: String?, offset: Int = 0, limit: Int = 100) throws(EditorFailure) -> JSONText {
        try locked { () throws(EditorFailure) -> JSONText in
            if let language, language != sourceLanguage { try requireKnown(language) }
            var all: [(catalog: String, finding: Diagnostic)] = []
            for catalog in catalogs {
                let keys = key.map { [$0] } ?? catalog.sortedKeys
                for name in keys {
                    for finding in catalog.findings[name] ?? [] where language == nil || finding.language == nil || finding.language == language {
                        all.append((catalog.path, finding))
                    }
                }
            }
            all.sort { $0.finding.severity > $1.finding.severity }
            let end = offset + max(limit, 0)
            let page = all.indices.filter { $0 >= offset && $0 < end }.map { index in
                let (catalog, finding) = all[index]
                return JSONText.object([
                    ("catalog", .string(catalog)), ("key", .string(finding.key)), ("language", .string(finding.language)),
                    ("rule", .string(finding.ruleID.rawValue)), ("severity", .string(finding.severity.rawValue)),
                    ("message", .string(finding.message)),
                ])
            }
            return .object([
                ("total", .int(all.count)), ("offset", .int(offset)), ("nextOffset", end < all.count ? .int(end) : nil),
                ("findings", .array(page)),
            ])
        }
    }

    /// Refuses a language that is not well formed or not one of the project's catalogs.
    public func requireProjectLanguage(_ language: String) throws(EditorFailure) {
        try locked { () throws(EditorFailure) in try requireKnown(language) }
    }

    /// The catalog holding `key`: `catalog` itself when given, else the only catalog with the key.
    public func catalog(holding key: String, named catalog: String?) throws(EditorFailure) -> String {
        try locked { () throws(EditorFailure) -> String in
            if let catalog { return catalogs[try catalogIndex(catalog)].path }
            let holding = catalogs.filter { $0.catalog.strings[key] != nil }.map(\.path)
            guard let first = holding.first else { throw .notFound("no key \"\(key.prefix(200))\" in this project's catalogs") }
            guard holding.count == 1 else {
                throw .badRequest("\"\(key.prefix(200))\" is in \(holding.joined(separator: " and ")): name the catalog")
            }
            return first
        }
    }
}

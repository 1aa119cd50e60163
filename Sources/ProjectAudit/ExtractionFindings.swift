import CatalogChecks
import CatalogSync
import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner

/// What extraction in check mode would change in the catalogs, as findings: strings used in code but
/// missing from the catalog (located in the code), keys the code no longer uses (located in the catalog),
/// and tables, or a whole project, with no catalog for their strings.
public enum ExtractionFindings {
    /// One rule per kind of change, so reports group and explain them.
    static let changeRules: [CatalogChange.Kind: RuleMetadata] = [
        .added: RuleMetadata(
            id: "extract-new-string", summary: "A string used in code is missing from the catalog",
            rationale: "Until extraction adds it, no language can translate it: every user sees the source text. Run `phrasebook extract` (or build in Xcode).",
            defaultSeverity: .error),
        .markedStale: RuleMetadata(
            id: "extract-unused-key", summary: "A catalog key is no longer used by the code",
            rationale: "Extraction would mark it stale; its translations are kept. Delete it once you're sure it is gone for good.",
            defaultSeverity: .warning),
        .revived: RuleMetadata(
            id: "extract-revived-key", summary: "A key marked stale is used by the code again",
            rationale: "Extraction would un-stale it; check that its translations still fit.",
            defaultSeverity: .warning),
        .sourceValue: RuleMetadata(
            id: "extract-source-changed", summary: "The code's default value for a key changed",
            rationale: "The catalog's source text is out of date, and so may be its translations: extract, then review them.",
            defaultSeverity: .warning),
        .comment: RuleMetadata(
            id: "extract-comment-changed", summary: "The code's translator comment for a key changed",
            rationale: "Extraction would update the catalog's comment, which translators read for context.",
            defaultSeverity: .note),
        .extractionState: RuleMetadata(
            id: "extract-state-changed", summary: "A key's extraction state would change",
            rationale: "Extraction would record how the key is now defined in code.", defaultSeverity: .note),
    ]

    /// Strings whose table has no catalog at all.
    static let missingCatalog = RuleMetadata(
        id: "extract-missing-catalog", summary: "Localizable strings used in code have no String Catalog",
        rationale: "Without a catalog for their table these strings can't be translated: every user sees the source text. Create it with `phrasebook extract --catalog FOLDER` (or add a String Catalog in Xcode).",
        defaultSeverity: .error)

    /// Every rule these findings use, sorted by id.
    public static var rules: [RuleMetadata] {
        (Array(changeRules.values) + [missingCatalog]).sorted { $0.id < $1.id }
    }

    /// Findings for `plan`, with code positions from `strings` and catalog lines from the project's
    /// catalogs as read.
    public static func diagnostics(for plan: CatalogUpdatePlan, strings: [ExtractedString], project: Project) -> [Diagnostic] {
        var first: [String: ExtractedString] = [:]
        for string in strings where first["\(string.table)\u{0}\(string.key)"] == nil {
            first["\(string.table)\u{0}\(string.key)"] = string
        }
        let texts = Dictionary(project.catalogs.map { ($0.url.standardizedFileURL.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for file in plan.files {
            if file.isNew {
                diagnostics.append(missingCatalogFinding(table: file.table, count: file.catalog.strings.count, creatable: file.path, at: strings))
                continue
            }
            let lines = texts[file.url.standardizedFileURL.path].map(CatalogLineIndex.init(text:)) ?? CatalogLineIndex()
            for change in file.changes {
                guard let rule = changeRules[change.kind] else { continue }
                var diagnostic = Diagnostic(
                    ruleID: rule.id, severity: rule.defaultSeverity, message: message(change, catalog: file.url.lastPathComponent),
                    file: file.path, key: change.key)
                if change.kind == .added, let string = first["\(change.table)\u{0}\(change.key)"] {
                    diagnostic.file = string.position.file
                    diagnostic.line = string.position.line
                    diagnostic.column = string.position.column
                } else if let location = lines.location(key: change.key, language: nil) {
                    diagnostic.line = location.line
                    diagnostic.column = location.column
                }
                diagnostics.append(diagnostic)
            }
        }
        for (table, count) in plan.skippedTables.sorted(by: { $0.key < $1.key }) {
            diagnostics.append(missingCatalogFinding(table: table, count: count, creatable: nil, at: strings))
        }
        return diagnostics
    }

    /// One finding for a table without a catalog, at its first string in the code.
    private static func missingCatalogFinding(table: String, count: Int, creatable: String?, at strings: [ExtractedString]) -> Diagnostic {
        let place = strings.first { $0.table == table }?.position
        let fix = creatable.map { "; extraction would create \($0)" } ?? "; add \(table).xcstrings to the project's catalogs"
        return Diagnostic(
            ruleID: missingCatalog.id, severity: missingCatalog.defaultSeverity,
            message: "\(Counted(count, "key")) of table \"\(table)\" used in code but the project has no \(table).xcstrings\(fix)",
            file: place?.file, line: place?.line, column: place?.column)
    }

    private static func message(_ change: CatalogChange, catalog: String) -> String {
        let key = "\"\(change.key)\""
        switch change.kind {
        case .added: return "\(key) is used in code but missing from \(catalog); run extraction to add it"
        case .markedStale: return "\(key) is no longer used in code; extraction would mark it stale"
        case .revived: return "\(key) is used in code again but marked stale in \(catalog)"
        case .sourceValue: return "\(key) has a new default value in code\(change.detail.map { ": \($0)" } ?? "")"
        case .comment: return "\(key) has a new comment in code\(change.detail.map { ": \($0)" } ?? "")"
        case .extractionState: return "\(key) would change extraction state\(change.detail.map { ": \($0)" } ?? "")"
        }
    }
}

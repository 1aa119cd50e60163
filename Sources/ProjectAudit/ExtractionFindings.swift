import CatalogChecks
import Diagnostics
import Foundation
import SourceScanner

/// What extraction in check mode would change in the catalogs, as findings: strings used in code but
/// missing from the catalog (located in the code), keys the code no longer uses (located in the catalog).
enum ExtractionFindings {
    /// One rule per kind of change, so reports group and explain them.
    static let rules: [CatalogChange.Kind: RuleMetadata] = [
        .added: RuleMetadata(
            id: "extract-new-string", summary: "A string used in code is missing from the catalog",
            rationale: "Until extraction adds it, no language can translate it: every user sees the source text. Run `phrasebook extract --catalog CATALOG SOURCES` (or build in Xcode).",
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

    /// Findings for `plan`, with code positions from `strings` and catalog lines from each file's text.
    static func diagnostics(for plan: CatalogUpdatePlan, strings: [ExtractedString]) -> [Diagnostic] {
        var positions: [String: SourcePosition] = [:]
        for string in strings {
            let tableAndKey = "\(string.table)\u{0}\(string.key)"
            if positions[tableAndKey] == nil { positions[tableAndKey] = string.position }
        }
        var diagnostics: [Diagnostic] = []
        for file in plan.files {
            let catalogPath = CheckProject.displayPath(file.url)
            let lines = FileManager.default.contents(atPath: file.url.path).map(CatalogLineIndex.init(text:)) ?? CatalogLineIndex()
            for change in file.changes {
                guard let rule = rules[change.kind] else { continue }
                var diagnostic = Diagnostic(
                    ruleID: rule.id, severity: rule.defaultSeverity, message: message(change, catalog: file.url.lastPathComponent),
                    file: catalogPath, key: change.key)
                if change.kind == .added, let position = positions["\(change.table)\u{0}\(change.key)"] {
                    diagnostic.file = CheckProject.displayPath(URL(fileURLWithPath: position.file))
                    diagnostic.line = position.line
                    diagnostic.column = position.column
                } else if let location = lines.location(key: change.key, language: nil) {
                    diagnostic.line = location.line
                    diagnostic.column = location.column
                }
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
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

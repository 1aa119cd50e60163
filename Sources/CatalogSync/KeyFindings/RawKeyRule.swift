import CatalogChecks
import Diagnostics
import SourceScanner
import StringCatalog

/// A key the code uses that people would see as it is: written like an identifier, with no text in any
/// language once extraction has run. Reported where the code uses it, naming the manual key of nearly
/// the same name that has text.
public struct RawKeyRule: KeyRule {
    public static let description = KeyRuleDescription(
        id: RawKeys.ruleID, summary: RawKeys.summary, rationale: RawKeys.rationale,
        severity: .error,
        triggeringExamples: [
            KeyRuleExample(
                "an interpolated key beside the translated manual key the code meant",
                sources: [#"struct Pager: View { let page: Int; var body: some View { Text("gallery.movingTo \(page)") } }"#],
                catalog: ["gallery.movingTo": .manual("Moving to page %lld")],
                expect: ["gallery.movingTo %lld"]),
            KeyRuleExample(
                "a dotted key new to the catalog, and one already there without text",
                sources: [#"""
                    let count = 3
                    let done = String(localized: "library.stats.done.accessibility.\(count)")
                    let title = String(localized: "library.title")
                    """#],
                catalog: ["library.title": CatalogEntry()],
                expect: ["library.stats.done.accessibility.%lld", "library.title"]),
        ],
        nonTriggeringExamples: [
            KeyRuleExample(
                "keys written as text, keys with text, keys with a default value",
                sources: [#"""
                    let a = Text("Welcome back")
                    let b = Text("home.title")
                    let c = String(localized: "home.subtitle", defaultValue: "Latest stories")
                    """#],
                catalog: ["home.title": .manual("Home")]),
            KeyRuleExample(
                "a dotted key only the catalog holds, no code using it",
                sources: ["let x = 1"],
                catalog: ["orphan.title": CatalogEntry(extractionState: .stale)]),
        ])

    public init() {}

    public func findings(in usage: KeyUsage) -> [Diagnostic] {
        var positions: [String: [String: SourcePosition]] = [:]
        for string in usage.strings where positions[string.table]?[string.key] == nil {
            positions[string.table, default: [:]][string.key] = string.position
        }
        var result: [Diagnostic] = []
        for catalog in usage.catalogs {
            guard let used = positions[catalog.table] else { continue }
            for finding in RawKeys.findings(in: catalog.catalog, isUsed: { key, _ in used[key] != nil }) {
                let position = used[finding.key]!
                result.append(Diagnostic(
                    ruleID: Self.description.id, severity: Self.description.severity, message: finding.message,
                    file: position.file, line: position.line, column: position.column, key: finding.key))
            }
        }
        return result.sorted { ($0.file ?? "", $0.line ?? 0, $0.column ?? 0) < ($1.file ?? "", $1.line ?? 0, $1.column ?? 0) }
    }
}

extension CatalogEntry {
    /// A manual key with its English text, for examples.
    static func manual(_ text: String) -> CatalogEntry {
        CatalogEntry(extractionState: .manual, localizations: ["en": .text(text)])
    }
}

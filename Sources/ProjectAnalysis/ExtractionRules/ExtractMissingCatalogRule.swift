import CatalogSync
import Diagnostics
import SourceScanner
import StringCatalog

/// Strings of a table the project has no catalog for: located where the code first uses the table.
public struct ExtractMissingCatalogRule: ExtractionRule {
    public static let description = RuleDescription(
        id: .extractMissingCatalog,
        summary: "Localizable strings used in code have no String Catalog",
        rationale: """
            Without a catalog for their table these strings can't be translated: every user sees the source \
            text. Create it with `phrasebook extract --catalog FOLDER` (or add a String Catalog in Xcode).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ProjectExample(
                "a table without a catalog", sources: [#"let title = Text(↓"Welcome back", tableName: "Onboarding")"#],
                catalog: ["Settings": .texts(["de": "Einstellungen"])]),
        ],
        nonTriggeringExamples: [
            ProjectExample(
                "strings of a table with a catalog", sources: [#"let title = Text("Welcome back")"#],
                catalog: ["Welcome back": .texts(["de": "Willkommen zurück"])]),
        ])

    public init() {}

    public func findings(in context: ExtractionContext) -> [Diagnostic] {
        let new = context.plan.files.filter(\.isNew).map { ($0.table, $0.catalog.strings.count, Optional($0.path)) }
        let skipped = context.plan.skippedTables.sorted { $0.key < $1.key }.map { ($0.key, $0.value, String?.none) }
        return (new + skipped).map { table, count, creatable in
            let place = context.strings.first { $0.table == table }?.position
            let fix = creatable.map { "; extraction would create \($0)" } ?? "; add \(table).xcstrings to the project's catalogs"
            return Diagnostic(
                ruleID: Self.id, severity: Self.description.defaultSeverity,
                message: "\(Counted(count, "key")) of table \"\(table)\" used in code but the project has no \(table).xcstrings\(fix)",
                file: place?.file, line: place?.line, column: place?.column)
        }
    }
}

extension RuleID {
    public static let extractMissingCatalog = RuleID("extract-missing-catalog")
}

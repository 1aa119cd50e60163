import Diagnostics
import ProjectConfiguration
import StringCatalog

/// A key, language, plural case or field a catalog file holds twice: the trace of a bad merge, merged
/// while reading. Its findings come from reading the catalog, before any other rule runs.
public struct RepeatedEntryRule: CatalogRule {
    public static let description = RuleDescription(
        id: .repeatedEntry,
        summary: "A key, language, case or field appears twice in a catalog (a bad merge)",
        rationale: """
            Xcode and most tools refuse or silently drop one of the two; Phrasebook merged them. Run \
            `phrasebook format` to write the catalog back once, or `phrasebook git install` so merges don't do \
            this again.
            """,
        triggeringExamples: [
            CatalogExample("a key written twice by a merge, with the same text", file: """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Settings" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } }
                    },
                    "Settings" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } }
                    }
                  },
                  "version" : "1.0"
                }
                """, expected: [FindingMarker(key: "Settings")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("every key once", file: """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Settings" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ])

    public init(parameters: CheckParameters) {}

    /// A finding, at `severity`, for each member `catalog`'s file held twice.
    static func findings(in catalog: ProjectCatalog, severity: Severity) -> [Diagnostic] {
        catalog.repairs.map { repair in
            Diagnostic(
                ruleID: id, severity: severity, message: repair.message,
                file: catalog.path, line: repair.line, column: repair.column, key: repair.location.key)
        }
    }
}

extension RuleID {
    public static let repeatedEntry = RuleID("repeated-entry")
}

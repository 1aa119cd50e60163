import CatalogSync
import Diagnostics
import Foundation
import SourceScanner

/// Renders `phrasebook extract` results as text or JSON.
enum ExtractionListing {
    /// One line per string: `file:line:column: Table: "key" // comment`, then a summary.
    static func text(_ result: ExtractionResult) -> String {
        var output = ""
        for string in result.strings {
            output += "\(string.position): \(string.table): \(string.key.jsonQuoted)"
            if let comment = string.comment { output += " // \(comment)" }
            output += "\n"
        }
        return output + summary(result) + "\n"
    }

    /// The changes a catalog update makes (or would make), one per line, then a summary.
    static func changes(_ plan: CatalogUpdatePlan, result: ExtractionResult, written: Bool) -> String {
        var output = ""
        for file in plan.files {
            if file.isNew { output += "\(file.path): new catalog\(written ? ", created" : "")\n" }
            for change in file.changes {
                output += "\(file.path): \(change.kind.rawValue) \(change.key.jsonQuoted)"
                output += change.detail.map { ": \($0)\n" } ?? "\n"
            }
        }
        let count = plan.changes.count
        let verb = written ? "made" : "would be made"
        output += summary(result) + "; "
        output += plan.isUpToDate ? "catalogs up to date\n" : "\(Counted(count, "change")) \(verb)\n"
        return output
    }

    private static func summary(_ result: ExtractionResult) -> String {
        let keys = Set(result.strings.map { [$0.table, $0.key] }).count
        let tables = result.tables.count
        let files = result.fileCount
        return "\(Counted(result.strings.count, "string")) (\(Counted(keys, "key")), \(Counted(tables, "table"))) "
            + "in \(Counted(files, "file"))"
    }

    /// `{"strings": [{api, column, comment, defaultValue, file, key, line, table}], "changes": [...],
    /// "findings": [{column, file, key, line, message, rule, severity}]}` (findings when there are any).
    static func json(_ result: ExtractionResult, changes: [CatalogChange]?, findings: [Diagnostic] = []) -> String {
        var items: [String] = []
        for string in result.strings {
            var fields: [(String, String)] = [("api", string.api.jsonQuoted), ("column", String(string.position.column))]
            if let comment = string.comment { fields.append(("comment", comment.jsonQuoted)) }
            if let value = string.defaultValue { fields.append(("defaultValue", value.jsonQuoted)) }
            fields += [
                ("file", string.position.file.jsonQuoted), ("key", string.key.jsonQuoted),
                ("line", String(string.position.line)), ("table", string.table.jsonQuoted),
            ]
            items.append(object(fields))
        }
        var output = "{\n  \"strings\": " + array(items)
        if let changes {
            let rendered = changes.map { change in
                var fields = [("key", change.key.jsonQuoted), ("kind", change.kind.rawValue.jsonQuoted), ("table", change.table.jsonQuoted)]
                if let detail = change.detail { fields.insert(("detail", detail.jsonQuoted), at: 0) }
                return object(fields)
            }
            output += ",\n  \"changes\": " + array(rendered)
        }
        if !findings.isEmpty {
            let rendered = findings.map { finding in
                var fields: [(String, String)] = []
                if let column = finding.column { fields.append(("column", String(column))) }
                if let file = finding.file { fields.append(("file", file.jsonQuoted)) }
                if let key = finding.key { fields.append(("key", key.jsonQuoted)) }
                if let line = finding.line { fields.append(("line", String(line))) }
                fields += [
                    ("message", finding.message.jsonQuoted), ("rule", finding.ruleID.rawValue.jsonQuoted),
                    ("severity", finding.severity.rawValue.jsonQuoted),
                ]
                return object(fields)
            }
            output += ",\n  \"findings\": " + array(rendered)
        }
        return output + "\n}\n"
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\($0.0.jsonQuoted): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func array(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
    }

}

import Foundation
import SourceScanner

/// Renders extracted strings for `phrasebook extract --format text|json`.
enum ExtractionListing {
    /// One line per string: `file:line:column: Table: "key" // comment`.
    static func text(_ result: ExtractionResult) -> String {
        var output = ""
        for string in result.strings {
            output += "\(string.position): \(string.table): \(quoted(string.key))"
            if let comment = string.comment { output += " // \(comment)" }
            output += "\n"
        }
        let tables = result.tables.count == 1 ? "1 table" : "\(result.tables.count) tables"
        output += "\(result.strings.count) strings (\(Set(result.strings.map { [$0.table, $0.key] }).count) keys, \(tables)) in \(result.fileCount) files\n"
        return output
    }

    /// `{"strings": [{key, table, comment, defaultValue, file, line, column, api}]}` with sorted keys.
    static func json(_ result: ExtractionResult) -> String {
        var items: [String] = []
        for string in result.strings {
            var fields: [(String, String)] = [
                ("api", quoted(string.api)), ("column", String(string.position.column)),
            ]
            if let comment = string.comment { fields.append(("comment", quoted(comment))) }
            if let value = string.defaultValue { fields.append(("defaultValue", quoted(value))) }
            fields += [
                ("file", quoted(string.position.file)), ("key", quoted(string.key)),
                ("line", String(string.position.line)), ("table", quoted(string.table)),
            ]
            items.append("    {" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}")
        }
        return "{\n  \"strings\": [\n" + items.joined(separator: ",\n") + (items.isEmpty ? "" : "\n") + "  ]\n}"
    }

    /// A JSON string literal.
    static func quoted(_ value: String) -> String {
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20: output += String(format: "\\u%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}

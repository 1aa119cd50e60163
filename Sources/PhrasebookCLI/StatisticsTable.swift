import Foundation
import StringCatalog

/// Renders catalog statistics as a readable, aligned text table.
enum StatisticsTable {
    static func render(_ report: FileStatistics) -> String {
        let statistics = report.statistics
        var lines = [
            "\(report.file): \(count(statistics.keyCount, "key")) in \(count(statistics.languages.count, "language")), "
                + "source language \(statistics.sourceLanguage)",
            "  variations: \(count(statistics.pluralKeyCount, "key")) with plurals, \(statistics.deviceKeyCount) by device, "
                + "\(statistics.substitutionKeyCount) with substitutions; "
                + "\(statistics.staleKeyCount) stale, \(statistics.keyCount - statistics.translatableKeyCount) don't translate",
            "",
        ]
        let states = statistics.stateNames
        let header = ["language"] + states + ["missing", "translated %"]
        var rows = [header]
        for language in statistics.languages {
            let marker = language.language == statistics.sourceLanguage ? " (source)" : ""
            rows.append([language.language + marker]
                + states.map { String(language.states[$0] ?? 0) }
                + [String(language.missing), String(format: "%.0f%%", language.translatedFraction * 100)])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.indices.map { column in
                // Names align left, numbers right.
                column == 0 ? pad(row[column], widths[column], left: true) : pad(row[column], widths[column], left: false)
            }
            lines.append("  " + cells.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    private static func pad(_ text: String, _ width: Int, left: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }
}

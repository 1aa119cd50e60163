import CatalogChecks
import Diagnostics
import Foundation
import StringCatalog

/// Renders catalog statistics as a readable, aligned text table.
enum StatisticsTable {
    static func render(_ report: FileStatistics) -> String {
        let statistics = report.statistics
        var lines = [
            "\(report.file): \(Counted(statistics.keyCount, "key")) in \(Counted(statistics.languages.count, "language")), "
                + "source language \(statistics.sourceLanguage)",
            "  variations: \(Counted(statistics.pluralKeyCount, "key")) with plurals, \(statistics.deviceKeyCount) by device, "
                + "\(statistics.substitutionKeyCount) with substitutions; "
                + "\(statistics.staleKeyCount) stale, \(statistics.doNotTranslateKeyCount) don't translate",
        ]
        if let xcode = xcodeFeatures(statistics) { lines.append(xcode) }
        lines.append("")
        var rows = [["Language", "Status", "Translated", "", "Review", "Copied", "New", "Missing"]]
        for language in report.coverage {
            let counts = language.counts
            rows.append([
                language.language, language.status.rawValue, "\(counts.translated)/\(counts.total)",
                counts.percentText, "\(counts.needsReview)", "\(counts.copied)", "\(counts.new)", "\(counts.missing)",
            ])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.indices.map { column in
                // Names align left, numbers right.
                pad(row[column], widths[column], left: column < 2)
            }
            lines.append("  " + cells.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    /// What the catalog uses of Xcode 26 and later, when it uses anything: its format version, named
    /// placeholders, generated comments, manual keys without a string symbol.
    private static func xcodeFeatures(_ statistics: CatalogStatistics) -> String? {
        let counts = [
            (statistics.namedPlaceholderKeyCount, "with named placeholders"),
            (statistics.generatedCommentKeyCount, "with a generated comment"),
            (statistics.keysWithoutSymbolCount, "without a string symbol"),
        ].filter { $0.0 > 0 }
        guard statistics.version != "1.0" || !counts.isEmpty else { return nil }
        let described = counts.map { "\(Counted($0.0, "key")) \($0.1)" }
        return "  format \(statistics.version)" + (described.isEmpty ? "" : ": " + described.joined(separator: ", "))
    }

    private static func pad(_ text: String, _ width: Int, left: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }
}

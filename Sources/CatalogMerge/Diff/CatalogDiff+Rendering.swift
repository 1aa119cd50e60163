import Diagnostics
import StringCatalog

/// How `phrasebook diff` prints a diff.
public enum DiffFormat: String, Sendable, CaseIterable {
    /// Lines for a terminal and `git diff`: `+` added, `-` removed, `>` renamed, `~` changed keys.
    case text
    /// A table for pull-request comments.
    case markdown
    /// For tools.
    case json
}

extension CatalogDiff {
    /// `2 keys added, 1 removed, 1 renamed, 3 changed`, or `no changes`.
    public var summary: String {
        var parts: [String] = []
        let counts = [("added", addedKeys.count), ("removed", removedKeys.count), ("renamed", renamedKeys.count), ("changed", changedKeys.count)]
        for (word, count) in counts where count > 0 {
            parts.append(parts.isEmpty ? "\(counted(count, "key")) \(word)" : "\(count) \(word)")
        }
        if !catalogFields.isEmpty { parts.append(counted(catalogFields.count, "catalog field") + " changed") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }

    /// The diff of the file `fileName` in `format`; with `statistics`, only the summary and the
    /// per-language counts.
    public func rendered(as format: DiffFormat, fileName: String, statistics: Bool = false) -> String {
        switch format {
        case .text: statistics ? textStatistics(fileName) : text(fileName)
        case .markdown: statistics ? markdownStatistics(fileName) : markdown(fileName)
        case .json: json(fileName, statistics: statistics)
        }
    }

    // MARK: Text

    private func text(_ fileName: String) -> String {
        var lines = ["\(fileName): \(summary)"]
        for field in catalogFields { lines.append("~ " + describe(field)) }
        for key in addedKeys { lines.append("+ \(key.key.quotedForReports) (\(counted(key.translationCount, "translation")))") }
        for key in removedKeys { lines.append("- \(key.key.quotedForReports) (\(counted(key.translationCount, "translation")))") }
        for rename in renamedKeys { lines.append("> \(rename.from.quotedForReports) → \(rename.to.quotedForReports)") }
        for key in changedKeys {
            lines.append("~ \(key.key.quotedForReports)" + (key.renamedFrom.map { " (renamed from \($0.quotedForReports))" } ?? ""))
            for field in key.fields { lines.append("    " + describe(field)) }
            for change in key.translations { lines.append("    " + describe(change)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `[fr] plural.one: "Bonjour" → "Salut"`, `[de] + "Hallo" (translated)`, `[es] state new → translated: "Hola"`.
    private func describe(_ change: TranslationChange) -> String {
        let place = "[\(change.language)]" + (change.variant.isEmpty ? "" : " \(change.variant):")
        switch change.kind {
        case .added: return "\(place) + \(change.new!.value.quotedForReports) (\(change.new!.state))"
        case .removed: return "\(place) - \(change.old!.value.quotedForReports)"
        case .changed:
            let (old, new) = (change.old!, change.new!)
            let state = old.state == new.state ? "" : " (\(old.state) → \(new.state))"
            return "\(place) \(old.value.quotedForReports) → \(new.value.quotedForReports)\(state)"
        case .stateChanged:
            return "\(place) state \(change.old!.state) → \(change.new!.state): \(change.new!.value.quotedForReports)"
        }
    }

    /// `comment: "Old" → "New"`, `[fr] other fields changed`.
    private func describe(_ field: FieldChange) -> String {
        let place = field.language.map { "[\($0)] " } ?? ""
        guard field.old != nil || field.new != nil else { return place + "\(field.field) changed" }
        return place + "\(field.field): \(field.old?.quotedForReports ?? "(none)") → \(field.new?.quotedForReports ?? "(none)")"
    }

    private func textStatistics(_ fileName: String) -> String {
        var rows = [["language", "added", "changed", "removed", "state"]]
        for counts in languages {
            rows.append([counts.language] + [counts.added, counts.changed, counts.removed, counts.stateChanged].map(String.init))
        }
        var lines = ["\(fileName): \(summary)"]
        if languages.isEmpty { return lines[0] + "\n" }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max()! }
        for row in rows {
            let cells = row.indices.map { column in
                column == 0 ? row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }
            lines.append("  " + cells.joined(separator: "  "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Markdown

    private func markdown(_ fileName: String) -> String {
        var lines = ["#### `\(fileName)`: \(summary)"]
        guard !isEmpty else { return lines[0] + "\n" }
        lines += ["", "| Change | Key | Language | Before | After |", "|---|---|---|---|---|"]
        func row(_ change: String, _ key: String, _ language: String = "", _ before: String = "", _ after: String = "") {
            lines.append("| \(change) | \(key) | \(language) | \(before.markdownCell) | \(after.markdownCell) |")
        }
        for field in catalogFields { row("\(field.field) changed", "", "", field.old ?? "", field.new ?? "") }
        for key in addedKeys { row("key added", key.key.markdownCode, "", "", counted(key.translationCount, "translation")) }
        for key in removedKeys { row("key removed", key.key.markdownCode, "", counted(key.translationCount, "translation")) }
        for rename in renamedKeys { row("key renamed", "\(rename.from.markdownCode) → \(rename.to.markdownCode)") }
        for key in changedKeys {
            for field in key.fields {
                row("\(field.field) changed", key.key.markdownCode, field.language ?? "", field.old ?? "", field.new ?? "")
            }
            for change in key.translations {
                let what = change.variant.isEmpty ? "" : " (\(change.variant))"
                switch change.kind {
                case .added: row("added\(what)", key.key.markdownCode, change.language, "", change.new!.value)
                case .removed: row("removed\(what)", key.key.markdownCode, change.language, change.old!.value)
                case .changed: row("changed\(what)", key.key.markdownCode, change.language, change.old!.value, change.new!.value)
                case .stateChanged:
                    row("state\(what)", key.key.markdownCode, change.language, change.old!.state.rawValue, change.new!.state.rawValue)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func markdownStatistics(_ fileName: String) -> String {
        var lines = ["#### `\(fileName)`: \(summary)"]
        guard !languages.isEmpty else { return lines[0] + "\n" }
        lines += ["", "| Language | Added | Changed | Removed | State changed |", "|---|--:|--:|--:|--:|"]
        for counts in languages {
            lines.append("| \(counts.language) | \(counts.added) | \(counts.changed) | \(counts.removed) | \(counts.stateChanged) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: JSON

    private func json(_ fileName: String, statistics: Bool) -> String {
        let languageCounts = JSONText.array(languages.map { counts in
            JSONText.object([
                ("language", .string(counts.language)), ("added", .int(counts.added)), ("changed", .int(counts.changed)),
                ("removed", .int(counts.removed)), ("stateChanged", .int(counts.stateChanged)),
            ])
        })
        let summaryObject = JSONText.object([
            ("keysAdded", .int(addedKeys.count)), ("keysRemoved", .int(removedKeys.count)),
            ("keysRenamed", .int(renamedKeys.count)), ("keysChanged", .int(changedKeys.count)),
        ])
        if statistics {
            return JSONText.object([("file", .string(fileName)), ("summary", summaryObject), ("languages", languageCounts)]).rendered()
        }
        func unit(_ unit: StringUnit?) -> JSONText? {
            unit.map { JSONText.object([("state", .string($0.state.rawValue)), ("value", .string($0.value))]) }
        }
        func field(_ field: FieldChange) -> JSONText {
            JSONText.object([("field", .string(field.field)), ("language", JSONText.string(field.language)),
                             ("old", JSONText.string(field.old)), ("new", JSONText.string(field.new))])
        }
        func key(_ summary: KeySummary) -> JSONText {
            JSONText.object([("key", .string(summary.key)), ("translations", .int(summary.translationCount))])
        }
        return JSONText.object([
            ("file", .string(fileName)),
            ("summary", summaryObject),
            ("catalogFields", .array(catalogFields.map(field))),
            ("added", .array(addedKeys.map(key))),
            ("removed", .array(removedKeys.map(key))),
            ("renamed", .array(renamedKeys.map { JSONText.object([("from", .string($0.from)), ("to", .string($0.to))]) })),
            ("changed", .array(changedKeys.map { changes in
                JSONText.object([
                    ("key", .string(changes.key)),
                    ("renamedFrom", JSONText.string(changes.renamedFrom)),
                    ("fields", .array(changes.fields.map(field))),
                    ("translations", .array(changes.translations.map { change in
                        JSONText.object([
                            ("language", .string(change.language)), ("variant", .string(change.variant)),
                            ("change", .string(change.kind.rawValue)), ("old", unit(change.old)), ("new", unit(change.new)),
                        ])
                    })),
                ])
            })),
            ("languages", languageCounts),
        ]).rendered()
    }
}

/// `1 key`, `3 keys`.
private func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

extension String {
    /// The text quoted on one line, as in JSON.
    var quotedForReports: String { JSONValue.string(self).compactText }

    /// The text as a Markdown code span.
    fileprivate var markdownCode: String {
        let ticks = contains("`") ? "`` " : "`"
        return ticks + replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "↵") + String(ticks.reversed())
    }

    /// The text safe inside a Markdown table cell.
    fileprivate var markdownCell: String {
        replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "<br>")
    }
}

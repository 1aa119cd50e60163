import Diagnostics
import StringCatalog

extension FileMergeResult {
    /// What a person must know after the merge, for standard error: each conflict with its base, ours
    /// and theirs values, each edit kept over a deletion, each repeated member repaired.
    /// Empty when the merge was clean.
    public func textReport(fileName: String) -> String {
        var lines: [String] = []
        if !conflicts.isEmpty {
            let count = conflicts.count == 1 ? "1 conflict" : "\(conflicts.count) conflicts"
            lines.append("\(fileName): \(count); the merged file keeps ours for each:")
            for conflict in conflicts {
                lines.append("  \(conflict.location)")
                lines.append("    base    \(conflict.base?.compactText ?? "(none)")")
                lines.append("    ours    \(conflict.ours?.compactText ?? "(deleted)")")
                lines.append("    theirs  \(conflict.theirs?.compactText ?? "(deleted)")")
            }
        }
        for edit in keptEdits { lines.append("\(fileName): note: \(edit)") }
        for repair in repairs { lines.append(repair.description) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The same report as JSON, for tools: `{"file", "conflicts", "keptEdits", "repairs"}`.
    public func jsonReport(fileName: String) -> String {
        JSONText.object([
            ("file", .string(fileName)),
            ("conflicts", .array(conflicts.map { conflict in
                JSONText.object(Self.members(of: conflict.location) + [
                    ("base", conflict.base.map(JSONText.init) ?? .null),
                    ("ours", conflict.ours.map(JSONText.init) ?? .null),
                    ("theirs", conflict.theirs.map(JSONText.init) ?? .null),
                    ("kept", .string(conflict.kept.rawValue)),
                ])
            })),
            ("keptEdits", .array(keptEdits.map { edit in
                JSONText.object(Self.members(of: edit.location) + [("deletedBy", .string(edit.deletedBy.rawValue))])
            })),
            ("repairs", .array(repairs.map { repair in
                JSONText.object([("file", JSONText.string(repair.path)), ("line", .int(repair.line)), ("firstLine", .int(repair.firstLine))]
                    + Self.members(of: repair.location)
                    + [("message", .string(repair.description)), ("droppedValues", .bool(repair.droppedValues))])
            })),
        ]).rendered()
    }

    private static func members(of location: MergeLocation) -> [(String, JSONText?)] {
        [("key", JSONText.string(location.key)), ("language", JSONText.string(location.language)), ("path", .string(location.field))]
    }
}

extension JSONText {
    /// A catalog value in a report; numbers that are not integers keep their literal as a string.
    init(_ value: JSONValue) {
        switch value {
        case .object(let members):
            self = .object(members.keys.sorted().map { ($0, JSONText(members[$0]!)) })
        case .array(let elements): self = .array(elements.map(JSONText.init))
        case .string(let text): self = .string(text)
        case .number(let literal): self = Int(literal).map(JSONText.int) ?? .string(literal)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }
}

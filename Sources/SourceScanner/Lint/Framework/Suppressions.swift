import Diagnostics

/// Regions where `// phrasebook:…` comments turn rules off.
///
/// - `// phrasebook:disable` or `// phrasebook:disable:rule-a,rule-b` — from that line until a matching
///   `// phrasebook:enable[:rules]` or the end of the file;
/// - `// phrasebook:disable-next-line[:rules]` — the following line;
/// - `// phrasebook:disable-line[:rules]` — the comment's own line.
public struct Suppressions: Sendable {
    struct Region: Sendable {
        /// `nil` means every rule.
        var rules: Set<String>?
        var lines: ClosedRange<Int>
    }

    var regions: [Region] = []

    init(text: String) {
        // Fast path: most files have no directive.
        guard text.containsBytes("phrasebook:") else { return }
        var open: [(rules: Set<String>?, line: Int)] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            guard let commentRange = rawLine.range(of: "//"),
                  let directiveRange = rawLine[commentRange.upperBound...].range(of: "phrasebook:")
            else { continue }
            let directive = rawLine[directiveRange.upperBound...].prefix { !$0.isWhitespace }
            let parts = directive.split(separator: ":", maxSplits: 1)
            guard let command = parts.first else { continue }
            let rules: Set<String>? = parts.count > 1
                ? Set(parts[1].split(separator: ",").map { String($0) }) : nil
            switch command {
            case "disable": open.append((rules, line))
            case "enable":
                open.removeAll { entry in
                    guard entry.rules != nil || rules == nil else { return false }
                    if let rules, let entryRules = entry.rules { guard rules == entryRules else { return false } }
                    regions.append(Region(rules: entry.rules, lines: entry.line...line))
                    return true
                }
            case "disable-next-line": regions.append(Region(rules: rules, lines: (line + 1)...(line + 1)))
            case "disable-line", "disable-this-line": regions.append(Region(rules: rules, lines: line...line))
            default: continue
            }
        }
        for entry in open { regions.append(Region(rules: entry.rules, lines: entry.line...Int.max)) }
    }

    /// Whether `rule` is turned off at `line` (1-based).
    public func isSuppressed(rule: RuleID, line: Int) -> Bool {
        regions.contains { $0.lines.contains(line) && ($0.rules?.contains(rule.rawValue) ?? true) }
    }
}

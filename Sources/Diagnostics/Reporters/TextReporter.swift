/// Compiler-style lines that Xcode, editors and CI logs recognise, followed by a per-language coverage
/// table (for catalog checks), what blocks a release per language, and a one-line summary.
///
/// A rule that fires on hundreds of keys of one language would bury everything else, so after
/// ``findingsShownPerRule`` findings of one rule in one language the rest are counted in one line;
/// the machine formats (json, sarif, …) always carry every finding.
public struct TextReporter: DiagnosticReporter {
    /// Findings of one rule in one language shown before the rest are summarized; `nil` shows all.
    public var findingsShownPerRule: Int?

    public init(findingsShownPerRule: Int? = 10) {
        self.findingsShownPerRule = findingsShownPerRule
    }

    public func render(_ report: DiagnosticReport) -> String {
        var out = findingLines(report.diagnostics)
        if !report.coverage.isEmpty {
            if !out.isEmpty { out += "\n" }
            out += coverageTable(report)
            out += blockingSummary(report)
        }
        out += "\n\(report.toolName): \(report.summaryLine)\n"
        return out
    }

    /// Each finding as a compiler-style line, with the findings past the limit of a rule in a language
    /// counted in one line after the last one shown.
    public func findingLines(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        let groups = FindingGroups(diagnostics, shown: findingsShownPerRule)
        for (index, diagnostic) in diagnostics.enumerated() where groups.isShown(index) {
            out += diagnostic.compilerStyleLine + "\n"
            if let hidden = groups.hiddenAfter(index) {
                let place = diagnostic.language.map { " in \($0)" } ?? ""
                out += "note: \(Counted(hidden, "more \(diagnostic.ruleID) finding"))\(place) not shown (--format json lists every finding) [\(diagnostic.ruleID)]\n"
            }
        }
        return out
    }

    /// An aligned table: one row per language with its status, share translated and findings (empty
    /// without coverage).
    public func coverageTable(_ report: DiagnosticReport) -> String {
        let findings = FindingCounts(report.diagnostics)
        var rows: [[String]] = [["Language", "Status", "Translated", "", "Review", "Copied", "New", "Missing", "Errors", "Warnings"]]
        for coverage in report.coverage where coverage.status != .notShipped {
            rows.append([
                coverage.language, coverage.status.rawValue,
                "\(coverage.counts.translated)/\(coverage.counts.total)", coverage.counts.percentText,
                "\(coverage.counts.needsReview)", "\(coverage.counts.copied)", "\(coverage.counts.new)", "\(coverage.counts.missing)",
                "\(findings.count(.error, in: coverage.language))", "\(findings.count(.warning, in: coverage.language))",
            ])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column >= 2 ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n" + notShippedLine(report.coverage)
    }

    /// One line for the catalogs' languages the project neither releases nor prepares, which aren't checked.
    func notShippedLine(_ coverage: [LanguageCoverage]) -> String {
        let languages = coverage.filter { $0.status == .notShipped }.map(\.language)
        guard !languages.isEmpty else { return "" }
        return "Not shipped (neither released nor preparing; not checked, --language names one to check it): "
            + "\(Counted(languages.count, "language")): \(languages.joined(separator: ", "))\n"
    }

    /// The languages with error findings, most blocking first, each with its rules by count
    /// (`  ar  276 errors: identical-translation 274, missing-translation 2`).
    public func blockingSummary(_ report: DiagnosticReport) -> String {
        var byLanguage: [String: [RuleID: Int]] = [:]
        for diagnostic in report.diagnostics where diagnostic.severity == .error {
            byLanguage[diagnostic.language ?? "", default: [:]][diagnostic.ruleID, default: 0] += 1
        }
        byLanguage[""] = nil
        guard !byLanguage.isEmpty else { return "" }
        let ranked = byLanguage.map { (language: $0.key, rules: $0.value, total: $0.value.values.reduce(0, +)) }
            .sorted { ($0.total, $1.language) > ($1.total, $0.language) }
        let width = ranked.map(\.language.count).max() ?? 0
        let lines = ranked.map { entry in
            let rules = entry.rules.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
            let language = entry.language.padding(toLength: width, withPad: " ", startingAt: 0)
            return "  \(language)  \(Counted(entry.total, "error")): \(rules.joined(separator: ", "))"
        }
        return "\nBlocking a release, most first:\n" + lines.joined(separator: "\n") + "\n"
    }
}

/// Which findings the text report shows when one rule fires often in one language.
struct FindingGroups {
    private var hiddenCount: [Int: Int] = [:]
    private var hidden: Set<Int> = []

    init(_ diagnostics: [Diagnostic], shown limit: Int?) {
        guard let limit else { return }
        var seen: [String: (count: Int, lastShown: Int)] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            let group = "\(diagnostic.ruleID)\u{0}\(diagnostic.language ?? "")"
            var entry = seen[group] ?? (0, index)
            entry.count += 1
            if entry.count <= limit { entry.lastShown = index } else { hidden.insert(index) }
            seen[group] = entry
        }
        for entry in seen.values where entry.count > limit { hiddenCount[entry.lastShown] = entry.count - limit }
    }

    func isShown(_ index: Int) -> Bool { !hidden.contains(index) }

    /// How many findings of the same rule and language are hidden, when `index` is the last one shown.
    func hiddenAfter(_ index: Int) -> Int? { hiddenCount[index] }
}

/// Finding counts by language and severity, computed once per report.
struct FindingCounts {
    private var counts: [String: [Severity: Int]] = [:]

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            counts[diagnostic.language ?? "", default: [:]][diagnostic.severity, default: 0] += 1
        }
    }

    func count(_ severity: Severity, in language: String) -> Int {
        counts[language]?[severity] ?? 0
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

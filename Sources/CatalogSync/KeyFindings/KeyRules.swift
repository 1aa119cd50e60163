import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner

/// Every key usage rule, and the run `extract --check` (and the project's analysis) makes of them.
public enum KeyRules {
    public static let all: [any KeyUsageRule.Type] = [
        ConcatenatedArgumentRule.self,
        UnusedManualKeyRule.self,
    ]

    /// The findings about `usage` of the rules `selection` (`check:` in `.phrasebook.yml`) runs, at the
    /// severities it gives, in rule order. Findings located in a catalog have no line.
    public static func findings(in usage: KeyUsage, selection: RuleSelection = RuleSelection()) -> [Diagnostic] {
        all.flatMap { rule -> [Diagnostic] in
            guard let severity = selection.severity(of: rule.anyDescription) else { return [] }
            return rule.init().findings(in: usage).map { finding in
                var finding = finding
                finding.severity = severity
                return finding
            }
        }
    }

    /// The findings of an extraction run about to sync `plan`: `sources` are the texts of the Swift files
    /// read (local packages' included, whose literals may name keys); `locateKey` gives the line and column
    /// of a key in a catalog file, for findings located there (`CatalogLineIndex` does, from the file's text).
    public static func findings(
        plan: CatalogUpdatePlan, extraction: ExtractionResult, sources: [String], keysUsedDynamically: Bool,
        selection: RuleSelection = RuleSelection(), locateKey: (_ catalog: URL, _ key: String) -> (line: Int, column: Int)?
    ) -> [Diagnostic] {
        let usage = KeyUsage(plan: plan, extraction: extraction, sources: sources, keysUsedDynamically: keysUsedDynamically)
        let catalogURLs = Dictionary(plan.files.map { ($0.path, $0.url) }, uniquingKeysWith: { first, _ in first })
        return findings(in: usage, selection: selection).map { finding in
            guard finding.line == nil, let file = finding.file, let url = catalogURLs[file], let key = finding.key,
                  let location = locateKey(url, key)
            else { return finding }
            var located = finding
            (located.line, located.column) = (location.line, location.column)
            return located
        }
    }
}

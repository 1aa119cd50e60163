import Diagnostics

/// The stages of an analysis, in the order they run: what each finding came from.
public enum AnalysisStage: Int, Sendable, Hashable, CaseIterable {
    /// Reading and parsing the Swift sources: files that can't be read, syntax errors.
    case reading
    /// What extraction would change in the catalogs.
    case sync
    /// What the keys the code uses show, code and catalogs together.
    case keys
    /// Lint of the sources.
    case lint
    /// Checks of the catalogs.
    case checks
}

/// Findings with the stage each came from, as one analysis collects them.
struct StagedFindings {
    private(set) var items: [(finding: Diagnostic, stage: AnalysisStage)] = []

    mutating func add(_ findings: [Diagnostic], from stage: AnalysisStage) {
        items += findings.map { ($0, stage) }
    }

    /// The findings of `stages`, in order.
    func findings(of stages: Set<AnalysisStage>) -> [Diagnostic] {
        items.filter { stages.contains($0.stage) }.map(\.finding)
    }

    /// Sorted by file, line and column, then rule (by their order in `registry`), each finding once; a
    /// finding without a file, line or column comes after those with one.
    func ordered(by registry: RuleRegistry) -> StagedFindings {
        var seen: Set<Diagnostic> = []
        var result = StagedFindings()
        result.items = items.enumerated()
            .sorted { FindingOrder.precedes($0.element.finding, $1.element.finding, registry: registry, tieBreak: ($0.offset, $1.offset)) }
            .map(\.element)
            .filter { seen.insert($0.finding).inserted }
        return result
    }

    /// Leaves out the findings `baseline` accepts; returns how many it accepted.
    mutating func accept(_ baseline: Baseline) -> Int {
        let accepted = baseline.acceptedPositions(in: items.map(\.finding))
        items = items.indices.filter { !accepted.contains($0) }.map { items[$0] }
        return accepted.count
    }
}

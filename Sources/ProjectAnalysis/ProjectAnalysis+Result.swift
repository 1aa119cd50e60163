import CatalogSync
import Diagnostics
import ProjectConfiguration
import SourceScanner

extension ProjectAnalysis {
    /// Everything one analysis found: one report, and the parts each command shows of it.
    public struct Result: Sendable {
        /// The project folder as shown.
        public var projectPath: String
        public var sourceLanguage: String
        public var releasedLanguages: [String]
        public var preparingLanguages: [String]
        /// Catalogs checked, as displayed, with their key counts.
        public var catalogs: [(path: String, keys: Int)]
        /// The Swift files read and parsed, when a part read them.
        public var sources: ProjectSources?
        /// Swift files read and parsed.
        public var sourceFileCount: Int { sources?.files.count ?? 0 }
        /// What extraction found, when it ran.
        public var extracted: ExtractionResult?
        /// What extraction would write, when it ran.
        public var plan: CatalogUpdatePlan?
        /// What lint's fixes changed, or would change, when asked for.
        public var lintFixes: LintFixResult?
        /// Every finding, sorted by file, line and column, each once, the baseline's left out, for the
        /// machine-readable formats; with coverage and the rules that ran.
        public var report: DiagnosticReport
        /// Findings with the stage each came from.
        let findings: StagedFindings
        /// The catalog checks' findings, coverage and rules.
        public var checks: DiagnosticReport
        /// Kinds of findings, most urgent first: what to fix first.
        public var priorities: [FixPriority]
        /// How many findings the baseline accepted (left out).
        public var acceptedByBaseline: Int

        init(
            project: Project, sources: ProjectSources?, extracted: ExtractionResult?, plan: CatalogUpdatePlan?,
            lintFixes: LintFixResult?, findings: StagedFindings, checks: DiagnosticReport, rules: [AnyRuleDescription], toolName: String,
            toolVersion: String, acceptedByBaseline: Int
        ) {
            projectPath = project.display(project.root)
            sourceLanguage = project.sourceLanguage
            releasedLanguages = checks.coverage.filter { $0.status == .released }.map(\.language)
            preparingLanguages = checks.coverage.filter { $0.status == .preparing }.map(\.language)
            catalogs = project.catalogs.map { ($0.path, $0.catalog.strings.count) }
            self.sources = sources
            self.extracted = extracted
            self.plan = plan
            self.lintFixes = lintFixes
            self.findings = findings
            var checks = checks
            checks.diagnostics = findings.findings(of: [.checks])
            self.checks = checks
            let all = findings.findings(of: Set(AnalysisStage.allCases))
            report = DiagnosticReport(toolName: toolName, toolVersion: toolVersion, diagnostics: all, coverage: checks.coverage, rules: rules)
            priorities = FixPriorities.rank(all, registry: .phrasebook)
            self.acceptedByBaseline = acceptedByBaseline
        }

        /// Localizable strings extraction found.
        public var extractedStringCount: Int { extracted?.strings.count ?? 0 }

        /// The findings of `stages`, in the report's order.
        public func findings(of stages: Set<AnalysisStage>) -> [Diagnostic] {
            findings.findings(of: stages)
        }

        /// What extraction found: files it couldn't read or parse, what it would change in the catalogs,
        /// and what the keys the code uses show.
        public var extraction: [Diagnostic] { findings(of: [.reading, .sync, .keys]) }
        /// What lint found.
        public var lint: [Diagnostic] { findings(of: [.lint]) }

        /// The findings of `stages`, rule by rule in the registry's order, each rule's in the report's order.
        public func findingsByRule(of stages: Set<AnalysisStage>) -> [Diagnostic] {
            findings(of: stages).enumerated().sorted { lhs, rhs in
                let (left, right) = (RuleRegistry.phrasebook.position(of: lhs.element.ruleID), RuleRegistry.phrasebook.position(of: rhs.element.ruleID))
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
        }

        /// Whether an error-severity finding exists: something blocks a release.
        public var hasBlockingProblems: Bool { report.hasErrors }
    }
}

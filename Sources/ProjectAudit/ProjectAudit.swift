import CatalogChecks
import CatalogSync
import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog

/// `phrasebook audit`: extraction in check mode, lint and catalog checks over one project, combined into
/// one report with a ranked list of what to fix first.
///
/// Data flows one way: the ``Project`` (configuration validated, catalogs read once) → each Swift file
/// parsed once → extraction against every catalog, lint and checks on those same values → one report.
public struct ProjectAudit: Sendable {
    /// Everything one audit found.
    public struct Result: Sendable {
        /// The project folder as shown.
        public var projectPath: String
        public var sourceLanguage: String
        public var releasedLanguages: [String]
        public var preparingLanguages: [String]
        /// Catalogs checked, as displayed, with their key counts.
        public var catalogs: [(path: String, keys: Int)]
        /// Swift files scanned and localizable strings found in them.
        public var sourceFileCount: Int
        public var extractedStringCount: Int
        /// What extraction would change, as findings.
        public var extraction: [Diagnostic]
        public var lint: [Diagnostic]
        /// Catalog checks, with coverage and rule metadata.
        public var checks: DiagnosticReport
        /// All findings together (extraction, lint, checks) for the machine-readable formats.
        public var report: DiagnosticReport
        /// Rules with findings, most urgent first.
        public var priorities: [FixPriority]

        /// Whether an error-severity finding exists: something blocks a release.
        public var hasBlockingProblems: Bool { report.hasErrors }

        /// The result without the findings `baseline` accepts, and how many it accepted.
        public func accepting(_ baseline: Baseline) -> (result: Result, accepted: Int) {
            func kept(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
                baseline.filter(DiagnosticReport(toolName: "", toolVersion: "", diagnostics: diagnostics)).report.diagnostics
            }
            var result = self
            result.extraction = kept(extraction)
            result.lint = kept(lint)
            result.checks.diagnostics = kept(checks.diagnostics)
            result.report.diagnostics = result.extraction + result.lint + result.checks.diagnostics
            result.priorities = FixPriorities.rank(result.report.diagnostics, rules: report.rules)
            return (result, report.diagnostics.count - result.report.diagnostics.count)
        }
    }

    public var project: Project
    /// Languages to check (`--language`); `nil` checks all.
    public var languages: [String]?

    /// An audit of `project`, which must have been loaded with its `.sources`.
    public init(project: Project, languages: [String]? = nil) {
        self.project = project
        self.languages = languages
    }

    /// Runs the audit. Throws when a lint rule's options are invalid.
    public func run(toolVersion: String) throws -> Result {
        var checks = CatalogChecker(options: CheckOptions(project: project, languages: languages))
            .report(project.catalogs, toolName: "phrasebook check", toolVersion: toolVersion)

        // Parsed once, for extraction and lint alike; a file that can't be read is a finding, not the end.
        var unreadable: [Diagnostic] = []
        let sourceFiles = LintedFile.parse(project.sourceFiles, display: project.display, unreadable: &unreadable)
        // Local packages' strings belong to their own catalogs; the app only calls their APIs.
        let packagePaths = Set(project.localPackageFiles.map(project.display))
        let packageSources = sourceFiles.filter { packagePaths.contains($0.path) }.map { SourceInput(path: $0.path, text: $0.text) }
        let extracted = SourceExtractor(settings: project.extractSettings)
            .extract(sourceFiles.filter { !packagePaths.contains($0.path) }, declarationsFrom: packageSources)
        let plan = CatalogUpdatePlan.plan(
            strings: extracted.strings, catalogs: project.catalogs, locations: project.catalogLocations,
            paths: project.paths, synchronizer: CatalogSynchronizer(defaultSourceLanguage: project.sourceLanguage))
        let keyFindings = KeyRules.findings(
            plan: plan, extraction: extracted, sources: sourceFiles.map(\.text),
            keysUsedDynamically: project.extractSettings.keysUsedDynamically ?? false,
            locateKey: { url, key in
                project.catalogs.first { $0.url == url }.flatMap { CatalogLineIndex(text: $0.text).location(key: key, language: nil) }
            })
        // A key users would see raw is reported once, where the code uses it, rather than again in the catalog.
        let rawAtSource = Set(keyFindings.filter { $0.ruleID == RawKeys.ruleID }.compactMap(\.key))
        checks.diagnostics.removeAll { $0.ruleID == RawKeys.ruleID && $0.key.map(rawAtSource.contains) == true }
        let extraction = unreadable + extracted.diagnostics
            + ExtractionFindings.diagnostics(for: plan, strings: extracted.strings, project: project) + keyFindings
        // Lint reuses the declarations extraction read from the same trees.
        let lint = try Linter(configuration: LintConfiguration(project: project)).lint(sourceFiles, declarations: extracted.declarations)

        let rules = ExtractionFindings.rules + KeyRules.metadata + LintRules.metadata + checks.rules
        let all = extraction + lint + checks.diagnostics
        let report = DiagnosticReport(
            toolName: "phrasebook audit", toolVersion: toolVersion, diagnostics: all, coverage: checks.coverage, rules: rules)
        let statuses = checks.coverage
        return Result(
            projectPath: project.display(project.root), sourceLanguage: project.sourceLanguage,
            releasedLanguages: statuses.filter { $0.status == .released }.map(\.language),
            preparingLanguages: statuses.filter { $0.status == .preparing }.map(\.language),
            catalogs: project.catalogs.map { ($0.path, $0.catalog.strings.count) },
            sourceFileCount: sourceFiles.count, extractedStringCount: extracted.strings.count,
            extraction: extraction, lint: lint, checks: checks, report: report,
            priorities: FixPriorities.rank(all, rules: rules))
    }
}

import CatalogChecks
import CatalogSync
import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner

/// One analysis of a project, behind `audit`, `lint`, `check` and `extract`, which show parts of it.
///
/// Data flows one way: the ``Project`` (configuration validated, catalogs read once) → each Swift file read
/// and parsed once → extraction, and the plan of what it would write → the rules of every part, on those
/// same values → one report, sorted by file, line and column, each finding once, the baseline applied.
public struct ProjectAnalysis: Sendable {
    /// Which parts of the analysis run.
    public struct Parts: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Extract the sources and plan what extraction would write, with findings about the plan.
        public static let extraction = Parts(rawValue: 1)
        /// What the keys the code uses show, code and catalogs together (with extraction).
        public static let keys = Parts(rawValue: 2)
        /// Lint the sources.
        public static let lint = Parts(rawValue: 4)
        /// Check the catalogs.
        public static let checks = Parts(rawValue: 8)
        /// Everything: `phrasebook audit`.
        public static let all: Parts = [.extraction, .keys, .lint, .checks]
    }

    public var project: Project
    public var parts: Parts
    /// Languages to check (`--language`); `nil` checks all.
    public var languages: [String]?
    /// How extraction is set up beyond the project's settings.
    public var extraction: ExtractionOptions
    /// Findings a team has accepted for now: left out of every part.
    public var baseline: Baseline?
    /// The tool the report names (`phrasebook audit`).
    public var toolName: String
    /// Whether lint works out its fixes, and writes them (`lint --fix`).
    public var lintFixing: LintFixing?

    /// An analysis of `project`, which must have been loaded with its `.sources` for any part but checks.
    public init(
        project: Project, parts: Parts = .all, languages: [String]? = nil, extraction: ExtractionOptions = ExtractionOptions(),
        baseline: Baseline? = nil, toolName: String = "phrasebook audit", lintFixing: LintFixing? = nil
    ) {
        self.project = project
        self.parts = parts
        self.languages = languages
        self.extraction = extraction
        self.baseline = baseline
        self.toolName = toolName
        self.lintFixing = lintFixing
    }

    /// Runs the parts. Throws when a lint rule's options are invalid.
    public func run(toolVersion: String) throws -> Result {
        var staged = StagedFindings()
        let sources = parts.isDisjoint(with: [.extraction, .keys, .lint])
            ? nil : ProjectSources(project: project, extraDeclarationFiles: extraction.declarationFiles)
        staged.add(sources?.unreadable ?? [], from: .reading)
        let code = sources.flatMap { parts.isDisjoint(with: [.extraction, .keys]) ? nil : extract($0) }
        // With the code read, the keys of the catalogs extraction syncs are judged where the code uses them.
        let judgedInCode = parts.contains(.keys) ? Set(code?.context.plan.files.map(\.path) ?? []) : []
        let checker = parts.isDisjoint(with: [.keys, .checks]) ? nil : catalogChecker(judgingInCode: judgedInCode)
        if let sources, let code {
            staged.add(code.extracted.diagnostics, from: .reading)
            if parts.contains(.extraction) { staged.add(ExtractionRules.findings(in: code.context), from: .sync) }
            if parts.contains(.keys), let checker {
                staged.add(keyFindings(code.context, extraction: code.extracted, sources: sources, checker: checker), from: .keys)
            }
        }
        var fixes: LintFixResult?
        if let sources, parts.contains(.lint) {
            // Lint reuses the declarations extraction read from the same trees.
            let declarations = extraction.declarationFiles.isEmpty ? code?.extracted.declarations : nil
            let linted = try lint(sources, declarations: declarations)
            staged.add(linted.findings, from: .lint)
            fixes = linted.fixes
        }
        var checks = DiagnosticReport(toolName: "phrasebook check", toolVersion: toolVersion, diagnostics: [])
        if parts.contains(.checks), let checker {
            checks = checker.report(project.catalogs, toolName: "phrasebook check", toolVersion: toolVersion)
            staged.add(checks.diagnostics, from: .checks)
        }

        staged = staged.ordered(by: .phrasebook)
        let accepted = baseline.map { staged.accept($0) } ?? 0
        return Result(
            project: project, sources: sources, extracted: code?.extracted, plan: code?.context.plan, lintFixes: fixes,
            findings: staged, checks: checks, rules: rulesRun(checker: checker, sources: sources), toolName: toolName,
            toolVersion: toolVersion, acceptedByBaseline: accepted)
    }

    /// Extracts the app's strings from `sources` and plans what extraction would write.
    private func extract(_ sources: ProjectSources) -> (extracted: ExtractionResult, context: ExtractionContext) {
        let extracted = extraction.extractor(for: project).extract(sources.appFiles, declarationsFrom: sources.declarationFiles)
        let newCatalogFolder = extraction.firstCatalogWhereXcodeAddsIt ? NewCatalogFolder.folder(for: sources.appFiles, paths: project.paths) : nil
        let plan = CatalogUpdatePlan.plan(
            strings: extracted.strings, catalogs: project.catalogs, locations: newCatalogFolder.map { [$0] } ?? project.catalogLocations,
            paths: project.paths, synchronizer: CatalogSynchronizer(defaultSourceLanguage: project.sourceLanguage))
        return (extracted, ExtractionContext(plan: plan, strings: extracted.strings, catalogLines: catalogLines()))
    }

    /// The catalog checks as the project sets them up; rules that judge the keys the code uses judge those
    /// of `catalogs` (by path) where the code uses them.
    private func catalogChecker(judgingInCode catalogs: Set<String>) -> CatalogChecker {
        var options = CheckOptions(project: project, languages: languages)
        options.catalogsJudgedInCode = catalogs
        return CatalogChecker(options: options)
    }

    /// The line index of each catalog as read, by path: where findings about a key in a catalog point.
    private func catalogLines() -> [String: CatalogLineIndex] {
        Dictionary(project.catalogs.map { ($0.url.standardizedFileURL.path, CatalogLineIndex(text: $0.text)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The descriptions of the rules the parts ran, in the registry's order.
    private func rulesRun(checker: CatalogChecker?, sources: ProjectSources?) -> [AnyRuleDescription] {
        var ids: Set<RuleID> = []
        if sources != nil { ids.insert(UnreadableFileRule.id) }
        if !parts.isDisjoint(with: [.extraction, .keys]) { ids.insert(ParseErrorRule.id) }
        if parts.contains(.extraction) { ids.formUnion(ExtractionRules.all.map { $0.id }) }
        if parts.contains(.keys) { ids.formUnion(KeyRules.all.map { $0.id }) }
        if parts.contains(.lint) { ids.formUnion(LintRules.all.map { $0.id }) }
        ids.formUnion(checker?.descriptions.map(\.id) ?? [])
        return RuleRegistry.phrasebook.rules.filter { ids.contains($0.id) }.map { $0.anyDescription }
    }
}

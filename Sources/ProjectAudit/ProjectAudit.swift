import CatalogChecks
import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog

/// `phrasebook audit`: extraction in check mode, lint and catalog checks over one project, using its
/// `.phrasebook.yml`, combined into one report with a ranked list of what to fix first.
public struct ProjectAudit: Sendable {
    /// Everything one audit found.
    public struct Result: Sendable {
        /// The project folder as given.
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
    }

    public var projectDirectory: URL
    /// The folder as the user wrote it, for display.
    public var projectPath: String

    public init(projectPath: String) {
        self.projectPath = projectPath
        projectDirectory = URL(fileURLWithPath: projectPath).standardizedFileURL
    }

    /// Runs the audit. Throws when the configuration, a catalog or the sources can't be read.
    public func run(released: [String]? = nil, preparing: [String]? = nil, languages: [String]? = nil, toolVersion: String) throws -> Result {
        let project = try CheckProject(directory: projectDirectory)
        let configuration = project.configuration
        let options = try project.options(released: released, preparing: preparing, languages: languages)

        // Checks.
        let catalogFiles = try project.catalogFiles()
        let inputs = try project.inputs(catalogFiles)
        let checker = CatalogChecker(options: options)
        let checks = checker.report(inputs, toolName: "phrasebook check", toolVersion: toolVersion)

        // Extraction in check mode: what syncing the catalogs with the code would change, written nowhere.
        let sourcePaths = (configuration?.sources ?? ["."]).map { displayPath(relativeToProject: $0) }
        let excludedPaths = (configuration?.excluded ?? []).map { displayPath(relativeToProject: $0) }
        // Parsed once, for extraction and lint alike.
        let sourceFiles = try LintedFile.parse(paths: sourcePaths, excluding: excludedPaths)
        let extracted = SourceExtractor(settings: configuration?.extract).extract(sourceFiles)
        var extraction = extracted.diagnostics
        let sourceLanguage = configuration?.sourceLanguage ?? inputs.first?.catalog.sourceLanguage ?? "en"
        if let catalogPath = extractionCatalogPath(configuration: configuration, catalogFiles: catalogFiles) {
            let plan = try CatalogUpdatePlan.plan(
                strings: extracted.strings, catalogPath: catalogPath,
                synchronizer: CatalogSynchronizer(defaultSourceLanguage: sourceLanguage))
            extraction += ExtractionFindings.diagnostics(for: plan, strings: extracted.strings)
        }

        // Lint.
        let lintConfiguration = try configuration.map { try LintConfiguration(project: $0, path: project.configurationPath) } ?? LintConfiguration()
        let lint = try Linter(configuration: lintConfiguration).lint(sourceFiles)

        let rules = Array(ExtractionFindings.rules.values).sorted { $0.id < $1.id } + LintRules.metadata + checks.rules
        let all = extraction + lint + checks.diagnostics
        let report = DiagnosticReport(
            toolName: "phrasebook audit", toolVersion: toolVersion, diagnostics: all, coverage: checks.coverage, rules: rules)
        let statuses = checks.coverage
        return Result(
            projectPath: projectPath, sourceLanguage: sourceLanguage,
            releasedLanguages: statuses.filter { $0.status == .released }.map(\.language),
            preparingLanguages: statuses.filter { $0.status == .preparing }.map(\.language),
            catalogs: inputs.map { ($0.path ?? "", $0.catalog.strings.count) },
            sourceFileCount: sourceFiles.count, extractedStringCount: extracted.strings.count,
            extraction: extraction, lint: lint, checks: checks, report: report,
            priorities: FixPriorities.rank(all, rules: rules))
    }

    /// A project-relative path as seen from the current folder.
    private func displayPath(relativeToProject path: String) -> String {
        CheckProject.displayPath(CheckProject.resolve(path, against: projectDirectory))
    }

    /// Where extraction writes: the first configured catalog entry (a file or a folder of tables), else
    /// the folder of the first catalog found; `nil` when the project has no catalog yet.
    private func extractionCatalogPath(configuration: ProjectConfiguration?, catalogFiles: [URL]) -> String? {
        if let first = configuration?.catalogs?.first { return displayPath(relativeToProject: first) }
        return catalogFiles.first.map { CheckProject.displayPath($0.deletingLastPathComponent()) }
    }
}

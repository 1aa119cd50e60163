@_exported import Diagnostics
import CatalogChecks
import Foundation
import ProjectConfiguration

/// The catalog checks of `phrasebook check`, callable from an app's own test suite (Swift Testing or
/// XCTest), with the same rules, configuration and coverage definition:
///
/// ```swift
/// import PhrasebookChecks
///
/// @Test func everyLanguageIsComplete() throws {
///     let report = try CatalogGate(projectAt: projectRoot).verify(languages: ["de", "fr", "uk"])
///     #expect(report.blocking.isEmpty, "\(report)")
/// }
/// ```
public struct CatalogGate: Sendable {
    /// The project whose catalogs are verified.
    public let project: Project

    /// The project at `directory`, with its `.phrasebook.yml` (or `configurationFile`): its catalogs, its
    /// released and preparing languages, its `check:` settings and glossary. Throws a readable error when
    /// the configuration or a catalog can't be read.
    public init(projectAt directory: URL, configurationFile: URL? = nil) throws {
        project = try Project.load(
            directory: directory.path, overrides: Project.Overrides(configurationFile: configurationFile?.path),
            rules: RuleRegistry(CheckRules.reading + CheckRules.all))
    }

    /// A project already loaded.
    public init(project: Project) {
        self.project = project
    }

    /// Checks the catalogs. With `languages`, only those are checked, each as a released language (every
    /// gap blocks); without, the project's released and preparing languages apply as in `phrasebook check`.
    /// `requiringReview` also blocks on translations still marked for review or machine-translated: every
    /// unit must be `translated`.
    public func verify(languages: [String]? = nil, requiringReview: Bool = false) -> GateReport {
        var options = CheckOptions(project: project, languages: languages)
        if let languages {
            options.releasedLanguages = languages
            options.preparingLanguages = []
        }
        if requiringReview {
            for rule in [RuleID.needsReview, .unreviewedMachineTranslation] {
                options.rules.severities[rule] = .some(.error)
            }
        }
        let report = CatalogChecker(options: options).report(project.catalogs, toolName: "CatalogGate", toolVersion: "")
        return GateReport(report: report)
    }
}

/// What ``CatalogGate/verify(languages:requiringReview:)`` found: every finding, the blocking ones, and
/// coverage per language. Its description is the compiler-style report `phrasebook check` prints, so a
/// failed expectation shows exactly what to fix.
public struct GateReport: Sendable, CustomStringConvertible {
    /// The whole report, for the reporters (`ReportFormat.json.render(report.report)`).
    public let report: DiagnosticReport

    /// Every finding.
    public var findings: [Diagnostic] { report.diagnostics }
    /// The findings that block a release (errors).
    public var blocking: [Diagnostic] { report.diagnostics.filter { $0.severity == .error } }
    /// How far each checked language is translated.
    public var coverage: [LanguageCoverage] { report.coverage }

    /// The blocking findings about `language`.
    public func blocking(in language: String) -> [Diagnostic] {
        blocking.filter { $0.language == language }
    }

    /// Every finding, the coverage table and a summary, as `phrasebook check` prints them.
    public var description: String {
        TextReporter(findingsShownPerRule: nil).render(report)
    }
}

import Foundation
import PhrasebookChecks
import Testing

/// Seed 004's LocalizationCoverageTests: every key has a translation in each language, no unit is left in
/// a state other than translated, and placeholders agree across languages — the same rules, configuration
/// and coverage as `phrasebook check`, so CI and the test suite never disagree.
@Suite("Localization coverage")
struct LocalizationCoverageTests {
    /// The package folder, holding `.phrasebook.yml` and the catalog.
    static let project = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let languages = ["de", "fr", "uk"]

    @Test("every key is translated and reviewed in every language", arguments: languages)
    func complete(language: String) throws {
        let report = try CatalogGate(projectAt: Self.project).verify(languages: [language], requiringReview: true)
        #expect(report.blocking.isEmpty, "\(report)")
        #expect(report.coverage.first?.counts.percentText == "100%")
    }

    @Test("placeholders agree across languages")
    func placeholders() throws {
        let report = try CatalogGate(projectAt: Self.project).verify(languages: Self.languages)
        let placeholderRules: Set<RuleID> = ["placeholder-mismatch", "invalid-format-specifier", "substitution-mismatch", "lone-percent"]
        #expect(report.findings.filter { placeholderRules.contains($0.ruleID) }.isEmpty, "\(report)")
    }
}

import Foundation
import PhrasebookChecks
import Testing
import TestSupport

@Suite("CatalogGate: the checks inside an app's own tests")
struct CatalogGateTests {
    static let example = Corpus.packageRoot.appendingPathComponent("Examples/StoryApp")

    @Test("verifying languages treats them as released: every gap in them blocks, other languages aren't checked")
    func verifyLanguages() throws {
        let report = try CatalogGate(projectAt: Self.example).verify(languages: ["uk"])
        #expect(report.coverage.map(\.language) == ["uk"])
        #expect(report.blocking(in: "uk").contains { $0.ruleID == "missing-translation" })
        // Findings about a key as a whole (key-shows-raw) have no language and block every one.
        #expect(report.blocking.allSatisfy { $0.language == "uk" || $0.language == "en" || $0.language == nil })
        #expect("\(report)".contains("error: \"") && "\(report)".contains("[missing-translation]"))
    }

    @Test("without languages, the project's release settings apply, as in phrasebook check")
    func projectSettings() throws {
        let report = try CatalogGate(projectAt: Self.example).verify()
        #expect(report.blocking(in: "uk").map(\.ruleID) == ["coverage-below-minimum"], "Ukrainian is in preparation")
        #expect(!report.blocking(in: "es").isEmpty)
    }

    @Test("requiring review blocks translations still to be reviewed or machine-translated")
    func requiringReview() throws {
        let gate = try CatalogGate(projectAt: Self.example)
        #expect(!gate.verify(languages: ["fr"]).blocking.contains { $0.ruleID == "needs-review" })
        let strict = gate.verify(languages: ["fr"], requiringReview: true)
        #expect(Set(strict.blocking.map(\.ruleID)).isSuperset(of: ["needs-review", "unreviewed-machine-translation"]))
    }

    @Test("a configuration error is thrown with its file, line and column")
    func badConfiguration() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try "check:\n  disabled: [no-such-check]\n".write(to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        #expect { try CatalogGate(projectAt: folder.url) } throws: { "\($0)".contains(".phrasebook.yml:2:14: error: check.disabled[0]: unknown rule 'no-such-check'") }
    }
}

import Foundation
import Testing
@testable import Diagnostics

@Suite("GitLab code-quality report")
struct GitLabReporterTests {
    private let welcome = Diagnostic(
        ruleID: "missing-translation", severity: .error, message: "\"Welcome\" has no French (fr) translation",
        file: "Resources/Localizable.xcstrings", line: 12, column: 5, language: "fr", key: "Welcome")

    private func issues(_ diagnostics: [Diagnostic]) throws -> [[String: Any]] {
        let output = GitLabReporter().render(DiagnosticReport(toolName: "phrasebook check", toolVersion: "0.1.0", diagnostics: diagnostics))
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    @Test("each finding is an issue with GitLab's fields: description, check name, severity, path and line")
    func fields() throws {
        let unlocated = Diagnostic(ruleID: "coverage-below-minimum", severity: .warning, message: "uk is 25% translated", language: "uk")
        let note = Diagnostic(ruleID: "stale-key", severity: .note, message: "unused", file: "A.xcstrings", line: 3)
        let report = try issues([welcome, unlocated, note])
        #expect(report.count == 3)
        #expect(report[0]["description"] as? String == "\"Welcome\" has no French (fr) translation")
        #expect(report[0]["check_name"] as? String == "missing-translation")
        #expect(report.map { $0["severity"] as? String } == ["major", "minor", "info"])
        let location = try #require(report[0]["location"] as? [String: Any])
        #expect(location["path"] as? String == "Resources/Localizable.xcstrings")
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 12)
        // GitLab requires a location: a finding about no file points at the project, line 1.
        let projectWide = try #require(report[1]["location"] as? [String: Any])
        #expect(projectWide["path"] as? String == ".")
        #expect((projectWide["lines"] as? [String: Any])?["begin"] as? Int == 1)
    }

    @Test("a finding keeps its fingerprint when lines above it move, so GitLab doesn't call it new")
    func fingerprintIgnoresLine() throws {
        var moved = welcome
        moved.line = 40
        let before = try issues([welcome])[0]["fingerprint"] as? String
        let after = try issues([moved])[0]["fingerprint"] as? String
        #expect(before != nil && before == after)
    }

    @Test("every finding of a report has its own fingerprint, even findings alike but for their line")
    func fingerprintsAreUnique() throws {
        var twin = welcome
        twin.line = 30
        var otherLanguage = welcome
        otherLanguage.language = "de"
        let fingerprints = try issues([welcome, twin, otherLanguage]).compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == 3)
        #expect(Set(fingerprints).count == 3)
    }

    @Test("the fingerprint is a fixed function of the finding, the same in every run and on every machine")
    func fingerprintIsStable() throws {
        // 64-bit FNV-1a of the rule, file, key, language and message, each ended by a zero byte, computed apart
        // from this code; a per-process hash (Swift's Hasher) would give another value in every pipeline.
        #expect(try issues([welcome])[0]["fingerprint"] as? String == "9a7e1860c5fc24d5")
    }
}

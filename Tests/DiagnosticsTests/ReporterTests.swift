import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Diagnostics

/// A small report with a located and an unlocated finding and two languages.
private let sample = DiagnosticReport(
    toolName: "phrasebook check", toolVersion: "0.1.0",
    diagnostics: [
        Diagnostic(ruleID: "missing-translation", severity: .error, message: "\"Welcome\" has no French (fr) translation",
                   file: "Resources/Localizable.xcstrings", line: 12, column: 5, language: "fr", key: "Welcome"),
        Diagnostic(ruleID: "needs-review", severity: .warning, message: "50% done, <b>\"quoted\"</b>\nsecond line",
                   language: "uk", key: "Save, then: go"),
    ],
    coverage: [
        LanguageCoverage(language: "fr", status: .released, counts: CoverageCounts(total: 40, translated: 39, missing: 1)),
        LanguageCoverage(language: "uk", status: .preparing, counts: CoverageCounts(total: 40, translated: 20, needsReview: 1, new: 19)),
    ],
    rules: [AnyRuleDescription(id: "missing-translation", summary: "A key has no translation", rationale: "Users see English.", defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])])

@Suite("Reporters")
struct ReporterTests {
    @Test("text output is compiler-style lines, a coverage table and a summary")
    func text() {
        let output = TextReporter().render(sample)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Resources/Localizable.xcstrings:12:5: error: \"Welcome\" has no French (fr) translation [missing-translation]")
        #expect(lines[1].hasPrefix("warning: 50% done"))
        #expect(output.contains("Language  Status"))
        #expect(lines.contains { $0.hasPrefix("fr") && $0.contains("39/40") && $0.contains("97.5%") })
        #expect(lines.contains { $0.hasPrefix("uk") && $0.contains("preparing") && $0.contains("50%") })
        #expect(output.hasSuffix("phrasebook check: 1 error, 1 warning\n"))
    }

    @Test("json is an array of findings with the documented fields, unknown ones left out")
    func json() throws {
        let output = JSONReporter().render(sample)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array[0]["rule"] as? String == "missing-translation")
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[0]["language"] as? String == "fr")
        #expect(array[0]["key"] as? String == "Welcome")
        #expect(array[0]["file"] as? String == "Resources/Localizable.xcstrings")
        #expect(array[0]["line"] as? Int == 12)
        #expect(array[0]["column"] as? Int == 5)
        #expect(array[1]["file"] == nil && array[1]["line"] == nil)
        #expect(array[1]["message"] as? String == "50% done, <b>\"quoted\"</b>\nsecond line")
        #expect(output.firstRange(of: "\"rule\"")!.lowerBound < output.firstRange(of: "\"severity\"")!.lowerBound)
    }

    @Test("sarif is 2.1.0 with rule metadata, levels, locations and the key as a property")
    func sarif() throws {
        let output = SARIFReporter().render(sample)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["missing-translation", "needs-review"])
        #expect((rules[0]["fullDescription"] as? [String: Any])?["text"] as? String == "Users see English.")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results[0]["level"] as? String == "error")
        #expect(results[0]["ruleIndex"] as? Int == 0)
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Resources/Localizable.xcstrings")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 12)
        #expect(results[1]["locations"] == nil)
        #expect((results[1]["properties"] as? [String: Any])?["key"] as? String == "Save, then: go")
    }

    @Test("a file name with a line break stays on its diagnostic's one line, in text and github output")
    func fileNameWithNewline() {
        let report = DiagnosticReport(toolName: "phrasebook lint", toolVersion: "0.1.0", diagnostics: [
            Diagnostic(ruleID: "unlocalized-ui-string", severity: .warning, message: "use String(localized:)",
                       file: "Sources/Evil\nName:1:1: error: fake.swift", line: 3, column: 7),
        ])
        let text = TextReporter().render(report).split(separator: "\n").map(String.init)
        #expect(text[0] == #"Sources/Evil\nName:1:1: error: fake.swift:3:7: warning: use String(localized:) [unlocalized-ui-string]"#)
        let github = GitHubReporter().render(report).split(separator: "\n").map(String.init)
        #expect(github.count == 1)
        #expect(github[0].hasPrefix("::warning file=Sources/Evil%0AName%3A1%3A1%3A error%3A fake.swift,line=3,col=7"))
    }

    @Test("github annotations escape message and property delimiters")
    func github() {
        let lines = GitHubReporter().render(sample).split(separator: "\n").map(String.init)
        #expect(lines[0] == "::error file=Resources/Localizable.xcstrings,line=12,col=5,title=missing-translation::\"Welcome\" has no French (fr) translation")
        #expect(lines[1] == "::warning title=needs-review::50%25 done, <b>\"quoted\"</b>%0Asecond line")
    }

    @Test("junit has a suite per language, a failure per finding, and escaped XML")
    func junit() throws {
        let output = JUnitReporter().render(sample)
        #expect(output.contains("<testsuite name=\"fr\" tests=\"1\" failures=\"1\""))
        #expect(output.contains("name=\"needs-review: Save, then: go\""))
        #expect(output.contains("&lt;b&gt;&quot;quoted&quot;&lt;/b&gt;"))
        // Foundation's XML parser accepts it.
        let parser = XMLParser(data: Data(output.utf8))
        #expect(parser.parse())
    }

    @Test("markdown has a verdict, the coverage table and escaped table cells")
    func markdown() {
        let output = MarkdownReporter().render(sample)
        #expect(output.hasPrefix("### ❌ phrasebook check: 1 error, 1 warning"))
        #expect(output.contains("| fr | released | `█████████░` 97.5% (39/40) |"))
        #expect(output.contains("50% done, <b>\"quoted\"</b>⏎second line"))
        #expect(!output.contains("\nsecond line"))
    }

    @Test("markdown stays within its budget and says how many findings it left out")
    func markdownBudget() {
        var report = sample
        report.diagnostics = Array(repeating: sample.diagnostics[0], count: 5000)
        let output = MarkdownReporter().render(report)
        #expect(output.utf8.count < 61_000)
        #expect(output.contains("more; run the check locally"))
    }

    @Test("html is one self-contained page with chart, filters and escaped findings")
    func html() {
        let output = HTMLReporter().render(sample)
        #expect(output.hasPrefix("<!DOCTYPE html>"))
        #expect(!output.contains("<link") && !output.contains("src=\"http"))
        #expect(output.contains("<b class=\"translated\" style=\"width:97.5%\"></b>"))
        #expect(output.contains("<select id=\"f-language\"><option value=\"\">all</option><option>fr</option><option>uk</option></select>"))
        #expect(output.contains("data-rule=\"needs-review\""))
        #expect(output.contains("&lt;b&gt;&quot;quoted&quot;&lt;/b&gt;"))
    }

    @Test("every format renders an empty report")
    func emptyReport() {
        let empty = DiagnosticReport(toolName: "phrasebook lint", toolVersion: "0.1.0", diagnostics: [])
        for format in ReportFormat.allCases where format != .github {
            #expect(!format.render(empty).isEmpty, "\(format)")
        }
        #expect(GitHubReporter().render(empty).isEmpty) // no annotations at all
        #expect(JSONReporter().render(empty) == "[]\n")
    }
}

import ArgumentParser
import Foundation
import StringCatalog
import TestSupport
import Testing
@testable import PhrasebookCLI

@Suite("phrasebook lint")
struct LintCommandTests {
    static let source = """
        struct StatsView: View {
            var body: some View { Text(Self.formatMean(3)) }
            static func formatMean(_ rounded: Int) -> String {
                "\\(rounded) \\(rounded == 1 ? "cent" : "cents")"
            }
        }
        """

    /// A project folder with one source file and a configuration making manual plurals errors.
    private func project() throws -> (folder: TemporaryDirectory, source: String, config: String) {
        let folder = try TemporaryDirectory()
        let source = folder.url.appendingPathComponent("StatsView.swift").path
        try Self.source.write(toFile: source, atomically: true, encoding: .utf8)
        let config = folder.url.appendingPathComponent(".phrasebook.yml").path
        try "source_language: en\nlint:\n  severities: { manual-pluralization: error }\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        return (folder, source, config)
    }

    @Test("--format json lists rule, severity, file, line, column and message, and an error finding exits 1")
    func jsonAndExitStatus() throws {
        let (folder, source, config) = try project()
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("report.json").path
        let command = try LintCommand.parse(["--config", config, "--format", "json", "--output", output, source])
        #expect(throws: ExitCode(1)) { try command.run() }
        let findings = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["rule"] as? String == "manual-pluralization")
        #expect(findings.first?["severity"] as? String == "error")
        #expect(findings.first?["line"] as? Int == 4)
        #expect(findings.first?["column"] as? Int == 23)
        #expect((findings.first?["file"] as? String)?.hasSuffix("StatsView.swift") == true)
        #expect((findings.first?["message"] as? String)?.contains("plural") == true)
    }

    @Test("text output is compiler-style, and --fix rewrites the file and fills the catalog")
    func textAndFix() throws {
        let (folder, source, config) = try project()
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("report.txt").path
        #expect(throws: ExitCode(1)) {
            try LintCommand.parse(["--config", config, "--output", output, source]).run()
        }
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("StatsView.swift:4:23: error: plural forms chosen by comparing a count with 1"))
        #expect(text.contains("[manual-pluralization]"))

        let catalog = folder.url.appendingPathComponent("Localizable.xcstrings")
        try StringCatalog(sourceLanguage: "en").write(to: catalog)
        try LintCommand.parse(["--config", config, "--fix", "--catalog", catalog.path, "--output", output, source]).run()
        #expect(try String(contentsOfFile: source, encoding: .utf8).contains(#"String(localized: "\(rounded) cents")"#))
        let plural = try StringCatalog(contentsOf: catalog).strings["%lld cents"]?.localizations["en"]?.variations?.plural
        #expect(plural?[.one]?.stringUnit?.value == "%lld cent")
    }

    @Test("--fix --dry-run prints the fixes as a unified diff and writes nothing; --dry-run alone is refused")
    func dryRun() throws {
        let (folder, source, config) = try project()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["lint", "--config", config, "--fix", "--dry-run", source])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "--- a/\(source)")
        #expect(lines.contains(#"-        "\(rounded) \(rounded == 1 ? "cent" : "cents")""#))
        #expect(lines.contains(#"+        String(localized: "\(rounded) cents")"#))
        #expect(result.standardError.contains("would fix 1 finding in 1 file"))
        #expect(try String(contentsOfFile: source, encoding: .utf8) == Self.source)
        #expect(try PhrasebookExecutable.run(["lint", "--config", config, "--dry-run", source]).status == 2)
    }

    @Test("--fix --dry-run's patch carries the plural variations --fix would add to the catalog, after the sources")
    func dryRunShowsCatalog() throws {
        let (folder, source, config) = try project()
        defer { folder.remove() }
        let catalog = folder.url.appendingPathComponent("Localizable.xcstrings")
        try StringCatalog(sourceLanguage: "en").write(to: catalog)
        let before = try Data(contentsOf: catalog)
        let result = try PhrasebookExecutable.run(["lint", "--config", config, "--fix", "--dry-run", "--catalog", catalog.path, source])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let headers = lines.filter { $0.hasPrefix("--- a/") }
        #expect(headers.count == 2, "\(result)")
        #expect(headers.last?.hasSuffix("Localizable.xcstrings") == true)
        #expect(lines.contains(#"+    "%lld cents" : {"#), "\(result.standardOutput)")
        #expect(lines.contains(#"+                  "value" : "%lld cent""#))
        #expect(try Data(contentsOf: catalog) == before)
        #expect(try String(contentsOfFile: source, encoding: .utf8) == Self.source)

        // Applied, the catalog gets the variations the patch showed.
        try LintCommand.parse(["--config", config, "--fix", "--catalog", catalog.path, "--output", folder.url.appendingPathComponent("r.txt").path, source]).run()
        let written = try String(contentsOf: catalog, encoding: .utf8)
        #expect(written.contains(#""value" : "%lld cent""#))
    }

    @Test("--fix on hard-coded Ukrainian in an English app: the Ukrainian stays Ukrainian in the catalog and check blocks the missing English")
    func foreignTextEndToEnd() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try """
            import SwiftUI
            struct ProfileView: View {
                var body: some View { Text(title) }
                var title: String { "Профілі" }
            }
            """.write(to: folder.url.appendingPathComponent("ProfileView.swift"), atomically: true, encoding: .utf8)
        try "released_languages: [en, uk]\n".write(to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        try StringCatalog(sourceLanguage: "en").write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))

        let fixed = try PhrasebookExecutable.run(["lint", "--fix"], in: folder.url)
        #expect(fixed.standardError.contains("moved 1 text in uk into Localizable.xcstrings under new keys"), "\(fixed)")
        let code = try String(contentsOf: folder.url.appendingPathComponent("ProfileView.swift"), encoding: .utf8)
        #expect(code.contains(#"var title: String { String(localized: "profileView.profili") }"#), "\(code)")
        let check = try PhrasebookExecutable.run(["check"], in: folder.url)
        #expect(check.status == 1, "\(check)")
        #expect(check.standardOutput.contains(#""profileView.profili" has no en text, only uk: users of every other language see the key itself; write its en text (or draft it: phrasebook translate --source-from uk) [key-shows-raw]"#), "\(check)")
    }

    @Test("an unknown rule in the configuration stops the run with status 2, naming its line and column")
    func badConfiguration() throws {
        let (folder, source, config) = try project()
        defer { folder.remove() }
        try "lint:\n  disabled: [no-such-rule]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try PhrasebookExecutable.run(["lint", "--config", config, source])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("\(config):2:14: error: lint.disabled[0]: unknown rule 'no-such-rule'; known rules: "))
        #expect(result.standardOutput.isEmpty, "nothing is linted before the configuration is valid")
    }
}

import Diagnostics
import Foundation
import ProjectConfiguration
import Testing
@testable import SourceScanner

/// The linter walks each file once for all rules; each rule alone walks the file itself. Both must find
/// exactly the same things.
@Suite("One walk for every lint rule")
struct LintWalkTests {
    /// Every rule on, `key-naming` with a pattern so it has something to check.
    static let allRules = LintConfiguration(rules: RuleSelection(
        enabled: ["key-naming"], options: ["key-naming": ["pattern": "[a-z]+(\\.[a-z]+)+"]]))

    static var apps: [(name: String, files: [SourceFile])] {
        get throws {
            let fixtures = LintAppFixtureTests.folder.deletingLastPathComponent()
            func parsed(_ sources: [(String, String)]) -> [SourceFile] { sources.map { SourceFile(path: $0.0, text: $0.1) } }
            return [
                ("Tidings", parsed(try LintAppFixtureTests.sources("Tidings"))),
                ("TidingsLocalized", parsed(try LintAppFixtureTests.sources("TidingsLocalized"))),
                ("TrailJournal", try swiftFiles(at: fixtures.appendingPathComponent("TrailJournal"))),
                ("Lantern", try swiftFiles(at: fixtures.appendingPathComponent("Lantern"))),
                ("pitch trainer", parsed(SeedFixtures.pitchTrainer)),
                ("astrology app", parsed(SeedFixtures.astrologyApp)),
                ("story app", parsed(SeedFixtures.storyApp)),
            ]
        }
    }

    @Test("the shared walk yields every rule's findings, messages and fixes exactly as the rules walking alone do")
    func sharedWalkMatchesRulesAlone() throws {
        var total = 0
        for (name, files) in try Self.apps {
            let run = try Linter(configuration: Self.allRules).run(files: files)
            let context = LintContext(index: ProjectIndex(files: files))
            let rules = try Self.allRules.makeRules()
            for (file, shared) in zip(files, run.findings) {
                var alone: [(rule: RuleDescription<SourceExample>, finding: LintFinding)] = []
                if !file.isTestFile {
                    for (rule, _) in rules {
                        let description = type(of: rule).description
                        for finding in rule.findings(in: file, context: context)
                        where !file.suppressions.isSuppressed(rule: description.id, line: file.location(of: finding.offset).line) {
                            alone.append((description, finding))
                        }
                    }
                }
                alone.sort { $0.finding.offset < $1.finding.offset }
                #expect(shared.map { "\($0.rule.id) \($0.finding)" } == alone.map { "\($0.rule.id) \($0.finding)" }, "\(name): \(file.path)")
                total += shared.count
            }
        }
        #expect(total > 50)
    }

    @Test("a rule that skips a node's children leaves them to the other rules in the shared walk")
    func skippingIsPerRule() throws {
        // unlocalized-ui-string skips an enum case's children; the foreign-language literal inside is another
        // rule's finding and must still be found.
        let code = """
            enum Phase: String, CaseIterable { case upload = "Upload now", done = "Готово" }
            struct PhaseView: View { var phase: Phase; var body: some View { Text(phase.rawValue) } }
            """
        let found = try lint([("Phase.swift", code)])
        #expect(locations(found) == ["1:50 [unlocalized-ui-string]", "1:71 [unlocalized-ui-string]", "1:71 [foreign-language-literal]"])
    }
}

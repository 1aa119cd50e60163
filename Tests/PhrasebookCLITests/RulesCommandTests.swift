import Foundation
import Testing
import TestSupport

@Suite("phrasebook rules")
struct RulesCommandTests {
    @Test("lists every rule of every kind, one line each, from the registry lint and check validate against")
    func listsEveryRule() throws {
        let result = try PhrasebookExecutable.run(["rules"])
        #expect(result.status == 0, "\(result)")
        let lines = result.standardOutput.split(separator: "\n")
        for (id, kind) in [("manual-pluralization", "source"), ("placeholder-mismatch", "catalog"), ("repeated-entry", "catalog"),
                           ("unused-manual-key", "key-usage"), ("extract-new-string", "extraction"), ("unreadable-file", "extraction")] {
            #expect(lines.contains { $0.hasPrefix(id + " ") && $0.contains(" \(kind) ") }, "\(id) as a \(kind) rule")
        }
        #expect(lines.contains { $0.hasPrefix("missing-translator-comment ") && $0.contains(" opt-in ") })
        #expect(lines.filter { $0.hasPrefix("key-shows-raw ") }.count == 1, "one rule, whatever it looks at")
    }

    @Test("one rule in full: its rationale, where it is configured, its options and its examples")
    func oneRule() throws {
        let result = try PhrasebookExecutable.run(["rules", "key-naming"])
        #expect(result.status == 0, "\(result)")
        let text = result.standardOutput
        #expect(text.hasPrefix("key-naming (source rule, warning)\n"))
        #expect(text.contains("Configured in .phrasebook.yml's lint: section."))
        #expect(text.contains("Options:\n  pattern: "))
        #expect(text.contains("Triggering examples:\n") && text.contains("Non-triggering examples:\n"))
        #expect(text.contains("↓\"Settings title\""), "the markers show where findings point")
    }

    @Test("--format json carries every rule's id, kind, severity, opt-in, summary and options")
    func json() throws {
        let result = try PhrasebookExecutable.run(["rules", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let rules = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count && ids.count > 40)
        let keyNaming = try #require(rules.first { $0["id"] as? String == "key-naming" })
        #expect(keyNaming["kind"] as? String == "source" && keyNaming["optIn"] as? Bool == false)
        #expect((keyNaming["options"] as? [[String: Any]])?.first?["name"] as? String == "pattern")
        #expect(rules.first { $0["id"] as? String == "extract-new-string" }?["configuredIn"] == nil)
    }

    @Test("an unknown rule id can't be shown: exit 2 with a readable error")
    func unknownRule() throws {
        let result = try PhrasebookExecutable.run(["rules", "no-such-rule"])
        #expect(result.status == 2, "\(result)")
        #expect(result.standardError.contains("no rule 'no-such-rule'"))
    }
}

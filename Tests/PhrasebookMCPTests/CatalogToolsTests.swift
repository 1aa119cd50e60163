import CatalogChecks
import CatalogEditor
import Diagnostics
import Foundation
import MCP
import PhrasebookMCP
import ProjectAnalysis
import ProjectConfiguration
import StringCatalog
import Testing
import TestSupport

/// The MCP tools over a project with one Ukrainian catalog, called as the SDK's server calls them.
@Suite("phrasebook mcp: the tools agents call")
struct CatalogToolsTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld stories" : {
              "comment" : "How many stories the library holds",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld story"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld stories"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Hello, %@!" : {
              "localizations" : {
                "uk" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Привіт, %@!"
                  }
                }
              }
            },
            "Phrasebook" : {
              "shouldTranslate" : false
            },
            "Read the story" : {

            }
          },
          "version" : "1.0"
        }
        """

    struct Fixture {
        let folder: TemporaryDirectory
        let catalogURL: URL
        let tools: CatalogTools

        init(
            catalog: String = CatalogToolsTests.catalog, readOnly: Bool = false, glossary: String? = nil, configuration: String? = nil,
            sources: [String: String] = [:]
        ) throws {
            folder = try TemporaryDirectory()
            catalogURL = folder.url.appendingPathComponent("Localizable.xcstrings")
            try Data(catalog.utf8).write(to: catalogURL)
            if let glossary {
                try Data(glossary.utf8).write(to: folder.url.appendingPathComponent("glossary.yml"))
                try Data("glossary: glossary.yml\nreleased_languages: [en, uk]\n".utf8).write(to: folder.url.appendingPathComponent(".phrasebook.yml"))
            }
            if let configuration {
                try Data(configuration.utf8).write(to: folder.url.appendingPathComponent(".phrasebook.yml"))
            }
            for (name, text) in sources {
                let url = folder.url.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let root = folder.url.path
            let project = try Project.load(directory: root, rules: .phrasebook)
            tools = CatalogTools(
                session: EditorSession(project: project), project: project, readOnly: readOnly, toolVersion: "test",
                reload: { only in
                    try Project.load(directory: root, overrides: .init(sources: only?.map(\.path)), rules: .phrasebook, reading: .sources)
                })
        }

        /// Calls a tool; the text of its result as JSON (or as the refusal's text), and whether it was refused.
        func call(_ name: String, _ arguments: [String: Value] = [:]) async -> (json: [String: Any], text: String, refused: Bool) {
            let result = await tools.call(name, arguments: arguments)
            guard case let .text(text, _, _)? = result.content.first else { return ([:], "", true) }
            let json = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
            return (json, text, result.isError == true)
        }

        var fileText: String { String(decoding: (try? Data(contentsOf: catalogURL)) ?? Data(), as: UTF8.self) }
    }

    @Test("read-only offers only the reading tools, and refuses a write by name")
    func readOnly() async throws {
        let fixture = try Fixture(readOnly: true)
        defer { fixture.folder.remove() }
        #expect(fixture.tools.tools.map(\.name) == ["project_status", "list_strings", "get_string", "run_checks", "extract", "lint"])
        #expect(await fixture.call("translate", ["language": "uk"]).refused, "translate writes: not offered read-only")
        #expect(await fixture.call("extract", ["write": true]).refused, "extract only checks on a read-only server")
        let before = fixture.fileText
        let write = await fixture.call("set_translation", ["key": "Read the story", "language": "uk", "version": "x", "value": "Читати"])
        #expect(write.refused)
        #expect(fixture.fileText == before)
    }

    @Test("the work list is filtered by status and text and paged")
    func listStrings() async throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let missing = await fixture.call("list_strings", ["language": "uk", "status": "missing"])
        #expect(!missing.refused, "\(missing.text)")
        let keys = (missing.json["strings"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
        #expect(keys == ["%lld stories", "Read the story"])
        #expect(missing.json["total"] as? Int == 2)

        let firstPage = await fixture.call("list_strings", ["language": "uk", "limit": 1])
        #expect(firstPage.json["total"] as? Int == 4)
        #expect(firstPage.json["nextOffset"] as? Int == 1)
        let lastPage = await fixture.call("list_strings", ["language": "uk", "offset": 3, "limit": 1])
        #expect(lastPage.json["nextOffset"] == nil)

        let found = await fixture.call("list_strings", ["language": "uk", "text": "привіт"])
        #expect((found.json["strings"] as? [[String: Any]])?.first?["key"] as? String == "Hello, %@!")

        let misspelt = await fixture.call("list_strings", ["language": "uk", "stauts": "missing"])
        #expect(misspelt.refused)
        #expect(misspelt.text.contains("'stauts'"))
        #expect(await fixture.call("list_strings", ["language": "uk", "status": "done"]).refused)
        #expect(await fixture.call("list_strings", ["language": "en"]).refused, "the source language is not translated")
    }

    @Test("get_string gives the plural categories the language needs, the comment, the glossary terms and a version")
    func getString() async throws {
        let glossary = "terms:\n  - term: story\n    translations: { uk: [історія] }\ndo_not_translate: [Phrasebook]\n"
        let fixture = try Fixture(glossary: glossary)
        defer { fixture.folder.remove() }
        let unit = await fixture.call("get_string", ["key": "%lld stories", "language": "uk"])
        #expect(!unit.refused, "\(unit.text)")
        let categories = (unit.json["pluralCategories"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(categories == ["one", "few", "many", "other"])
        #expect(unit.json["comment"] as? String == "How many stories the library holds")
        #expect(unit.json["version"] is String)
        let story = await fixture.call("get_string", ["key": "Read the story", "language": "uk"])
        let terms = ((story.json["glossary"] as? [String: Any])?["terms"] as? [[String: Any]])?.first
        #expect(terms?["term"] as? String == "story")
        #expect(terms?["translations"] as? [String] == ["історія"])
        #expect(await fixture.call("get_string", ["key": "No such key", "language": "uk"]).refused)
    }

    @Test("a Ukrainian plural with all four categories is written in Xcode's form, as needs_review unless told otherwise")
    func setPlural() async throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let version = try #require(await fixture.call("get_string", ["key": "%lld stories", "language": "uk"]).json["version"] as? String)
        let written = await fixture.call("set_translation", [
            "key": "%lld stories", "language": "uk", "version": .string(version),
            "plural": ["one": "%lld історія", "few": "%lld історії", "many": "%lld історій", "other": "%lld історії"],
        ])
        #expect(!written.refused, "\(written.text)")
        let catalog = try StringCatalog(data: Data(contentsOf: fixture.catalogURL))
        let few = catalog.strings["%lld stories"]?.localizations["uk"]?.variations?.plural?[.few]?.stringUnit
        #expect(few?.value == "%lld історії")
        #expect(few?.state == .needsReview)
        #expect(Data(fixture.fileText.utf8) == catalog.encoded(), "the file is exactly the writer's (Xcode's) form")
        #expect(written.json["status"] as? String == "needsReview")
    }

    @Test("a translation with a broken placeholder is refused with its findings, and nothing is written", arguments: [
        "Привіт, %!", "Привіт!", "Привіт, %d!",
    ])
    func brokenPlaceholderRefused(translation: String) async throws {
        // In preparation, `check` reports errors as warnings; an agent's text is still held to what ships.
        let fixture = try Fixture(configuration: "released_languages: [en]\npreparing_languages: [uk]\n")
        defer { fixture.folder.remove() }
        let before = fixture.fileText
        let version = try #require(await fixture.call("get_string", ["key": "Hello, %@!", "language": "uk"]).json["version"] as? String)
        let write = await fixture.call("set_translation", ["key": "Hello, %@!", "language": "uk", "version": .string(version), "value": .string(translation)])
        #expect(write.refused)
        #expect(write.text.contains("nothing was written"))
        #expect(write.text.contains("\"severity\":\"error\""), "\(write.text)")
        #expect(fixture.fileText == before)
    }

    @Test("a write from a version that changed since is refused with the string as it is now, and the first write stays")
    func staleVersionRefused() async throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let version = try #require(await fixture.call("get_string", ["key": "Read the story", "language": "uk"]).json["version"] as? String)
        let first = await fixture.call("set_translation", ["key": "Read the story", "language": "uk", "version": .string(version), "value": "Читати історію"])
        #expect(!first.refused, "\(first.text)")
        let second = await fixture.call("set_translation", ["key": "Read the story", "language": "uk", "version": .string(version), "value": "Прочитати"])
        #expect(second.refused)
        #expect(second.text.contains("Читати історію"), "the refusal shows the string as it is now")
        #expect(fixture.fileText.contains("Читати історію"))
        #expect(!fixture.fileText.contains("Прочитати"))
    }

    @Test("a write that would leave an empty text, empty cases or empty variations is refused: it would erase a translation unseen", arguments: [
        ["value": ""] as [String: Value], ["localization": [:]], ["device": [:]], ["plural": ["one": "", "other": "Привіт"]],
        ["localization": ["variations": [:]]], ["localization": ["variations": ["device": [:]]]], ["localization": ["substitutions": [:]]],
    ])
    func emptyWritesRefused(text: [String: Value]) async throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let before = fixture.fileText
        let version = try #require(await fixture.call("get_string", ["key": "Hello, %@!", "language": "uk"]).json["version"] as? String)
        let write = await fixture.call("set_translation", ["key": "Hello, %@!", "language": "uk", "version": .string(version)].merging(text) { $1 })
        #expect(write.refused, "\(write.text)")
        #expect(fixture.fileText == before)
    }

    @Test("a translation checked against the source text as it is on disk: a source changed elsewhere can't let a broken one through")
    func sourceChangedOnDisk() async throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let version = try #require(await fixture.call("get_string", ["key": "%lld stories", "language": "uk"]).json["version"] as? String)
        // Someone changes the English text to take a string, as Xcode would after the code changed.
        let changed = fixture.fileText.replacingOccurrences(of: "\"value\" : \"%lld story\"", with: "\"value\" : \"%@ story\"")
            .replacingOccurrences(of: "\"value\" : \"%lld stories\"", with: "\"value\" : \"%@ stories\"")
        #expect(changed != fixture.fileText)
        try Data(changed.utf8).write(to: fixture.catalogURL)
        let write = await fixture.call("set_translation", [
            "key": "%lld stories", "language": "uk", "version": .string(version),
            "plural": ["one": "%lld історія", "few": "%lld історії", "many": "%lld історій", "other": "%lld історії"],
        ])
        #expect(write.refused, "\(write.text)")
        #expect(write.text.contains("placeholder-mismatch"))
        #expect(fixture.fileText == changed)
    }

    @Test("writes to the source language, to a don't-translate key and with two texts at once are refused")
    func otherRefusals() async throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        let before = fixture.fileText
        #expect(await fixture.call("set_translation", ["key": "Read the story", "language": "en", "version": "v", "value": "Read"]).refused)
        let version = try #require(await fixture.call("get_string", ["key": "Phrasebook", "language": "uk"]).json["version"] as? String)
        #expect(await fixture.call("set_translation", ["key": "Phrasebook", "language": "uk", "version": .string(version), "value": "Розмовник"]).refused)
        #expect(await fixture.call("set_translation", [
            "key": "Read the story", "language": "uk", "version": "v", "value": "Читати", "plural": ["other": "Читати"],
        ]).refused)
        #expect(await fixture.call("set_translation", ["key": "Read the story", "language": "uk", "version": "v", "value": "Читати", "state": "new"]).refused)
        #expect(await fixture.call("get_string", ["key": "Read the story", "language": "uk", "catalog": "../Other/Localizable.xcstrings"]).refused)
        #expect(fixture.fileText == before)
    }

    @Test("extract reports what the code adds to the catalog, and with write syncs it keeping every translation")
    func extract() async throws {
        let view = """
            import SwiftUI
            struct StoryView: View {
                var body: some View {
                    Text("Read the story")
                    Text("Hello, \\(name)!")
                    Text("Share with a friend")
                }
                let name = "Ada"
            }
            """
        let fixture = try Fixture(sources: ["Sources/StoryView.swift": view])
        defer { fixture.folder.remove() }
        let checked = await fixture.call("extract")
        #expect(!checked.refused, "\(checked.text)")
        #expect(checked.json["upToDate"] as? Bool == false)
        let changes = checked.json["changes"] as? [[String: Any]] ?? []
        #expect(changes.contains { $0["key"] as? String == "Share with a friend" && $0["kind"] as? String == "added" }, "\(changes)")
        #expect(!fixture.fileText.contains("Share with a friend"), "checking writes nothing")

        let written = await fixture.call("extract", ["write": true])
        #expect(!written.refused, "\(written.text)")
        #expect(fixture.fileText.contains("\"Share with a friend\""))
        #expect(fixture.fileText.contains("Привіт, %@!"), "translations are kept")
        #expect(await fixture.call("extract").json["upToDate"] as? Bool == true)
    }

    @Test("lint reports one file's user-facing text that bypasses localization, and refuses paths outside the project")
    func lintOneFile() async throws {
        let controller = """
            import UIKit
            final class StoryController: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Your stories are ready"
                }
            }
            """
        let fixture = try Fixture(sources: ["Sources/StoryController.swift": controller])
        defer { fixture.folder.remove() }
        let linted = await fixture.call("lint", ["file": "Sources/StoryController.swift"])
        #expect(!linted.refused, "\(linted.text)")
        let findings = linted.json["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["rule"] as? String == "unlocalized-ui-string" && $0["line"] as? Int == 6 }, "\(findings)")
        #expect(await fixture.call("lint", ["file": "../../etc/passwd"]).refused)
        #expect(await fixture.call("lint", ["file": "Localizable.xcstrings"]).refused)
    }

    @Test("translate fills a unit from the memory of reviewed text, for review, and says what it could not translate")
    func translateFromMemory() async throws {
        let catalog = Self.catalog.replacingOccurrences(of: """
                "Phrasebook" : {
            """, with: """
                "greeting" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hello, %@!"
                      }
                    }
                  }
                },
                "Phrasebook" : {
            """)
        let fixture = try Fixture(catalog: catalog)
        defer { fixture.folder.remove() }
        let before = fixture.fileText
        let dry = await fixture.call("translate", ["language": "uk", "dryRun": true])
        #expect(!dry.refused, "\(dry.text)")
        #expect((dry.json["wouldSend"] as? [[String: Any]])?.contains { $0["key"] as? String == "greeting" && $0["via"] as? String == "memory" } == true)
        #expect(fixture.fileText == before, "a dry run writes nothing")

        let run = await fixture.call("translate", ["language": "uk"])
        #expect(!run.refused, "\(run.text)")
        #expect(run.json["fromMemory"] as? Int == 1)
        #expect((run.json["notTranslated"] as? Int ?? 0) >= 1, "no engine is configured: the rest is left, with why")
        let written = try StringCatalog(data: Data(contentsOf: fixture.catalogURL))
        let unit = written.strings["greeting"]?.localizations["uk"]?.stringUnit
        #expect(unit?.value == "Привіт, %@!")
        #expect(unit?.state == .needsReview)
        #expect(await fixture.call("translate", ["language": "en"]).refused)
        for language in ["../../evil", "not a tag!", "zz"] {
            #expect(await fixture.call("translate", .init(uniqueKeysWithValues: [("language", Value.string(language))])).refused, "\(language)")
        }
    }

    @Test("the status counts coverage and findings per language, and a reviewed write raises coverage")
    func statusRises() async throws {
        let fixture = try Fixture()
        defer { fixture.folder.remove() }
        func ukrainian() async -> [String: Any]? {
            (await fixture.call("project_status").json["languages"] as? [[String: Any]])?.first { $0["code"] as? String == "uk" }
        }
        let before = try #require(await ukrainian())
        #expect(before["missing"] as? Int == 2)
        #expect((before["findings"] as? [String: Any])?["error"] is Int)
        let version = try #require(await fixture.call("get_string", ["key": "Read the story", "language": "uk"]).json["version"] as? String)
        let write = await fixture.call("set_translation", [
            "key": "Read the story", "language": "uk", "version": .string(version), "value": "Читати історію", "state": "translated",
        ])
        #expect(!write.refused, "\(write.text)")
        let after = try #require(await ukrainian())
        #expect(after["missing"] as? Int == 1)
        #expect((after["translated"] as? Int ?? 0) == (before["translated"] as? Int ?? 0) + 1)
        let checks = await fixture.call("run_checks", ["language": "uk"])
        #expect(!checks.refused)
        #expect(checks.json["total"] is Int)
    }
}

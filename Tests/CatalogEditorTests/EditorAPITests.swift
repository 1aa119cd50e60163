import CatalogChecks
import CatalogEditor
import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
import Testing
import TestSupport

@Suite("The editor's HTTP API")
struct EditorAPITests {
    @Test("a saved translation leaves the catalog in Xcode's exact form, unknown fields kept")
    func saveWritesXcodeForm() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let unit = editor.unit("Hello, %@!")
        let response = editor.save("Hello, %@!", version: unit["version"] as! String, localization: EditorFixture.plain("Вітаю, %@!"))
        #expect(response.status == 200, "\(response.json)")
        let expected = EditorFixture.catalog.replacingOccurrences(of: """
                        "value" : "Привіт, %@!",
            """, with: """
                        "value" : "Вітаю, %@!",
            """)
        #expect(expected != EditorFixture.catalog)
        #expect(editor.fileText == expected)
    }

    @Test("a plural translation gets the cases the language needs, with sample numbers, and is written in Xcode's form")
    func pluralEdit() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let unit = editor.unit("%lld files")
        let categories = (unit["pluralCategories"] as? [[String: String]]) ?? []
        #expect(categories.map { $0["name"] } == ["one", "few", "many", "other"])
        #expect(categories.first?["samples"] == "1, 21, 31, 41…")
        #expect(unit["localization"] is NSNull)

        let plural: [String: Any] = ["variations": ["plural": [
            "one": EditorFixture.plain("%lld файл"), "few": EditorFixture.plain("%lld файли"),
            "many": EditorFixture.plain("%lld файлів"), "other": EditorFixture.plain("%lld файлу"),
        ]]]
        let response = editor.save("%lld files", version: unit["version"] as! String, localization: plural)
        #expect(response.status == 200, "\(response.json)")
        let written = try StringCatalog(data: Data(contentsOf: editor.catalogURL))
        #expect(written.strings["%lld files"]?.localizations["uk"]?.variations?.plural?[.few]?.stringUnit?.value == "%lld файли")
        #expect(Data(editor.fileText.utf8) == written.encoded(), "the file is exactly the writer's (Xcode's) form")
        let few = [
            #"              "few" : {"#, #"                "stringUnit" : {"#, #"                  "state" : "translated","#,
            #"                  "value" : "%lld файли""#, #"                }"#, #"              },"#,
        ].joined(separator: "\n")
        #expect(editor.fileText.contains(few))
        let saved = response.json["row"] as? [String: Any]
        #expect(saved?["s"] as? String == "translated")
    }

    @Test("a second tab saving from the same version is refused with the unit as it is now, and the file keeps the first save")
    func twoTabsConflict() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let version = editor.unit("Cancel")["version"] as! String
        #expect(editor.save("Cancel", version: version, localization: EditorFixture.plain("Скасувати")).status == 200)
        let afterFirst = editor.fileText
        let second = editor.save("Cancel", version: version, localization: EditorFixture.plain("Відмінити"))
        #expect(second.status == 409)
        #expect(second.json["conflict"] as? Bool == true)
        let current = second.json["current"] as? [String: Any]
        let localization = current?["localization"] as? [String: Any]
        #expect((localization?["stringUnit"] as? [String: String])?["state"] == "translated")
        #expect(editor.fileText == afterFirst)
        // Saving over it after seeing the current version is the translator's choice.
        let over = editor.save("Cancel", version: current?["version"] as! String, localization: EditorFixture.plain("Відмінити"))
        #expect(over.status == 200)
        #expect(editor.fileText.contains("Відмінити"))
    }

    @Test("two tabs changing different plural cases of one string both land, merged three ways; the same case changed differently is refused")
    func threeWayMerge() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let cases = ["one": "%lld файл", "few": "%lld файли", "many": "%lld файлів", "other": "%lld файлу"]
        func plural(_ values: [String: String]) -> [String: Any] {
            ["variations": ["plural": values.mapValues { EditorFixture.plain($0) }]]
        }
        let empty = editor.unit("%lld files")
        #expect(editor.save("%lld files", version: empty["version"] as! String, localization: plural(cases)).status == 200)
        let opened = editor.unit("%lld files") // both tabs open this version
        var first = cases, second = cases
        first["few"] = "%lld файли (1)"
        second["many"] = "%lld файлів (2)"
        #expect(editor.save("%lld files", version: opened["version"] as! String, localization: plural(first), base: opened).status == 200)
        let merged = editor.save("%lld files", version: opened["version"] as! String, localization: plural(second), base: opened)
        #expect(merged.status == 200, "\(merged.json)")
        #expect(merged.json["merged"] as? Bool == true)
        let written = try StringCatalog(data: Data(contentsOf: editor.catalogURL)).strings["%lld files"]?.localizations["uk"]?.variations?.plural
        #expect(written?[.few]?.stringUnit?.value == "%lld файли (1)")
        #expect(written?[.many]?.stringUnit?.value == "%lld файлів (2)")

        var third = cases
        third["few"] = "%lld файли (3)"
        let before = editor.fileText
        let refused = editor.save("%lld files", version: opened["version"] as! String, localization: plural(third), base: opened)
        #expect(refused.status == 409)
        #expect((refused.json["error"] as? String)?.contains("plural.few") == true, "\(refused.json)")
        #expect(editor.fileText == before)
    }

    @Test("a change on disk to the same unit is a conflict; a change to another key is kept by the next save")
    func diskChanges() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let cancel = editor.unit("Cancel")["version"] as! String
        let hello = editor.unit("Hello, %@!")["version"] as! String
        // As `git pull` would: another key translated, then written by another program.
        var onDisk = try StringCatalog(data: Data(contentsOf: editor.catalogURL))
        onDisk.strings["Cancel"]!.localizations["uk"] = .text("Скасувати", state: .translated)
        try onDisk.encoded().write(to: editor.catalogURL)

        let other = editor.save("Hello, %@!", version: hello, localization: EditorFixture.plain("Вітаю, %@!"))
        #expect(other.status == 200, "\(other.json)")
        let both = try StringCatalog(data: Data(contentsOf: editor.catalogURL))
        #expect(both.strings["Cancel"]?.localizations["uk"]?.stringUnit?.state == .translated)
        #expect(both.strings["Hello, %@!"]?.localizations["uk"]?.stringUnit?.value == "Вітаю, %@!")

        let before = editor.fileText
        let same = editor.save("Cancel", version: cancel, localization: EditorFixture.plain("Відміна", state: "needs_review"))
        #expect(same.status == 409)
        #expect(editor.fileText == before)
    }

    @Test("the work list's statuses add up to check's coverage, and its findings are check's")
    func workListMatchesCheck() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let list = editor.request("GET", "/api/list?language=uk").json
        let rows = list["rows"] as? [[String: Any]] ?? []
        var statuses: [String: String] = [:]
        for row in rows { statuses[row["k"] as! String] = row["s"] as? String }
        #expect(statuses == ["%lld files": "missing", "Cancel": "needsReview", "Hello, %@!": "translated", "Phrasebook": "dontTranslate"])

        let project = try Project.load(directory: editor.folder.url.path, rules: RuleRegistry(CheckRules.all))
        let checker = CatalogChecker(options: CheckOptions(project: project))
        let coverage = checker.coverage(of: project.catalogs[0].catalog).first { $0.language == "uk" }!.counts
        let progress = list["progress"] as? [String: Any] ?? [:]
        #expect(progress["total"] as? Int == coverage.total)
        #expect(progress["translated"] as? Int == coverage.translated)
        #expect(progress["needsReview"] as? Int == coverage.needsReview)
        #expect(progress["missing"] as? Int == coverage.missing)

        let checkRules = Set(checker.check(project.catalogs[0].catalog).diagnostics.filter { $0.key == "%lld files" && $0.language == "uk" }.map(\.ruleID.rawValue))
        let row = rows.first { $0["k"] as? String == "%lld files" }
        #expect(!checkRules.isEmpty)
        let rowRules = Set(row?["f"] as? [String] ?? [])
        #expect(rowRules.isSuperset(of: checkRules))
    }

    @Test("a live check reports a lost placeholder by check's rule, without writing")
    func liveCheck() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let before = editor.fileText
        let response = editor.request("POST", "/api/check", json: [
            "catalog": editor.catalogPath, "key": "Hello, %@!", "language": "uk", "shouldTranslate": true,
            "localization": EditorFixture.plain("Привіт!"),
        ] as [String: Any])
        #expect(response.status == 200)
        let rules = (response.json["findings"] as? [[String: String]] ?? []).compactMap { $0["rule"] }
        #expect(rules.contains("placeholder-mismatch"))
        #expect(editor.fileText == before)
    }

    @Test("a unit shows its comment and the places in code that use its key in its table")
    func usagesBesideTheKey() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let project = try Project.load(directory: editor.folder.url.path, rules: RuleRegistry(CheckRules.all))
        let session = EditorSession(project: project, usages: [
            CodeUsage(table: "Localizable", key: "%lld files", place: "Sources/App/Files.swift:3:9"),
            CodeUsage(table: "Other", key: "%lld files", place: "Sources/App/Other.swift:1:1"),
        ])
        let unit = try JSONSerialization.jsonObject(with: Data(session.unit(catalog: editor.catalogPath, key: "%lld files", language: "uk").compact().utf8)) as? [String: Any]
        #expect(unit?["usages"] as? [String] == ["Sources/App/Files.swift:3:9"])
        #expect(unit?["comment"] as? String == "A count of files")
    }

    @Test("shouldTranslate and removing a language's translation are saved")
    func shouldTranslateAndRemoval() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let version = editor.unit("Cancel")["version"] as! String
        #expect(editor.save("Cancel", version: version, localization: nil, shouldTranslate: false).status == 200)
        let written = try StringCatalog(data: Data(contentsOf: editor.catalogURL))
        #expect(written.strings["Cancel"]?.shouldTranslate == false)
        #expect(written.strings["Cancel"]?.localizations["uk"] == nil)
    }

    @Test("bad edits are refused with a reason and leave the file as it was")
    func badEdits() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let before = editor.fileText
        let version = editor.unit("%lld files")["version"] as! String
        let badCategory = editor.save("%lld files", version: version, localization: ["variations": ["plural": ["several": EditorFixture.plain("x")]]])
        #expect(badCategory.status == 400)
        #expect((badCategory.json["error"] as? String)?.contains("several") == true)
        let source = editor.save("%lld files", language: "en", version: version, localization: EditorFixture.plain("x"))
        #expect(source.status == 400)
        let missingKey = editor.save("No such key", version: version, localization: EditorFixture.plain("x"))
        #expect(missingKey.status == 404)
        let notJSON = editor.routes.handle(HTTPRequest(method: "PUT", target: "/api/unit", headers: ["Host": "127.0.0.1:8080", "Content-Type": "text/plain"], body: Data("{}".utf8)))
        #expect(notJSON.status == 400)
        #expect(editor.fileText == before)
    }
}

@Suite("Who may use the editor")
struct EditorAccessTests {
    @Test("shared on a network, the API needs the token printed at start-up; the page itself holds no data")
    func tokenEnforced() throws {
        let token = EditorAccess.newToken()
        let editor = try EditorFixture(access: { _ in .network(token: token) })
        defer { editor.folder.remove() }
        #expect(token.count == 32)
        #expect(editor.request("GET", "/api/summary").status == 401)
        // One character changed (to one it certainly isn't) is refused.
        let wrong = (token.first == "0" ? "1" : "0") + token.dropFirst()
        #expect(editor.request("GET", "/api/summary", headers: ["X-Phrasebook-Token": wrong]).status == 401)
        #expect(editor.request("GET", "/api/summary", headers: ["X-Phrasebook-Token": token]).status == 200)
        let version = editor.unit("Cancel")["version"] as? String
        #expect(version == nil, "no unit without the token")
        #expect(editor.request("GET", "/").status == 200)
    }

    @Test("on the loopback address, a request naming another host is refused (DNS rebinding)")
    func loopbackHost() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        #expect(editor.request("GET", "/api/summary").status == 200)
        #expect(editor.request("GET", "/api/summary", headers: ["Host": "localhost:8080"]).status == 200)
        #expect(editor.request("GET", "/api/summary", headers: ["Host": "evil.example:8080"]).status == 421)
    }
}

import Foundation
import Testing
import TestSupport

/// A small project on disk: a configuration, Swift sources and catalogs, written from the given texts.
private struct ProjectFolder {
    let folder: TemporaryDirectory
    var url: URL { folder.url }

    init(_ files: [String: String]) throws {
        folder = try TemporaryDirectory()
        for (path, text) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func run(_ arguments: [String]) throws -> CommandResult {
        try PhrasebookExecutable.run(arguments, in: url)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }
}

private let view = """
    struct Home: View {
        var body: some View {
            Text("Welcome")
            Text("Sound", tableName: "Settings")
        }
    }
    """

private func catalog(_ key: String, sourceLanguage: String = "en") -> String {
    """
    {
      "sourceLanguage" : "\(sourceLanguage)",
      "strings" : {
        "\(key)" : {

        }
      },
      "version" : "1.0"
    }

    """
}

@Suite("Every command sees the same project")
struct ProjectModelTests {
    @Test("a project with no catalog gets its first one beside the @main file; the dry run plans the same file")
    func extractCreatesTheFirstCatalog() throws {
        let project = try ProjectFolder([
            "MyApp/MyApp.swift": "@main struct MyApp: App { var body: some Scene { WindowGroup { Home() } } }\n",
            "MyApp/Views/Home.swift": view,
        ])
        defer { project.folder.remove() }
        let planned = try project.run(["extract", "--dry-run"])
        #expect(planned.status == 0 && planned.standardOutput.contains("MyApp/Localizable.xcstrings: new catalog\n"), "\(planned)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.url.appendingPathComponent("MyApp/Localizable.xcstrings").path))
        let written = try project.run(["extract"])
        #expect(written.status == 0 && written.standardOutput.contains("MyApp/Localizable.xcstrings: new catalog, created\n"), "\(written)")
        #expect(try project.text("MyApp/Localizable.xcstrings").contains("\"Welcome\""))
        #expect(try project.run(["extract", "--check"]).status == 0, "the written catalog is up to date")
    }

    @Test("extract scans the configured sources and gives new catalogs the configured source language")
    func extractUsesConfiguration() throws {
        let project = try ProjectFolder([
            ".phrasebook.yml": "source_language: de\nsources: [App]\ncatalogs: [Resources]\n",
            "App/Home.swift": view,
            "Scratch/Old.swift": "let t = Text(\"Not in the app\")\n",
            "Resources/.keep": "",
        ])
        defer { project.folder.remove() }
        let result = try project.run(["extract"])
        #expect(result.status == 0, "\(result)")
        let localizable = try project.text("Resources/Localizable.xcstrings")
        #expect(localizable.contains("\"sourceLanguage\" : \"de\""))
        #expect(localizable.contains("\"Welcome\"") && !localizable.contains("Not in the app"))
        #expect(try project.text("Resources/Settings.xcstrings").contains("\"Sound\""))
    }

    @Test("an empty .phrasebook.yml means defaults in every command")
    func emptyConfiguration() throws {
        let project = try ProjectFolder([
            ".phrasebook.yml": "", "Home.swift": view,
            "Localizable.xcstrings": catalog("Welcome"), "Settings.xcstrings": catalog("Sound"),
        ])
        defer { project.folder.remove() }
        for arguments in [["check"], ["lint"], ["extract", "--list"], ["stats"], ["audit"], ["format", "--check"],
                          ["export", "--language", "fr", "--output", "out"]] {
            let result = try project.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result)")
        }
    }

    @Test("the audit syncs against every catalog: a table kept in a second folder is not a new string")
    func auditFindsEveryCatalog() throws {
        let project = try ProjectFolder([
            ".phrasebook.yml": "catalogs: [App, Settings]\nsources: [Sources]\n",
            "Sources/Home.swift": view,
            "App/Localizable.xcstrings": catalog("Welcome"),
            "Settings/Settings.xcstrings": catalog("Sound"),
        ])
        defer { project.folder.remove() }
        let result = try project.run(["audit", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.standardOutput.contains("extract-"), "\(result.standardOutput)")
        let check = try project.run(["extract", "--check"])
        #expect(check.status == 0 && check.standardOutput.hasSuffix("catalogs up to date\n"), "\(check)")
    }

    @Test("audit --strict of a project with localizable strings and no catalog fails with an error finding")
    func auditWithoutCatalog() throws {
        let project = try ProjectFolder(["Sources/Home.swift": view])
        defer { project.folder.remove() }
        let result = try project.run(["audit", "--strict"])
        #expect(result.status == 1, "\(result)")
        #expect(result.standardOutput.contains("error: 1 key of table \"Localizable\" used in code but the project has no Localizable.xcstrings"))
        #expect(!result.standardOutput.contains("catalog up to date"))
    }

    @Test("catalogs that disagree on the source language are an error unless the configuration settles it")
    func disagreeingCatalogs() throws {
        let project = try ProjectFolder([
            "A/Localizable.xcstrings": catalog("Welcome"), "B/Settings.xcstrings": catalog("Ton", sourceLanguage: "de"),
        ])
        defer { project.folder.remove() }
        let result = try project.run(["check"])
        #expect(result.status == 2)
        #expect(result.standardError == ".phrasebook.yml: error: the catalogs disagree on the source language (de in B/Settings.xcstrings; en in A/Localizable.xcstrings); set source_language or pass --source-language\n")
        #expect(try project.run(["check", "--source-language", "en"]).status == 0)
    }

    @Test("exit statuses: 1 for out of date, 2 for unreadable input, bad configuration or nothing to work on")
    func exitStatuses() throws {
        let project = try ProjectFolder(["Sources/Home.swift": view, "Localizable.xcstrings": catalog("Welcome")])
        defer { project.folder.remove() }
        #expect(try project.run(["extract", "--check"]).status == 1, "Settings.xcstrings is missing")
        #expect(try project.run(["extract", "Nowhere", "--check"]).status == 2)
        let empty = try ProjectFolder(["README.md": "no catalogs here"])
        defer { empty.folder.remove() }
        let check = try empty.run(["check"])
        #expect(check.status == 2 && check.standardError == "error: no String Catalogs (.xcstrings) in .; name them or set catalogs in .phrasebook.yml\n")
        #expect(try empty.run(["lint"]).status == 2)
        #expect(try empty.run(["check", "--no-such-flag"]).status == 2)
        try Data("catalogs: [Resources\n".utf8).write(to: project.url.appendingPathComponent(".phrasebook.yml"))
        for command in ["check", "lint", "extract", "audit", "stats", "format"] {
            let result = try project.run([command])
            #expect(result.status == 2, "\(command)")
            #expect(result.standardError.hasPrefix(".phrasebook.yml:2:1: error: invalid YAML"), "\(command): \(result.standardError)")
            #expect(result.standardOutput.isEmpty, "\(command) did no work before the configuration was valid")
        }
    }

    @Test("--help, help COMMAND and --version print to standard output and exit 0")
    func help() throws {
        let project = try ProjectFolder(["README.md": "nothing"])
        defer { project.folder.remove() }
        for arguments in [["--help"], ["extract", "--help"], ["help", "check"], ["--version"]] {
            let result = try project.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(!result.standardOutput.isEmpty && result.standardError.isEmpty, "\(arguments): \(result)")
        }
        #expect(try project.run(["extract", "--help"]).standardOutput.contains("--declarations-from"))
    }

    @Test("stats and check count coverage the same way on the bundled example")
    func statsAndCheckAgree() throws {
        let stats = try PhrasebookExecutable.run(["stats", "--project", "Examples/StoryApp"], in: Corpus.packageRoot)
        let check = try PhrasebookExecutable.run(["check", "--project", "Examples/StoryApp"], in: Corpus.packageRoot)
        func rows(_ output: String, columns: Int) -> [String: String] {
            var found: [String: String] = [:]
            for line in output.split(separator: "\n") {
                let cells = line.split(separator: " ").map(String.init)
                guard let share = cells.first(where: { $0.contains("/") && $0.first?.isNumber == true }),
                      let index = cells.firstIndex(of: share), index + 1 < cells.count else { continue }
                found[cells[0]] = "\(share) \(cells[index + 1])"
            }
            return found
        }
        let fromStats = rows(stats.standardOutput, columns: 6)
        let fromCheck = rows(check.standardOutput, columns: 9)
        #expect(fromStats.count == 5 && fromCheck.count == 4, "\(stats)\n\(check)")
        for (language, figures) in fromCheck {
            #expect(fromStats[language] == figures, "\(language)")
        }
        #expect(fromCheck["es"] == "44/51 86.2%")
    }
}

@Suite("Catalogs a bad merge damaged")
struct DamagedCatalogTests {
    /// "Settings" twice: once with French, once empty, as a real Xcode-written catalog had it.
    static let damaged = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Settings" : {
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Réglages"
                  }
                }
              }
            },
            "Settings" : {

            }
          },
          "version" : "1.0"
        }
        """

    @Test("every command reads the catalog, keeps the translation and reports the repeated key")
    func everyCommandReadsIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data(Self.damaged.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        let check = try PhrasebookExecutable.run(["check"], in: folder.url)
        #expect(check.status == 0, "\(check)")
        #expect(check.standardOutput.contains("Localizable.xcstrings:14:5: warning: key \"Settings\" appears again (first on line 4); merged into one, nothing lost [repeated-entry]"))
        #expect(check.standardOutput.contains("1/1  100%"))
        let stats = try PhrasebookExecutable.run(["stats"], in: folder.url)
        #expect(stats.status == 0 && stats.standardError.contains("warning: key \"Settings\" appears again"), "\(stats)")
        let format = try PhrasebookExecutable.run(["format"], in: folder.url)
        #expect(format.status == 0 && format.standardOutput == "formatted Localizable.xcstrings\n", "\(format)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8).components(separatedBy: "\"Settings\"").count == 2)
    }
}

import Foundation
import TestSupport
import Testing

@Suite("phrasebook generate")
struct GenerateCommandTests {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld heroes are waiting" : {},
            "Done" : {},
            "Done." : {},
            "settings.title" : {
              "extractionState" : "manual",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } } }
            }
          },
          "version" : "1.0"
        }
        """#

    static func project(configuration: String? = nil) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: folder.url.appendingPathComponent("Resources/Localizable.xcstrings"))
        if let configuration { try Data(configuration.utf8).write(to: folder.url.appendingPathComponent(".phrasebook.yml")) }
        return folder
    }

    @Test("writes the project's accessors with .phrasebook.yml's access and namespace, reports collisions, writes only changes")
    func writes() throws {
        let folder = try Self.project(configuration: "generate: { access: public, namespace: Strings }")
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["generate", "--output", "Sources/Strings.swift"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput == "wrote Sources/Strings.swift (4 accessors, 1 table)\n")
        #expect(result.standardError == #"Resources/Localizable.xcstrings: warning: "Done." is Strings.done_2: the key "Done" also names Strings.done and sorts first [accessor-name-collision]"# + "\n")
        let source = try String(contentsOf: folder.url.appendingPathComponent("Sources/Strings.swift"), encoding: .utf8)
        #expect(source.contains("public enum Strings {"))
        #expect(source.contains("public static func heroesAreWaiting(_ count: Int) -> CatalogString {"))
        #expect(source.contains("public enum Settings {"))

        let again = try PhrasebookExecutable.run(["generate", "--output", "Sources/Strings.swift"], in: folder.url)
        #expect(again.standardOutput == "Sources/Strings.swift is up to date (4 accessors, 1 table)\n")
    }

    @Test("--access and --namespace override the configuration; without --output the source goes to standard output")
    func overrides() throws {
        let folder = try Self.project(configuration: "generate: { access: public }")
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["generate", "Resources", "--access", "package", "--namespace", "Texts"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.contains("package enum Texts {"))
        #expect(result.standardOutput.contains("package static var done: CatalogString {"))
    }

    @Test("--symbols xcode takes generate.symbol_isolation unless --isolation is given; --portable imports Phrasebook off Apple platforms")
    func symbolIsolationAndPortable() throws {
        let folder = try Self.project(configuration: "generate: { symbol_isolation: nonisolated }")
        defer { folder.remove() }
        let configured = try PhrasebookExecutable.run(["generate", "--symbols", "xcode", "--portable"], in: folder.url)
        #expect(configured.status == 0, "\(configured)")
        #expect(configured.standardOutput.contains("nonisolated extension LocalizedStringResource {"))
        #expect(configured.standardOutput.contains("import Foundation\n\n#if !canImport(Darwin)\nimport Phrasebook\n#endif\n"))
        let overridden = try PhrasebookExecutable.run(["generate", "--symbols", "xcode", "--isolation", "plain"], in: folder.url)
        #expect(overridden.standardOutput.contains("\nextension LocalizedStringResource {"))
        #expect(!overridden.standardOutput.contains("import Phrasebook"))
        let refused = try PhrasebookExecutable.run(["generate", "--portable"], in: folder.url)
        #expect(refused.status != 0 && refused.standardError.contains("--portable applies to --symbols xcode"), "\(refused)")
    }

    @Test("--check exits 1 when the file is out of date and changes nothing")
    func check() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("L10n.swift")
        try Data("// old\n".utf8).write(to: file)
        let stale = try PhrasebookExecutable.run(["generate", "--output", "L10n.swift", "--check"], in: folder.url)
        #expect(stale.status == 1, "\(stale)")
        #expect(stale.standardOutput.hasPrefix("L10n.swift: out of date (4 accessors, 1 table)"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "// old\n")
        _ = try PhrasebookExecutable.run(["generate", "--output", "L10n.swift"], in: folder.url)
        let current = try PhrasebookExecutable.run(["generate", "--output", "L10n.swift", "--check"], in: folder.url)
        #expect(current.status == 0, "\(current)")
    }

    @Test("a namespace that can't name the enum, a bad configuration or no catalogs exit 2 with one error")
    func cannotRun() throws {
        let folder = try Self.project(configuration: "generate:\n  access: open\n")
        defer { folder.remove() }
        let configuration = try PhrasebookExecutable.run(["generate"], in: folder.url)
        #expect(configuration.status == 2)
        #expect(configuration.standardError == ".phrasebook.yml:2:11: error: generate.access: expected one of public, package, internal, found 'open'\n")

        try Data().write(to: folder.url.appendingPathComponent("empty.yml"))
        let keyword = try PhrasebookExecutable.run(["generate", "Resources", "--namespace", "class", "--config", "empty.yml"], in: folder.url)
        #expect(keyword.status == 2)
        #expect(keyword.standardError.hasPrefix("error: the namespace 'class' can't name the accessors' enum"))

        let empty = try TemporaryDirectory()
        defer { empty.remove() }
        let none = try PhrasebookExecutable.run(["generate"], in: empty.url)
        #expect(none.status == 2)
        #expect(none.standardError.hasPrefix("error: no String Catalogs (.xcstrings) in"))
    }
}

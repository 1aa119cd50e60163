@testable import AccessorGeneration
import Foundation
import ProjectConfiguration
import Testing
import TestSupport

/// Code written against Xcode's string symbols, built and run on this platform against the Phrasebook module
/// this test run built: where Foundation has no `LocalizedStringResource` (Linux), Phrasebook's runtime provides
/// it, so the same source file shows each language's text.
@Suite("Xcode string symbols, compiled and run")
struct CompiledXcodeSymbolsTests {
    /// Named placeholders (one reordered in German, one with plural cases), positional ones, and a plain key.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Landmarks" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%(count)lld Sehenswürdigkeit" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%(count)lld Sehenswürdigkeiten" } }
                } } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%(count)lld landmarks" } }
              }
            },
            "Score %@ %lld" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld Punkte für %1$@" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ scored %2$lld" } }
              }
            },
            "settings.title" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } }
              }
            },
            "trip" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%(distance)lld km ist %(name)@ gegangen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%(name)@ walked %(distance)lld km" } }
              }
            }
          },
          "version" : "1.1"
        }
        """#

    /// One source file, as an app would write it for Apple platforms.
    static let program = #"""
        import Foundation
        import Phrasebook

        let tables = [try LocalizationTable(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))]
        for language in ["en", "de"] {
            let localizer = Localizer(tables: tables, languages: [language])
            print(localizer.string(.landmarks(count: 1)))
            print(localizer.string(.landmarks(count: 5)))
            print(localizer.string(.settingsTitle))
            print(localizer.string(.trip(name: "Anna", distance: 12)))
            print(localizer.string(.score("Ben", 7)))
            print(localizer.string("Not in the catalog"))
        }
        print(String(localized: .settingsTitle))
        var english = LocalizedStringResource.settingsTitle
        english.locale = Locale(identifier: "en")
        print(String(localized: english))
        print(String(localized: LocalizedStringResource("Not in the catalog \(3)")))
        """#

    @Test("code using Xcode's symbols builds against Phrasebook and shows each language, named arguments bound by name")
    func portableSymbols() throws {
        #if canImport(Darwin)
        // There Foundation looks resources up in compiled bundles, not in the localizer's tables.
        print("note: Foundation's LocalizedStringResource is used on this platform; Phrasebook's is not built")
        return
        #else
        guard let runtime = BuiltRuntime.current else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // Beside the executable, where String(localized:) finds the tables of the main bundle.
        let catalogURL = folder.url.appendingPathComponent("Localizable.xcstrings")
        try Data(Self.catalog.utf8).write(to: catalogURL)
        let catalog = try ProjectCatalog.read(catalogURL, path: "Localizable.xcstrings")

        let portable = try #require(XcodeSymbolGenerator(portable: true).generate([catalog]).first)
        let xcode = try #require(XcodeSymbolGenerator().generate([catalog]).first)
        #expect(portable.source.replacingOccurrences(of: "#if !canImport(Darwin)\nimport Phrasebook\n#endif\n\n", with: "") == xcode.source)
        let symbols = folder.url.appendingPathComponent(portable.fileName)
        try Data(portable.source.utf8).write(to: symbols)
        let main = folder.url.appendingPathComponent("main.swift")
        try Data(Self.program.utf8).write(to: main)
        let executable = folder.url.appendingPathComponent("app")
        let build = try runtime.build([symbols, main], executable: executable)
        try #require(build.status == 0, "\(build.standardError.prefix(4000))")

        let run = try Shell.run("LANG=de_DE.UTF-8 LANGUAGE=de '\(executable.path)' '\(catalogURL.path)'", in: folder.url, path: "")
        #expect(run.status == 0, "\(run.standardError.prefix(2000))")
        #expect(run.standardOutput.split(separator: "\n").map(String.init) == [
            "1 landmarks", "5 landmarks", "Settings", "Anna walked 12 km", "Ben scored 7", "Not in the catalog",
            "1 Sehenswürdigkeit", "5 Sehenswürdigkeiten", "Einstellungen", "12 km ist Anna gegangen", "7 Punkte für Ben", "Not in the catalog",
            "Einstellungen", "Settings", "Not in the catalog 3",
        ])
        #endif
    }
}

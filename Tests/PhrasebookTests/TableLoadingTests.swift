import Foundation
import Phrasebook
import StringCatalog
import Testing
import TestSupport

@Suite("Loading tables from files and bundles")
struct TableLoadingTests {
    @Test("an .xcstrings file loads as a table named after the file")
    func xcstringsFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("Stories.xcstrings")
        try SeedCatalogs.stories.catalog.write(to: url)
        let table = try LocalizationTable(contentsOf: url)
        #expect(table.name == "Stories")
        let localizer = Fixture.localizer([table], ["fr"])
        #expect(localizer.string(forKey: "settings.title", table: "Stories") == "Réglages")
    }

    @Test("a damaged catalog is an error naming the file, line and column")
    func damagedCatalog() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("Localizable.xcstrings")
        try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : \n".utf8).write(to: url)
        #expect(throws: CatalogReadError.self) { try LocalizationTable(contentsOf: url) }
    }

    @Test("a resources folder yields its catalogs and its legacy .strings and .stringsdict tables")
    func resourcesFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try SeedCatalogs.peach.catalog.write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        for (language, value) in [("en", "Welcome"), ("de", "Willkommen")] {
            let lproj = folder.url.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("/* Greeting */\n\"greeting\" = \"\(value)\";\n".utf8).write(to: lproj.appendingPathComponent("Legacy.strings"))
        }
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>%d files in %d folders</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@files@ in %#@folders@</string>
                    <key>files</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%d Datei</string>
                        <key>other</key><string>%d Dateien</string>
                    </dict>
                    <key>folders</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>einem Ordner</string>
                        <key>other</key><string>%d Ordnern</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        try Data(stringsdict.utf8).write(to: folder.url.appendingPathComponent("de.lproj/Legacy.stringsdict"))

        let tables = try LocalizationTable.tables(inDirectory: folder.url)
        #expect(tables.map(\.name) == ["Localizable", "Legacy"])
        let localizer = Fixture.localizer(tables, ["de"])
        #expect(localizer.string(forKey: "greeting", table: "Legacy") == "Willkommen")
        #expect(localizer.string(forKey: "%d files in %d folders", table: "Legacy", Int32(1), Int32(3)) == "1 Datei in 3 Ordnern")
        #expect(localizer.string(forKey: "%d files in %d folders", table: "Legacy", Int32(4), Int32(1)) == "4 Dateien in einem Ordner")
        #expect(localizer.string(forKey: "Start Training") == "Training starten")
    }

    @Test("a bundle's resources yield its catalogs")
    func bundleResources() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try SeedCatalogs.stories.catalog.write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        let bundle = try #require(Bundle(url: folder.url))
        let tables = try LocalizationTable.tables(in: bundle)
        #expect(tables.map(\.name) == ["Localizable"])
        #expect(Fixture.localizer(tables, ["fr"]).string(forKey: "settings.title") == "Réglages")
    }

    @Test("negotiating from preferred languages uses the languages the tables have")
    func preferredLanguages() {
        let localizer = Localizer(tables: [SeedCatalogs.stories], preferredLanguages: ["fr-CA", "de"], reportIssue: { _ in })
        #expect(localizer.languages.first == "fr")
        #expect(localizer.languages.last == "en")
        #expect(localizer.string(forKey: "settings.title") == "Réglages")
    }

    @Test("command-line arguments are read as the kinds the string expects")
    func textArguments() {
        let localizer = Fixture.localizer([SeedCatalogs.stories], ["en"])
        let values = localizer.arguments(forKey: "prompt.story.instruction", parsing: ["Luna", "5"])
        #expect(values == [.string("Luna"), .int(5)])
        #expect(localizer.string(forKey: "prompt.story.instruction", arguments: values)
            == "Write a gentle bedtime story about Luna that takes 5 minutes to read.")
    }
}

@Suite("Localizer cache")
struct LocalizerCacheTests {
    @Test("one localizer per language chain, shared between requests and threads")
    func sharedPerChain() async {
        let cache = LocalizerCache(tables: [SeedCatalogs.stories], reportIssue: { _ in })
        let texts = await withTaskGroup(of: String.self) { group in
            for index in 0..<40 {
                group.addTask { cache.localizer(for: index.isMultiple(of: 2) ? ["fr", "en"] : ["en"]).string(forKey: "settings.title") }
            }
            return await group.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        }
        #expect(texts == ["Réglages": 20, "Settings": 20])
        #expect(cache.count == 2)
    }
}

@Suite("Tables compiled into an app bundle")
struct CompiledBundleTableTests {
    @Test("binary property list .strings and .stringsdict, as Xcode builds them, load like text ones")
    func binaryPropertyLists() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let lproj = folder.url.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let strings = try PropertyListSerialization.data(fromPropertyList: ["Settings": "Réglages"], format: .binary, options: 0)
        try strings.write(to: lproj.appendingPathComponent("Localizable.strings"))
        let plural: [String: Any] = ["%lld heroes": [
            "NSStringLocalizedFormatKey": "%#@heroes@",
            "heroes": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
                       "one": "%lld héros attend", "other": "%lld héros attendent"],
        ]]
        let dict = try PropertyListSerialization.data(fromPropertyList: plural, format: .binary, options: 0)
        try dict.write(to: lproj.appendingPathComponent("Localizable.stringsdict"))

        let localizer = Fixture.localizer(try LocalizationTable.tables(inDirectory: folder.url), ["fr"])
        #expect(localizer.string(forKey: "Settings") == "Réglages")
        #expect(localizer.string("\(1) heroes") == "1 héros attend")
        #expect(localizer.string("\(3) heroes") == "3 héros attendent")
    }
}

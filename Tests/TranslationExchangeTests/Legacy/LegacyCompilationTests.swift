import Foundation
import StringCatalog
import Testing
import TestSupport
import TranslationExchange

@Suite("Catalog → legacy tables")
struct LegacyCompilationTests {
    @Test("the corpus Legacy.strings and .stringsdict migrate with comments and a substitution")
    func corpusMigration() throws {
        let files = Corpus.catalogFiles
        guard let stringsFile = files.first(where: { $0.name == "xcstringstool-Legacy.strings" }),
              let dictFile = files.first(where: { $0.name == "xcstringstool-Legacy.stringsdict" }) else { return }
        let table = LegacyTable(language: "en", strings: try StringsFile(contentsOf: stringsFile.url),
                                stringsDict: try StringsDictFile(contentsOf: dictFile.url))
        let migration = StringCatalog.migrating([table], sourceLanguage: "en")
        #expect(migration.issues.isEmpty)
        let catalog = migration.catalog
        #expect(catalog.strings.keys.sorted() == ["Key1", "Key2", "Key3", "Key4", "Key5", "Key6"])
        #expect(catalog.strings["Key3"]?.comment == "Multiple arguments")
        #expect(catalog.strings["Key4"]?.localizations["en"] == .text("Second: %2$@, First: %1$@, First: %@"))
        #expect(catalog.strings["Key6"]?.localizations["en"] == Localization(
            stringUnit: StringUnit(state: .translated, value: "Hello %@, %#@count@"),
            substitutions: ["count": Substitution(argNum: 2, formatSpecifier: "lld", variations: Variations(plural: [
                .one: .text("I have %arg plural"), .other: .text("I have %arg plurals"),
            ]))]))
        let compiled = catalog.legacyTables()
        #expect(compiled.issues.isEmpty)
        #expect(compiled.tables.first?.strings?.entries.map(\.value) == table.strings?.entries.map(\.value))
    }

    /// A catalog using every construct legacy files can hold, in the form migration produces.
    static let richCatalog: StringCatalog = {
        var catalog = StringCatalog(sourceLanguage: "en")
        let entry = { (comment: String?, localizations: [String: Localization]) in
            CatalogEntry(comment: comment, extractionState: .migrated, localizations: localizations)
        }
        catalog.strings["title"] = entry("Window title", [
            "en": .text("Phrase \"book\"\n"), "de": .text("Sprachführer"), "fr": .text("Guide"),
        ])
        catalog.strings["Implicit"] = entry(nil, ["de": .text("Implizit")])
        catalog.strings["%lld items"] = entry("Item count", [
            "en": Localization(variations: Variations(plural: [.one: .text("%lld item"), .other: .text("%lld items")])),
            "de": Localization(variations: Variations(plural: [.one: .text("%lld Element"), .other: .text("%lld Elemente")])),
        ])
        catalog.strings["%@ has %lld photos"] = entry("Owner and count", [
            "en": Localization(variations: Variations(plural: [
                .one: .text("%@ has one photo"), .other: .text("%@ has %lld photos"),
            ])),
        ])
        catalog.strings["copy"] = entry("Copy progress", [
            "en": Localization(stringUnit: StringUnit(state: .translated, value: "Copying %#@files@ to %@"), substitutions: [
                "files": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [
                    .one: .text("one file"), .other: .text("%arg files"),
                ])),
            ]),
            "de": Localization(stringUnit: StringUnit(state: .translated, value: "%2$@: %1$#@files@ kopieren"), substitutions: [
                "files": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [
                    .one: .text("eine Datei"), .other: .text("%arg Dateien"),
                ])),
            ]),
        ])
        catalog.strings["distance"] = entry(nil, [
            "en": Localization(stringUnit: StringUnit(state: .translated, value: "%@ walked %#@km@"), substitutions: [
                "km": Substitution(argNum: 2, formatSpecifier: ".1f", variations: Variations(plural: [
                    .one: .text("%arg kilometer"), .other: .text("%arg kilometers"),
                ])),
            ]),
        ])
        catalog.strings["%lld files in %lld folders"] = entry("Plural with a nested substitution", [
            "en": Localization(
                variations: Variations(plural: [
                    .one: .text("%lld file in %#@folders@"), .other: .text("%lld files in %#@folders@"),
                ]),
                substitutions: ["folders": Substitution(argNum: 2, formatSpecifier: "lld", variations: Variations(plural: [
                    .one: .text("%arg folder"), .other: .text("%arg folders"),
                ]))]),
        ])
        catalog.strings["tap"] = entry("Action hint", [
            "en": Localization(variations: Variations(device: [
                .iphone: .text("Tap"), .mac: .text("Click"),
                .ipad: Localization(variations: Variations(plural: [.one: .text("Tap %lld time"), .other: .text("Tap %lld times")])),
            ])),
        ])
        return catalog
    }()

    @Test("catalog → legacy → catalog keeps every value and comment")
    func roundTrip() throws {
        let compiled = Self.richCatalog.legacyTables()
        #expect(compiled.issues.isEmpty)
        // Through the bytes, as a build would see them.
        let reread = try compiled.tables.map { table in
            LegacyTable(language: table.language,
                        strings: try table.strings.map { try StringsFile(data: $0.encoded()) },
                        stringsDict: try table.stringsDict.map { try StringsDictFile(data: $0.encoded()) })
        }
        let migration = StringCatalog.migrating(reread, sourceLanguage: "en")
        #expect(migration.issues.isEmpty)
        for key in Self.richCatalog.strings.keys.sorted() {
            #expect(migration.catalog.strings[key] == Self.richCatalog.strings[key], "\(key)")
        }
        #expect(migration.catalog == Self.richCatalog)
    }

    @Test("compiled files look as xcstringstool writes them")
    func compiledLayout() throws {
        let compiled = Self.richCatalog.legacyTables(options: LegacyCompileOptions(writesStringsDictComments: false))
        let en = try #require(compiled.tables.first { $0.language == "en" })
        #expect(String(decoding: try #require(en.strings).encoded(), as: UTF8.self) == """
        "Implicit" = "Implicit";

        /* Window title */
        "title" = "Phrase \\"book\\"\\n";

        """)
        let dict = String(decoding: try #require(en.stringsDict).encoded(), as: UTF8.self)
        #expect(dict.contains("""
        \t<key>%@ has %lld photos</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%2$#@arg2@</string>
        \t\t<key>arg2</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%1$@ has one photo</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%1$@ has %2$lld photos</string>
        \t\t</dict>
        \t</dict>
        """))
        #expect(dict.contains("""
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%@ walked %#@km@</string>
        \t\t<key>km</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>.1f</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%2$.1f kilometer</string>
        """))
        #expect(dict.contains("""
        \t<key>tap</key>
        \t<dict>
        \t\t<key>NSStringDeviceSpecificRuleType</key>
        \t\t<dict>
        \t\t\t<key>ipad</key>
        \t\t\t<dict>
        \t\t\t\t<key>NSStringLocalizedFormatKey</key>
        \t\t\t\t<string>%#@arg1@</string>
        """))
        // A substitution referenced from plural texts is a second variable beside the plural one.
        let nested = try #require(en.stringsDict?.entries.first { $0.key == "%lld files in %lld folders" })
        #expect(nested.value == .format(StringsDictFormat(formatKey: "%#@arg1@", variables: [
            "arg1": StringsDictVariable(valueType: "lld", forms: [
                .one: "%lld file in %#@folders@", .other: "%lld files in %#@folders@",
            ]),
            "folders": StringsDictVariable(valueType: "lld", forms: [.one: "%2$lld folder", .other: "%2$lld folders"]),
        ])))
        #expect(!dict.contains("<!--"))
    }

    @Test("named placeholders compile to positions numbered by the source text, in every language and case")
    func namedPlaceholdersCompile() throws {
        var catalog = StringCatalog(sourceLanguage: "en", version: "1.1")
        catalog.strings["Landmarks"] = CatalogEntry(extractionState: .manual, localizations: [
            "en": .text("%(count)lld landmarks near %(city)@"), "fr": .text("%(city)@ : %(count)lld monuments"),
        ])
        catalog.strings["F_A_Description"] = CatalogEntry(extractionState: .manual, localizations: [
            "en": .text("My name is %1$(name)@"), "ja": .text("私の名前は%(name)@です"),
        ])
        catalog.strings["Nearby"] = CatalogEntry(extractionState: .manual, localizations: [
            "en": Localization(variations: Variations(plural: [
                .one: .text("One landmark near %(city)@"), .other: .text("%(count)lld landmarks near %(city)@"),
            ])),
        ])
        let compiled = catalog.legacyTables()
        #expect(compiled.issues.isEmpty)
        func strings(_ language: String) -> [String: String] {
            compiled.tables.first { $0.language == language }?.strings?.values ?? [:]
        }
        #expect(strings("en")["Landmarks"] == "%1$lld landmarks near %2$@")
        #expect(strings("fr")["Landmarks"] == "%2$@ : %1$lld monuments")
        #expect(strings("en")["F_A_Description"] == "My name is %1$@")
        #expect(strings("ja")["F_A_Description"] == "私の名前は%1$@です")
        let nearby = try #require(compiled.tables.first { $0.language == "en" }?.stringsDict?.entries.first { $0.key == "Nearby" })
        #expect(nearby.value == .format(StringsDictFormat(formatKey: "%#@arg1@", variables: [
            "arg1": StringsDictVariable(valueType: "lld", forms: [.one: "One landmark near %2$@", .other: "%1$lld landmarks near %2$@"]),
        ])))
    }

    @Test("untranslated strings are omitted or fall back to the source language")
    func untranslated() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["hello"] = CatalogEntry(localizations: [
            "en": .text("Hello"), "de": .text("", state: .new), "fr": .text("Bonjour", state: .needsReview),
        ])
        catalog.strings["bye"] = CatalogEntry(localizations: ["en": .text("Bye"), "fr": .text("Au revoir")])
        let omitted = catalog.legacyTables()
        #expect(omitted.tables.map(\.language) == ["de", "en", "fr"])
        #expect(omitted.tables[0].strings == nil)
        #expect(omitted.tables[2].strings?.values == ["hello": "Bonjour", "bye": "Au revoir"])
        let fallback = catalog.legacyTables(options: LegacyCompileOptions(untranslated: .useSourceLanguage))
        #expect(fallback.tables[0].strings?.values == ["hello": "Hello", "bye": "Bye"])
    }

    @Test("tables are written to and read from LANG.lproj folders")
    func directories() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let compiled = Self.richCatalog.legacyTables()
        for table in compiled.tables { try table.write(tableNamed: "Localizable", to: directory.url) }
        let read = try LegacyTable.read(tableNamed: "Localizable", in: directory.url)
        #expect(read.map(\.language) == ["de", "en", "fr"])
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("en.lproj/Localizable.stringsdict").path))
        #expect(StringCatalog.migrating(read, sourceLanguage: "en").catalog == Self.richCatalog)
    }
}

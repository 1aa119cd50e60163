import Foundation
import Testing
import TestSupport
@testable import StringCatalog

@Suite("Legacy tables ⇄ catalog")
struct LegacyConversionTests {
    private func strings(_ text: String) throws -> StringsFile { try StringsFile(data: Data(text.utf8)) }
    private func stringsDict(_ body: String) throws -> StringsDictFile {
        try StringsDictFile(data: Data("<plist version=\"1.0\"><dict>\(body)</dict></plist>".utf8))
    }

    private static let pluralBody = """
    <key>%lld files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
      <key>files</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>%lld Datei</string>
        <key>other</key><string>%lld Dateien</string>
      </dict>
    </dict>
    <key>copy</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>
      <key>files</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>eine Datei</string>
        <key>other</key><string>%d Dateien</string>
      </dict>
      <key>folders</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>einem Ordner</string>
        <key>other</key><string>%d Ordnern</string>
      </dict>
    </dict>
    <key>tap</key><dict>
      <key>NSStringDeviceSpecificRuleType</key><dict>
        <key>iphone</key><string>Tippen</string>
        <key>mac</key><string>Klicken</string>
      </dict>
    </dict>
    """

    @Test("migration turns strings, plurals, substitutions and device rules into one catalog")
    func migration() throws {
        let tables = [
            LegacyTable(language: "en", strings: try strings("""
            /* Window title */
            "title" = "Phrasebook";
            /* Shown when copying */
            "copy" = "Copying";
            "Done" = "Done";
            """)),
            LegacyTable(language: "de", strings: try strings("""
            /* Fenstertitel */
            "title" = "Sprachführer";
            /* Only German has it */
            "extra" = "Extra";
            "copy" = "Kopieren";
            """), stringsDict: try stringsDict(Self.pluralBody)),
        ]
        let migration = StringCatalog.migrating(tables, sourceLanguage: "en")
        let catalog = migration.catalog
        #expect(migration.issues.isEmpty)
        #expect(catalog.sourceLanguage == "en")
        #expect(Set(catalog.strings.keys) == ["title", "copy", "Done", "extra", "%lld files", "tap"])
        #expect(catalog.strings.values.allSatisfy { $0.extractionState == .migrated })

        let title = try #require(catalog.strings["title"])
        #expect(title.comment == "Window title")
        #expect(title.localizations == ["en": .text("Phrasebook"), "de": .text("Sprachführer")])
        #expect(catalog.strings["Done"]?.localizations.isEmpty == true) // value equal to key stays implicit
        #expect(catalog.strings["extra"]?.comment == "Only German has it")

        #expect(catalog.strings["%lld files"]?.localizations["de"] == Localization(variations: Variations(plural: [
            .one: .text("%lld Datei"), .other: .text("%lld Dateien"),
        ])))

        // The .stringsdict value wins over the .strings value; the source comment stays.
        let copy = try #require(catalog.strings["copy"])
        #expect(copy.comment == "Shown when copying")
        #expect(copy.localizations["en"] == .text("Copying"))
        #expect(copy.localizations["de"] == Localization(
            stringUnit: StringUnit(state: .translated, value: "%#@files@ in %#@folders@"),
            substitutions: [
                "files": Substitution(argNum: 1, formatSpecifier: "d", variations: Variations(plural: [
                    .one: .text("eine Datei"), .other: .text("%arg Dateien"),
                ])),
                "folders": Substitution(argNum: 2, formatSpecifier: "d", variations: Variations(plural: [
                    .one: .text("einem Ordner"), .other: .text("%arg Ordnern"),
                ])),
            ]))

        #expect(catalog.strings["tap"]?.localizations["de"] == Localization(variations: Variations(device: [
            .iphone: .text("Tippen"), .mac: .text("Klicken"),
        ])))
    }

    @Test("migration reports what a catalog can't hold and keeps going")
    func migrationIssues() throws {
        let tables = [LegacyTable(language: "fr", strings: try strings("\"a\" = \"1\";\n\"a\" = \"2\";"),
                                  stringsDict: try stringsDict("""
        <key>width</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>x</string></dict></dict>
        <key>missing</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ %#@m@</string>
          <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>%d</string></dict>
          <key>unused</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>x</string></dict>
        </dict>
        """))]
        let migration = StringCatalog.migrating(tables, sourceLanguage: "en")
        #expect(migration.catalog.strings["a"]?.localizations["fr"] == .text("2"))
        #expect(migration.catalog.strings["width"] == nil)
        #expect(migration.catalog.strings["missing"]?.localizations["fr"]?.substitutions?.keys.sorted() == ["n"])
        let messages = migration.issues.map(\.description)
        #expect(messages.count == 4)
        #expect(messages.contains { $0.hasPrefix("fr: 'a': key appears more than once") })
        #expect(messages.contains { $0.hasPrefix("fr: 'width': this .stringsdict rule") })
        #expect(messages.contains { $0.contains("'%#@m@' but no variable 'm'") })
        #expect(messages.contains { $0.contains("variable 'unused' is never referenced") })
    }

    @Test("a Base table stands in for the source language")
    func baseTable() throws {
        let migration = StringCatalog.migrating(
            [LegacyTable(language: "Base", strings: try strings("/* c */ \"k\" = \"Base value\";"))], sourceLanguage: "en")
        #expect(migration.catalog.strings["k"]?.localizations == ["en": .text("Base value")])
        #expect(migration.catalog.languages == ["en"])
    }

    @Test("old .lproj names map to language tags")
    func lprojNames() {
        #expect(LegacyTable.languageTag(forLprojName: "pt_BR") == "pt-BR")
        #expect(LegacyTable.languageTag(forLprojName: "English") == "en")
        #expect(LegacyTable.languageTag(forLprojName: "zh-Hans") == "zh-Hans")
        #expect(LegacyTable.languageTag(forLprojName: "Base") == "Base")
    }
}

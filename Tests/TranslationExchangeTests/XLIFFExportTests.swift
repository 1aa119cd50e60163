import Foundation
import Testing
@testable import TranslationExchange
import StringCatalog

@Suite("XLIFF export")
struct XLIFFExportTests {
    func exported(_ language: String, _ catalogs: [NamedCatalog] = Fixtures.named) throws -> String {
        String(decoding: XLIFFWriter.encode(try Fixtures.exporter.export(catalogs, language: language).document), as: UTF8.self)
    }

    @Test("the file header names the catalog, languages and Phrasebook")
    func header() throws {
        let text = try exported("fr")
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\""))
        #expect(text.contains(#"<file original="App/Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">"#))
        #expect(text.contains(#"<tool tool-id="com.apple.dt.xcode" tool-name="Phrasebook" tool-version="1.2.3" build-num="1.2.3"/>"#))
        #expect(text.hasSuffix("  </file>\n</xliff>\n"))
    }

    @Test("comments become notes, generated ones marked, missing ones empty")
    func notes() throws {
        let text = try exported("fr")
        #expect(text.contains("<source>Hello</source>\n        <target state=\"translated\">Bonjour</target>\n        <note>Shown on launch</note>"))
        #expect(text.contains(#"<note from="auto-generated">Counts birds</note>"#))
        #expect(text.contains("<note/>"))
    }

    @Test("states map as Xcode maps them")
    func states() throws {
        let text = try exported("fr")
        #expect(text.contains(#"<target state="needs-review-l10n">Revoir</target>"#))
        #expect(text.contains(#"<target state="translated" state-qualifier="leveraged-mt">Machine FR</target>"#))
        #expect(text.contains(#"<target state="translated"/>"#), "an empty translation is a self-closing target")
    }

    @Test("ids, attributes and text are escaped as Xcode escapes them")
    func escaping() throws {
        let text = try exported("fr")
        #expect(text.contains(#"<trans-unit id="key&#9;with&#10;controls&#13;&lt;&amp;&gt;&quot;" xml:space="preserve">"#))
        #expect(text.contains("<source>a&#13;b\nc\t&lt;&amp;&gt;\"</source>"))
    }

    @Test("variation ids: plural, device and substitution cases, filled for the target's categories")
    func variationIDs() throws {
        let text = try exported("uk")
        for id in ["files|==|plural.one", "files|==|plural.few", "files|==|plural.many", "files|==|plural.other",
                   "tap|==|device.iphone", "tap|==|device.mac", "tap|==|device.other",
                   "count.birds|==|substitutions.BIRDS.plural.few"] {
            #expect(text.contains("<trans-unit id=\"\(id)\""), "\(id)")
        }
        // Missing categories take the source's `other`; untranslated units have no target.
        #expect(text.contains("<trans-unit id=\"files|==|plural.few\" xml:space=\"preserve\">\n        <source>%lld files</source>\n        <note/>"))
        #expect(text.contains("<source>Seen %1$#@BIRDS@</source>"), "substitution references become positional")
        #expect(text.contains("<source>%1$lld birds</source>"), "%arg becomes the substitution's specifier")
    }

    @Test("units are ordered by id and catalogs by path")
    func ordering() throws {
        let second = NamedCatalog(original: "A.xcstrings", catalog: StringCatalog(sourceLanguage: "en", strings: ["x": CatalogEntry()]))
        let text = try exported("fr", Fixtures.named + [second])
        let ids = text.matches(of: /trans-unit id="([^"]*)"/).map { String($0.1) }
        #expect(text.range(of: "original=\"A.xcstrings\"")!.lowerBound < text.range(of: "original=\"App/Localizable.xcstrings\"")!.lowerBound)
        let appIDs = Array(ids.dropFirst())
        #expect(appIDs == appIDs.sorted())
    }

    @Test("strings marked don't-translate are left out")
    func shouldTranslate() throws {
        #expect(!(try exported("fr")).contains(#"id="Brand""#))
    }

    @Test("dotted substitution names are wrapped in @ as Xcode does")
    func dottedNames() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["k"] = CatalogEntry(localizations: ["en": Localization(
            stringUnit: StringUnit(state: .translated, value: "%#@A.B@"),
            substitutions: ["A.B": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [.other: .text("%arg")]))])])
        let text = try exported("fr", [NamedCatalog(original: "L.xcstrings", catalog: catalog)])
        #expect(text.contains(#"id="k|==|substitutions.@A.B@.plural.one""#))
    }

    @Test("colliding unit ids are refused, naming both keys")
    func collision() {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["n"] = CatalogEntry(localizations: ["en": Fixtures.plural("one", "many")])
        catalog.strings["n|==|plural.one"] = CatalogEntry(localizations: ["en": .text("literal")])
        #expect(throws: ExportError.unitIDCollision(catalog: "L.xcstrings", id: "n|==|plural.one", firstKey: "n", secondKey: "n|==|plural.one")) {
            try Fixtures.exporter.export([NamedCatalog(original: "L.xcstrings", catalog: catalog)], language: "fr")
        }
    }

    @Test("characters XML cannot carry skip their unit with a warning")
    func unrepresentable() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["bell"] = CatalogEntry(localizations: ["en": .text("ring \u{7}")])
        catalog.strings["ok"] = CatalogEntry(localizations: ["en": .text("fine")])
        let result = try Fixtures.exporter.export([NamedCatalog(original: "L.xcstrings", catalog: catalog)], language: "fr")
        #expect(result.document.files[0].units.map(\.id) == ["ok"])
        #expect(result.warnings.map(\.ruleID) == ["unrepresentable-character"])
    }

    @Test("shapes XLIFF cannot carry whole are exported as Xcode does, with a warning")
    func overlappingShapes() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["both"] = CatalogEntry(localizations: ["en": Localization(
            stringUnit: StringUnit(state: .translated, value: "root"),
            variations: Variations(plural: [.other: .text("many")]))])
        let result = try Fixtures.exporter.export([NamedCatalog(original: "L.xcstrings", catalog: catalog)], language: "fr")
        #expect(result.document.files[0].units.map(\.id) == ["both|==|plural.one", "both|==|plural.other"])
        #expect(result.warnings.first?.ruleID == "shape-not-exported")
    }
}

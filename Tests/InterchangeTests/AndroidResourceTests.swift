import Foundation
import StringCatalog
import Testing
import TestSupport
import TranslationExchange
@testable import Interchange

@Suite("Android resources")
struct AndroidResourceTests {
    @Test("language tags become resource qualifiers and back")
    func qualifiers() {
        let cases = [("de", "values-de"), ("pt-BR", "values-pt-rBR"), ("zh-Hant", "values-b+zh+Hant"), ("zh-Hant-TW", "values-b+zh+Hant+TW"),
                     ("sr-Latn", "values-b+sr+Latn"), ("es-419", "values-b+es+419"), ("fil", "values-fil")]
        for (tag, folder) in cases {
            #expect(AndroidQualifier.folder(for: tag, sourceLanguage: "en") == folder)
            #expect(AndroidQualifier.language(ofFolder: folder).language == tag)
        }
        #expect(AndroidQualifier.folder(for: "en", sourceLanguage: "en") == "values")
        #expect(AndroidQualifier.language(ofFolder: "values-night").language == nil, "not a locale")
        #expect(AndroidQualifier.language(ofFolder: "values-de-land").language == nil)
        #expect(AndroidQualifier.language(ofFolder: "values").isDefault)
    }

    @Test("aapt's escaping: apostrophes, quotes, backslashes, a leading @ or ?, kept whitespace")
    func aaptEscaping() {
        #expect(AndroidEscaping.escape("It's \"x\" \\ y", flavor: .aapt) == #"It\'s \"x\" \\ y"#)
        #expect(AndroidEscaping.escape("@home", flavor: .aapt) == #"\@home"#)
        #expect(AndroidEscaping.escape("?a", flavor: .aapt) == #"\?a"#)
        #expect(AndroidEscaping.escape("a\nb\tc", flavor: .aapt) == #"a\nb\tc"#)
        #expect(AndroidEscaping.escape(" two  spaces ", flavor: .aapt) == #"" two  spaces ""#, "quotes keep spaces aapt collapses")
        #expect(AndroidEscaping.escape("bell\u{07}", flavor: .aapt) == #"bell\u0007"#)
        for text in ["It's", " lead", "trail ", "a  b", "\\n literal", "\"", "@", "?x", "tab\there", "emoji 👋🏽", "\u{0B}v", ""] {
            #expect(AndroidEscaping.unescape([.text(AndroidEscaping.escape(text, flavor: .aapt))], flavor: .aapt).value == text, "\(text)")
            #expect(AndroidEscaping.unescape([.text(AndroidEscaping.escape(text, flavor: .compose))], flavor: .compose).value == text, "\(text)")
        }
    }

    @Test("aapt collapses and trims whitespace outside quotes and keeps it inside")
    func aaptWhitespace() {
        #expect(AndroidEscaping.unescape([.text("  a \n  b  ")], flavor: .aapt).value == "a b")
        #expect(AndroidEscaping.unescape([.text("a\"  b  \"c")], flavor: .aapt).value == "a  b  c")
        #expect(AndroidEscaping.unescape([.text("x "), .markup("<b>"), .text("y"), .markup("</b>")], flavor: .aapt).value == "x <b>y</b>")
    }

    @Test("Compose reads only \\n, \\t, \\uXXXX and \\\\: apostrophes and quotes are themselves")
    func composeEscaping() {
        #expect(AndroidEscaping.escape("It's \"x\" @a  b", flavor: .compose) == "It's \"x\" @a  b")
        #expect(AndroidEscaping.unescape([.text(#"It\'s"#)], flavor: .compose).value == #"It\'s"#)
        #expect(AndroidEscaping.unescape([.text(#"a\\nb\nc"#)], flavor: .compose).value == "a\\nb\nc")
    }

    @Test("specifiers are Java's: %@ is %s, integers %d, several arguments positional")
    func specifiers() {
        var unspellable: String?
        func java(_ text: String) -> String? { JavaFormatSpecifiers.javaFormat(MessageText.parse(text).0, unspellable: &unspellable) }
        #expect(java("%@ of %lld") == "%1$s of %2$d")
        #expect(java("%lld files") == "%d files")
        #expect(java("%2$@ von %1$@") == "%2$s von %1$s")
        #expect(java("%lld%%") == "%d%%")
        #expect(java("100% natural") == "100% natural", "a text without arguments is literal")
        #expect(java("%'.2f") == "%,.2f")
        #expect(java("%p") == nil && unspellable == "%p")
        let back = JavaFormatSpecifiers.messageText(fromJava: "%1$s of %2$d%% %n")
        #expect(PrintfRestorer(reference: "%@ of %lld%%").printf(back, syntax: .java) == "%@ of %lld%% \n")
        #expect(PrintfRestorer(reference: "%1$@ of %2$d").printf(back, syntax: .java) == "%1$@ of %2$d%% \n", "positions and %d kept as the catalog has them")
    }

    @Test("the export writes qualified folders, plurals, translatable, formatted, comments and keys names cannot spell")
    func export() throws {
        let rendering = try InterchangeFixtures.render(.android)
        let paths = rendering.files.map(\.path)
        #expect(paths.contains("values/strings.xml") && paths.contains("values-pt-rBR/strings.xml")
                && paths.contains("values-b+zh+Hant/strings.xml") && paths.contains("values-b+sr+Latn/strings.xml"))
        let source = try #require(InterchangeFixtures.text(rendering, "values/strings.xml"))
        #expect(source.contains(#"<string name="Hello_World" phrasebook:key="Hello, World!">Hello, World!</string>"#))
        #expect(source.contains(#"<string name="App_Name" phrasebook:key="App Name" translatable="false">App Name</string>"#))
        #expect(source.contains(#"<string name="s_100_natural" phrasebook:key="100% natural" formatted="false">100% natural</string>"#))
        #expect(source.contains(#"<item quantity="zero">No files</item>"#) && source.contains(#"<item quantity="other">%d files</item>"#))
        #expect(source.contains("<!-- Title with - - dashes and &lt;markup&gt; in the comment -->"))
        #expect(source.contains(#"It\'s \"quoted\" \\ back\\slash, @home? {{not}} {braces} #hash \'single\'"#))
        let german = try #require(InterchangeFixtures.text(rendering, "values-de/strings.xml"))
        #expect(german.contains(#"<string name="lld_of"#) == false && german.contains(#"%2$s von %1$s"#))
        #expect(!german.contains("App_Name"), "strings marked don't translate are not written in translations")
        #expect(german.contains("Tippen, um fortzufahren") && !german.contains("Klicken"), "only the other device's text")
        #expect(rendering.notCarried.contains { $0.key == "Tap to continue" && $0.reason == .device })
        #expect(rendering.notCarried.contains { $0.key == "Seen %lld birds in %lld days" && $0.reason == .substitution })
    }

    @Test("keys whose names collide are made unique and reported")
    func nameCollisions() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["Hello world"] = CatalogEntry()
        catalog.strings["Hello, world!"] = CatalogEntry()
        let rendering = try InterchangeFixtures.render(.android, [NamedCatalog(original: "L.xcstrings", catalog: catalog)], languages: [])
        let text = try #require(InterchangeFixtures.text(rendering, "values/strings.xml"))
        #expect(text.contains(#"name="Hello_world" phrasebook:key="Hello world""#) && text.contains(#"name="Hello_world_2" phrasebook:key="Hello, world!""#))
        #expect(rendering.warnings.map(\.ruleID) == ["resource-name-collision"])
        #expect(rendering.warnings.first?.message.contains("'Hello world' and 'Hello, world!'") == true)
    }

    @Test("resources written elsewhere read with Android's rules: markup kept, other resources noted, names as keys")
    func reading() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <!-- The greeting -->
                <string name="greeting">  Hello,   <b>%1$s</b>! It\\'s <xliff:g id="n">%2$d</xliff:g> </string>
                <integer name="count">3</integer>
                <string-array name="list"><item>a</item></string-array>
                <plurals name="files"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals>
            </resources>
            """
        for parserOnly in [false, true] {
            let file = try AndroidResourceFile.read(Data(xml.utf8), path: "strings.xml", flavor: .aapt, usesXMLParserOnly: parserOnly)
            #expect(file.resources.count == 2)
            #expect(file.resources[0].value == .string("Hello, <b>%1$s</b>! It's %2$d"))
            #expect(file.resources[0].comment == "The greeting" && file.resources[0].line == 4)
            #expect(file.resources[1].value == .plurals([.one: "%d file", .other: "%d files"]))
            #expect(file.notes.count == 3, "\(file.notes)")
        }
    }

    @Test("hostile or broken XML is refused with its line and column")
    func hostile() {
        let doctype = #"<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "b">]><resources><string name="x">&a;</string></resources>"#
        #expect(throws: InterchangeReadError.self) { try AndroidResourceFile.read(Data(doctype.utf8), flavor: .aapt) }
        do {
            _ = try AndroidResourceFile.read(Data("<resources>\n<string name=\"x\">a</strin>\n</resources>".utf8), path: "s.xml", flavor: .aapt)
            Issue.record("a mismatched tag must be refused")
        } catch {
            #expect(error.line == 2, "\(error)")
        }
        #expect(throws: InterchangeReadError.self) { try AndroidResourceFile.read(Data("<resources><string>x</string></resources>".utf8), flavor: .aapt) }
        #expect(throws: InterchangeReadError.self) { try AndroidResourceFile.read(Data("<other/>".utf8), flavor: .aapt) }
    }
}

import Foundation
import StringCatalog
import Testing
import TestSupport
import TranslationExchange
@testable import Interchange

@Suite("TMX translation memory")
struct TMXTests {
    @Test("the memory holds each unit's source and its reviewed translations, by XLIFF unit id")
    func export() throws {
        let rendering = try InterchangeFixtures.render(.tmx)
        let document = try TMXDocument.read(try #require(rendering.files.first).data)
        #expect(document.sourceLanguage == "en")
        let files = try #require(document.units.first { $0.id == "%lld files|==|plural.few" })
        #expect(files.segment(in: "en") == "%lld files" && files.segment(in: "ru") == "%lld файла" && files.segment(in: "ar") == "%lld ملفات")
        let birds = try #require(document.units.first { $0.id == "Seen %lld birds in %lld days|==|substitutions.BIRDS.plural.one" })
        #expect(birds.segment(in: "de") == "%1$lld Vogel")
        #expect(document.units.first { $0.id == "whitespace" } == nil, "needs_review is not reviewed work")
        #expect(document.units.first { $0.id == "Hello, World!" }?.notes == ["Greeting on the first screen"])
        #expect(TranslationMemory.translations(of: "Hello, World!", into: "pt-BR", in: document) == ["Olá, mundo!"])
    }

    @Test("inline codes read as their native text; <sub> flows do not; TMX 1.1's lang is read")
    func reading() throws {
        let tmx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tmx version="1.4"><header creationtool="x" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="en" datatype="plaintext"/>
            <body><tu tuid="a"><prop type="x-note">p</prop>
            <tuv xml:lang="en"><seg>Hello <ph x="1">%@</ph><bpt i="1">&lt;b&gt;<sub>footnote</sub></bpt>you<ept i="1">&lt;/b&gt;</ept></seg></tuv>
            <tuv lang="DE-de"><seg>Hallo</seg></tuv></tu></body></tmx>
            """
        let document = try TMXDocument.read(Data(tmx.utf8))
        #expect(document.units.first?.segment(in: "en") == "Hello %@<b>you</b>")
        #expect(document.units.first?.segment(in: "de-DE") == "Hallo")
        #expect(document.units.first?.properties == ["x-note": "p"])
    }

    @Test("a unit for a variation its key lacks is reported under that key, and the catalog is left as it was")
    func unitForMissingVariation() throws {
        let tmx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tmx version="1.4"><header creationtool="x" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="en" datatype="plaintext"/>
            <body><tu tuid="Hello, World!|==|device.mac"><tuv xml:lang="en"><seg>Hello</seg></tuv><tuv xml:lang="de"><seg>Hallo</seg></tuv></tu></body></tmx>
            """
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data(tmx.utf8).write(to: folder.url.appendingPathComponent("Localizable.tmx"))
        let reader = InterchangeReader(format: .tmx)
        let inputs = try reader.read(folder.url, display: { $0.lastPathComponent })
        var catalogs = [InterchangeFixtures.named]
        let outcome = try InterchangeImport.apply(inputs, reader: reader, to: &catalogs, addsKeys: false)
        let finding = try #require(outcome.report.diagnostics.first { $0.ruleID == "unknown-unit" })
        #expect(finding.key == "Hello, World!" && finding.language == "de" && finding.line == 3)
        #expect(catalogs[0].catalog == InterchangeFixtures.named.catalog)
    }

    @Test("translate-toolkit reads the memory Phrasebook writes to the same units")
    func translateToolkitReads() throws {
        guard let python = ExternalTool.pythonWithTranslateToolkit(purpose: "reading exported TMX with translate-toolkit") else { return }
        let rendering = try InterchangeFixtures.render(.tmx)
        let data = try #require(rendering.files.first).data
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("Localizable.tmx")
        try data.write(to: url)
        let script = """
            import json, sys
            from translate.storage import tmx
            store = tmx.tmxfile.parsefile(sys.argv[1])
            units = []
            for unit in store.units:
                node = unit.xmlelement
                segs = {}
                for tuv in node.iter('{*}tuv'):
                    lang = tuv.get('{http://www.w3.org/XML/1998/namespace}lang')
                    seg = tuv.find('{*}seg')
                    segs[lang] = ''.join(seg.itertext()) if seg is not None else None
                units.append([node.get('tuid'), unit.source, segs])
            print(json.dumps(units, ensure_ascii=False))
            """
        let result = try ExternalTool.run(python, ["-c", script, url.path])
        #expect(result.status == 0, "\(result)")
        let theirs = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[Any]] ?? []
        let ours = try TMXDocument.read(data)
        #expect(theirs.count == ours.units.count)
        for (unit, their) in zip(ours.units, theirs) {
            #expect(their[0] as? String == unit.id)
            #expect(their[1] as? String == unit.segment(in: "en"), "translate-toolkit's source of \(unit.id ?? "")")
            let segments = their[2] as? [String: String] ?? [:]
            #expect(segments == Dictionary(uniqueKeysWithValues: unit.variants.map { ($0.language, $0.segment) }))
        }
    }
}

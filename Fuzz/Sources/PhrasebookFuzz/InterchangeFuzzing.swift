import Foundation
import Interchange

/// The readers of other platforms' formats. Each must read what it wrote back the same, and the XML readers
/// must read alike through the fast scanner and through `XMLParser`.
enum InterchangeFuzzing {
    /// Android resources, as aapt and as Compose read them.
    static func android(_ data: Data) {
        for flavor in AndroidFlavor.allCases {
            let fast = Result { () throws(InterchangeReadError) in try AndroidResourceFile.read(data, path: "strings.xml", flavor: flavor) }
            let parser = Result { () throws(InterchangeReadError) in
                try AndroidResourceFile.read(data, path: "strings.xml", flavor: flavor, usesXMLParserOnly: true)
            }
            precondition((try? fast.get()) == (try? parser.get()), "the fast reader and XMLParser read these resources differently")
            guard let file = try? fast.get() else { continue }
            let again = try? AndroidResourceFile.read(file.encoded(flavor: flavor), flavor: flavor)
            precondition(again?.resources.map(\.value) == file.resources.map(\.value), "written resources read back differently")
        }
    }

    /// gettext `.po` files.
    static func po(_ data: Data) {
        guard let file = try? POFile.read(data, path: "fuzz.po") else { return }
        let again = try? POFile.read(file.encoded())
        precondition(again?.entries.map(\.translations) == file.entries.map(\.translations)
                     && again?.entries.map(\.id) == file.entries.map(\.id)
                     && again?.entries.map(\.context) == file.entries.map(\.context), "a written .po read back differently")
    }

    /// i18next JSON.
    static func i18next(_ data: Data) {
        guard let file = try? I18nextFile.read(data, path: "de.json") else { return }
        let again = try? I18nextFile.read(file.encoded(nested: false))
        precondition(again?.entries.map(\.value) == file.entries.map(\.value), "written i18next JSON read back differently")
    }

    /// ICU messages: what parses writes back to the same message.
    static func icu(_ data: Data) {
        guard let text = String(data: data, encoding: .utf8), let message = try? ICUMessage.parse(text) else { return }
        precondition((try? ICUMessage.parse(message.pattern)) == message, "a written ICU message parses differently: \(message.pattern)")
    }

    /// FormatJS JSON and Flutter ARB files.
    static func arb(_ data: Data) {
        for syntax in [ICUMessageFile.Syntax.arb, .formatJS] {
            guard let file = try? ICUMessageFile.read(data, path: "app_de.arb", syntax: syntax) else { continue }
            let again = try? ICUMessageFile.read(file.encoded(), syntax: syntax)
            precondition(again?.entries.map(\.message) == file.entries.map(\.message), "a written \(syntax) file read back differently")
        }
    }

    /// TMX translation memories.
    static func tmx(_ data: Data) {
        let fast = try? TMXDocument.read(data, path: "fuzz.tmx")
        let parser = try? TMXDocument.read(data, path: "fuzz.tmx", usesXMLParserOnly: true)
        precondition(fast == parser, "the fast reader and XMLParser read this memory differently")
        guard let document = fast else { return }
        precondition((try? TMXDocument.read(document.encoded()))?.units.map(\.variants) == document.units.map(\.variants),
                     "a written memory read back differently")
    }
}

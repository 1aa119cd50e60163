import Foundation
import StringCatalog
import TranslationExchange

enum ExchangeFuzzing {
    /// A small catalog imports are applied to: plain, plural and substitution keys.
    static let catalog: StringCatalog = {
        let text = #"""
            {"sourceLanguage":"en","version":"1.0","strings":{
              "greeting":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},
              "%lld files":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}},
              "Seen %#@BIRDS@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Seen %#@BIRDS@"},"substitutions":{"BIRDS":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg bird"}},"other":{"stringUnit":{"state":"translated","value":"%arg birds"}}}}}}}}}
            }}
            """#
        return try! StringCatalog(data: Data(text.utf8))
    }()

    static let importer = XLIFFImporter(plurals: .xcode, addsMissingPluralCases: true)

    /// XLIFF: read, then applied to the catalog, which must still write and read back.
    static func xliff(_ data: Data) {
        // The fast reader must read what it accepts exactly as XMLParser does, and leave the rest to it.
        let read = Result { () throws(XLIFFReadError) in try XLIFFReader().read(data, path: "fuzz.xliff") }
        let foundation = Result { () throws(XLIFFReadError) in try XLIFFReader(readsWithXMLParserOnly: true).read(data, path: "fuzz.xliff") }
        precondition(read == foundation, "the fast XLIFF reader and XMLParser read this differently")
        guard let document = try? read.get() else { return }
        var named = [NamedCatalog(original: "Localizable.xcstrings", catalog: catalog)]
        _ = importer.apply(document, path: "fuzz.xliff", to: &named)
        precondition((try? StringCatalog(data: named[0].catalog.encoded())) == named[0].catalog, "an import wrote an unreadable catalog")
    }

    /// CSV: decoded, read as units and applied to the catalog in German.
    static func csv(_ data: Data) {
        guard let records = try? CSVTable.decode(Array(data)),
              let units = try? CSVExchange.units(from: records, file: "de.csv") else { return }
        var updated = catalog
        for (_, list) in units { _ = importer.apply(list, language: "de", to: &updated, file: "de.csv") }
        precondition((try? StringCatalog(data: updated.encoded())) == updated, "an import wrote an unreadable catalog")
    }
}

import Foundation
import TranslationExchange
@_spi(XMLParserComparison) import StringCatalog

enum LegacyFuzzing {
    /// `.strings`: what reads writes back to the same values and migrates to a catalog.
    static func strings(_ data: Data) {
        guard let table = try? StringsFile(data: data) else { return }
        guard let again = try? StringsFile(data: table.encoded()) else { preconditionFailure("the writer's output doesn't read") }
        precondition(again.values == table.values, "read(write(x)) lost values")
        _ = StringCatalog.migrating([LegacyTable(language: "en", strings: table)], sourceLanguage: "en").catalog.encoded()
    }

    /// `.stringsdict`: what reads writes back readable and migrates to a catalog.
    static func stringsDict(_ data: Data) {
        // The fast reader must read what it accepts exactly as XMLParser does, and leave the rest to it.
        let read = Result { try StringsDictFile(data: data, path: "fuzz.stringsdict") }
        let foundation = Result { try StringsDictFile(data: data, path: "fuzz.stringsdict", readsWithXMLParserOnly: true) }
        switch (read, foundation) {
        case let (.success(fast), .success(expected)): precondition(fast == expected, "the fast property list reader read this differently")
        case let (.failure(fast), .failure(expected)): precondition("\(fast)" == "\(expected)", "the fast property list reader failed differently")
        default: preconditionFailure("the fast property list reader and XMLParser disagree on whether this reads")
        }
        guard let table = try? read.get() else { return }
        guard (try? StringsDictFile(data: table.encoded())) != nil else { preconditionFailure("the writer's output doesn't read") }
        _ = StringCatalog.migrating([LegacyTable(language: "en", stringsDict: table)], sourceLanguage: "en").catalog.encoded()
    }
}

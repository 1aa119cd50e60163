import Foundation
import StringCatalog

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
        guard let table = try? StringsDictFile(data: data) else { return }
        guard (try? StringsDictFile(data: table.encoded())) != nil else { preconditionFailure("the writer's output doesn't read") }
        _ = StringCatalog.migrating([LegacyTable(language: "en", stringsDict: table)], sourceLanguage: "en").catalog.encoded()
    }
}

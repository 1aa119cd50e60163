import StringCatalog

/// The version of one key in one language as the page edits it: a hash of what a save may change (the
/// localization and `shouldTranslate`), in the catalog's own written form. A save names the version it
/// started from; if the unit is no longer at that version, someone else changed it.
struct UnitVersion: Hashable, Sendable, CustomStringConvertible {
    let value: UInt64

    init(_ entry: CatalogEntry?, language: String) {
        guard let entry else {
            value = 0
            return
        }
        let unit = CatalogEntry(shouldTranslate: entry.shouldTranslate, localizations: entry.localizations[language].map { [language: $0] } ?? [:])
        let bytes = StringCatalog(sourceLanguage: language, strings: ["": unit]).encoded()
        // FNV-1a: stable across runs and processes, unlike Hasher.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = hash | 1 // 0 stands for "no such key"
    }

    init?(_ text: String) {
        guard let value = UInt64(text, radix: 16) else { return nil }
        self.value = value
    }

    var description: String { String(value, radix: 16) }
}

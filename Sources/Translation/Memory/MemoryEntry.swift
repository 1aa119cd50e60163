import CatalogChecks
import StringCatalog

/// One translation a person made: a source text (or every text of a localization with variations) and its
/// translation into one language — from the project's reviewed translations or a TMX file.
package struct MemoryEntry: Sendable, Hashable {
    package var sourceLanguage: String
    package var targetLanguage: String
    package var source: MemoryKey
    package var target: Localization
    /// Where it comes from, for suggestions and reports (`Resources/Localizable.xcstrings: "Save"`, `shared.tmx`).
    package var origin: String

    package init(sourceLanguage: String, targetLanguage: String, source: MemoryKey, target: Localization, origin: String) {
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.source = source
        self.target = target
        self.origin = origin
    }

    /// How the project's memory names where an entry comes from: the catalog and the key.
    package static func origin(catalogPath: String, key: String) -> String {
        "\(catalogPath): \"\(key)\""
    }

    /// A plain text pair, as TMX files hold them.
    package init(sourceLanguage: String, targetLanguage: String, source: String, target: String, origin: String) {
        self.init(
            sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, source: MemoryKey(plain: source),
            target: .text(target, state: .translated), origin: origin)
    }
}

/// What a memory entry matches exactly: a plain text as written, or each text of a localization with
/// variations with its place (`plural.one`, `device.mac`), so a plural string matches the same plural string.
package struct MemoryKey: Sendable, Hashable {
    /// The canonical form compared.
    package let canonical: String
    /// The text of a plain string (`nil` for variations): what fuzzy matching compares.
    package let plainText: String?

    package init(plain text: String) {
        canonical = text
        plainText = text
    }

    package init(_ localization: Localization) {
        let units = TextUnit.units(of: localization)
        if units.count == 1, units[0].isPlain {
            canonical = units[0].value
            plainText = units[0].value
            return
        }
        // Unit separator and record separator never occur in UI text.
        canonical = units.map { "\(TextPath($0).description)\u{1F}\($0.value)" }.sorted().joined(separator: "\u{1E}")
        plainText = nil
    }
}

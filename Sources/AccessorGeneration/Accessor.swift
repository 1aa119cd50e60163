import StringCatalog

/// One key's accessor: where it comes from, its name and its parameters.
struct Accessor: Sendable {
    var key: String
    var table: String
    var entry: CatalogEntry
    /// The entry's source-language localization, if any.
    var source: Localization?
    /// The catalog the key is in, shared by all its accessors.
    var catalog: CatalogSource
    var signature: AccessorSignature
    /// The name before collisions are resolved.
    var baseName: String
    /// The name it is declared with (`hello`, `hello_2`), set when the scope is resolved.
    var name: String
    /// The key that kept the name this accessor wanted, when it lost it.
    var collidedWith: String?
    /// The enums it is nested in, the namespace first, as declared (`["L10n", "Settings", "Language"]`).
    var path: [String] = []
}

/// What accessors need to know about the catalog their key is in: one value per catalog, shared rather
/// than copied with every accessor.
final class CatalogSource: Sendable {
    /// The catalog's path as messages show it.
    let path: String
    let sourceLanguage: String
    /// Its other languages, sorted, for the "Missing in" line of doc comments.
    let otherLanguages: [String]

    init(path: String, catalog: StringCatalog) {
        self.path = path
        sourceLanguage = catalog.sourceLanguage
        otherLanguages = catalog.languages.filter { $0 != catalog.sourceLanguage }
    }
}

import Foundation
import StringCatalog
import TranslationExchange

enum CatalogFuzzing {
    /// `.xcstrings`: whatever reads must write back in a form that reads to the same catalog and bytes,
    /// and survive pseudo-localization and legacy compilation.
    static func catalog(_ data: Data) {
        guard let catalog = try? StringCatalog(data: data) else { return }
        let encoded = catalog.encoded()
        guard let again = try? StringCatalog(data: encoded) else { preconditionFailure("the writer's output doesn't read") }
        precondition(again == catalog, "read(write(x)) != x")
        precondition(again.encoded() == encoded, "write is not stable")
        _ = PseudoLocalizer(language: .accented).localize(catalog).encoded()
        _ = catalog.legacyTables()
    }
}

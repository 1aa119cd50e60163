import ProjectConfiguration
import StringCatalog

/// One key's accessor: where it comes from, its name and its parameters.
struct Accessor: Sendable {
    var key: String
    var table: String
    var entry: CatalogEntry
    /// The catalog the key is in, for doc comments and diagnostics.
    var catalog: ProjectCatalog
    var signature: AccessorSignature
    /// The name before collisions are resolved.
    var baseName: String
    /// The name it is declared with (`hello`, `hello_2`), set when the scope is resolved.
    var name: String
    /// The key that kept the name this accessor wanted, when it lost it.
    var collidedWith: String?
    /// The enums it is nested in below the namespace, as declared (`["InfoPlist"]`, `["Settings", "Language"]`).
    var path: [String] = []
}

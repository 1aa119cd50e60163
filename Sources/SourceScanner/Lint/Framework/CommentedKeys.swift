import StringCatalog

/// The keys a project's catalogs comment, looked up the way a call's literal names them.
///
/// An interpolated literal's key depends on the types of its interpolations (`%lld` for an `Int`, `%@` for a
/// `String`), which lint infers less surely than the compiler does. So keys are also matched by their shape:
/// the text with every argument-taking specifier written the same way, whatever its type, position or name.
struct CommentedKeys: Sendable {
    private let keys: Set<String>
    private let shapes: Set<String>

    init(_ keys: Set<String>) {
        self.keys = keys
        self.shapes = Set(keys.lazy.filter { $0.utf8.contains(UInt8(ascii: "%")) }.map(Self.shape))
    }

    /// Whether `key` (as rendered from the source) has a comment in a catalog.
    func contains(_ key: String) -> Bool {
        keys.contains(key) || key.utf8.contains(UInt8(ascii: "%")) && shapes.contains(Self.shape(of: key))
    }

    /// `key` with each conversion (`%lld`, `%1$@`, `%(count)lld`) written `%@`; `%%` stays as written.
    static func shape(of key: String) -> String {
        FormatString.parse(key).replacingSpecifiers { $0.kind == .conversion ? "%@" : nil }
    }
}

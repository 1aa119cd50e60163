/// The `generate:` section of `.phrasebook.yml`: how `phrasebook generate` and the `PhrasebookGenerate`
/// build plugin write accessors for catalog keys.
///
/// ```yaml
/// generate:
///   access: public        # public, package or internal (default): who may use the accessors
///   namespace: L10n       # the enum the accessors live in (default L10n)
///   symbol_isolation: nonisolated   # Xcode-style symbols (--symbols xcode, PhrasebookSymbols): plain (default)
/// ```
public struct GenerateSettings: Sendable, Equatable {
    /// The access level of the generated namespace and accessors.
    public enum Access: String, Sendable, CaseIterable {
        case `public`
        case `package`
        case `internal`
    }

    /// How Xcode-style symbol files declare their bundle constants and extension: Xcode writes `nonisolated`
    /// in targets whose default actor isolation is the main actor.
    public enum SymbolIsolation: String, Sendable, CaseIterable {
        case plain
        case nonisolated
    }

    /// The access level; `nil` means `internal`.
    public var access: Access?
    /// The name of the enum the accessors live in; `nil` means ``defaultNamespace``.
    public var namespace: String?

    /// How Xcode-style symbols are declared; `nil` means `plain`.
    public var symbolIsolation: SymbolIsolation?

    /// The namespace when none is configured.
    public static let defaultNamespace = "L10n"

    public init(access: Access? = nil, namespace: String? = nil, symbolIsolation: SymbolIsolation? = nil) {
        self.access = access
        self.namespace = namespace
        self.symbolIsolation = symbolIsolation
    }

    /// These settings with the command line's values where it gives them.
    public func overriding(access: Access?, namespace: String?) -> GenerateSettings {
        GenerateSettings(access: access ?? self.access, namespace: namespace ?? self.namespace, symbolIsolation: symbolIsolation)
    }

    static let keys = ["access", "namespace", "symbol_isolation"]

    init(_ node: SettingNode) throws {
        let fields = try node.fields(Self.keys)
        if let access = fields["access"] {
            let text = try access.string()
            guard let value = Access(rawValue: text) else {
                let known = Access.allCases.map(\.rawValue).joined(separator: ", ")
                throw access.error("expected one of \(known), found '\(text)'")
            }
            self.access = value
        }
        if let namespace = fields["namespace"] {
            let text = try namespace.string()
            guard Self.isIdentifier(text) else {
                throw namespace.error("expected a Swift type name (letters, digits and _, not starting with a digit), found '\(text)'")
            }
            self.namespace = text
        }
        if let isolation = fields["symbol_isolation"] {
            let text = try isolation.string()
            guard let value = SymbolIsolation(rawValue: text) else {
                throw isolation.error("expected plain or nonisolated, found '\(text)'")
            }
            self.symbolIsolation = value
        }
    }

    /// Whether `name` can name a Swift type as written: ASCII letters, digits and `_`, not starting with a digit.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        } && name != "_"
    }
}

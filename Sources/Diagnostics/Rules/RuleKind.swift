/// What a rule looks at, which is where its findings are reported and its settings live.
public enum RuleKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// One Swift source file: `phrasebook lint`, configured in `.phrasebook.yml`'s `lint:` section.
    case source
    /// String Catalogs: `phrasebook check`, configured in `check:`.
    case catalog
    /// The keys code and catalogs share: `phrasebook extract --check`, configured in `check:`.
    case keyUsage = "key-usage"
    /// Reading the sources and what extraction would change in the catalogs: not configurable.
    case extraction

    public var description: String { rawValue }

    /// The `.phrasebook.yml` section that configures rules of this kind, if any.
    public var configurationSection: String? {
        switch self {
        case .source: "lint"
        case .catalog, .keyUsage: "check"
        case .extraction: nil
        }
    }
}

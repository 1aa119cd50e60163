/// The localization files Phrasebook merges and compares, known by their extension.
public enum LocalizationFileKind: String, Sendable, Hashable {
    /// A String Catalog (`.xcstrings`).
    case catalog
    /// A `.strings` table.
    case strings
    /// A `.stringsdict` table.
    case stringsDict

    /// The kind of the file named `name`, or `nil` for another extension.
    public init?(fileName name: String) {
        let lowercased = name.lowercased()
        if lowercased.hasSuffix(".xcstrings") {
            self = .catalog
        } else if lowercased.hasSuffix(".stringsdict") {
            self = .stringsDict
        } else if lowercased.hasSuffix(".strings") {
            self = .strings
        } else {
            return nil
        }
    }
}

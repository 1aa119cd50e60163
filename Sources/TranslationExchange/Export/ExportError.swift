/// Why an export was refused. Nothing is written when an export fails.
public enum ExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two leaves would get the same XLIFF unit id, so an import could not tell them apart.
    case unitIDCollision(catalog: String, id: String, firstKey: String, secondKey: String)
    /// A catalog given twice under the same `original` path.
    case duplicateCatalog(String)

    public var description: String {
        switch self {
        case .unitIDCollision(let catalog, let id, let first, let second):
            "\(catalog): error: keys '\(first)' and '\(second)' both export as unit id '\(id)'; "
                + "rename one of them (Xcode's exporter crashes on this catalog)"
        case .duplicateCatalog(let original):
            "\(original): error: the same catalog path is exported twice"
        }
    }
}

import Foundation

/// Rewrites catalog files in Xcode's canonical form, the library side of `phrasebook format`.
public enum CatalogFormatter {
    /// What formatting did, or would do, to one file.
    public enum Outcome: Sendable, Hashable {
        /// The file was already canonical and was not touched.
        case alreadyCanonical
        /// The file was rewritten in canonical form.
        case reformatted
        /// The file is not canonical; `checkOnly` left it as it was.
        case notCanonical
    }

    /// Reads the catalog at `url` and, unless `checkOnly`, replaces it atomically with its canonical
    /// form when that differs. A file that cannot be read is never written.
    ///
    /// - Throws: `CatalogReadError` for malformed content, Foundation's errors for I/O.
    public static func format(fileAt url: URL, checkOnly: Bool) throws -> Outcome {
        let original = try Data(contentsOf: url)
        return try format(StringCatalog(data: original, path: url.relativePath), readFrom: original, at: url, checkOnly: checkOnly)
    }

    /// Replaces the file at `url`, whose bytes `original` were read as `catalog`, with its canonical form
    /// when that differs, unless `checkOnly`.
    public static func format(_ catalog: StringCatalog, readFrom original: Data, at url: URL, checkOnly: Bool) throws -> Outcome {
        let canonical = catalog.encoded()
        guard canonical != original else { return .alreadyCanonical }
        if checkOnly { return .notCanonical }
        try canonical.write(to: url, options: .atomic)
        return .reformatted
    }
}

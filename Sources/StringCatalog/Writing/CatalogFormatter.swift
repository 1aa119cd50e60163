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
    /// - Throws: `CatalogReadError` for malformed content, `FileAccessError` for I/O.
    public static func format(fileAt url: URL, checkOnly: Bool) throws -> Outcome {
        if checkOnly {
            let original = try SafeFile.read(url)
            return try StringCatalog(data: original, path: url.relativePath).encoded() == original ? .alreadyCanonical : .notCanonical
        }
        var outcome = Outcome.alreadyCanonical
        try SafeFile.updateExisting(url) { original in
            let canonical = try StringCatalog(data: original, path: url.relativePath).encoded()
            guard canonical != original else { return nil }
            outcome = .reformatted
            return canonical
        }
        return outcome
    }
}

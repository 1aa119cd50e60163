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

    /// What formatting one file did, with the repeated members the reader merged on the way.
    public struct Result: Sendable, Hashable {
        public var outcome: Outcome
        /// Members the file held more than once, merged in the rewrite (see `StringCatalog.read`).
        public var repairs: [DuplicateRepair]
    }

    /// Reads the catalog at `url` and, unless `checkOnly`, replaces it atomically with its canonical
    /// form when that differs. A file that cannot be read is never written.
    ///
    /// - Parameter duplicates: How members repeated with conflicting values are settled; by default
    ///   they are an error and the file is left as it was.
    /// - Throws: `CatalogReadError` for malformed content, `FileAccessError` for I/O.
    public static func format(
        fileAt url: URL, checkOnly: Bool, duplicates: DuplicateResolution = .refuseConflicts
    ) throws -> Result {
        let original = try SafeFile.read(url)
        let read = try StringCatalog.read(data: original, path: url.relativePath, duplicates: duplicates)
        let outcome = try format(read.catalog, readFrom: original, at: url, checkOnly: checkOnly)
        return Result(outcome: outcome, repairs: read.repairs)
    }

    /// Replaces the file at `url`, whose bytes `original` were read as `catalog`, with its canonical form
    /// when that differs, unless `checkOnly`. The rewrite happens under the file's lock: a file changed since
    /// it was read is read again (repeated members merged where nothing is lost) and formatted as it is now.
    public static func format(_ catalog: StringCatalog, readFrom original: Data, at url: URL, checkOnly: Bool) throws -> Outcome {
        let canonical = catalog.encoded()
        guard canonical != original else { return .alreadyCanonical }
        if checkOnly { return .notCanonical }
        var outcome = Outcome.alreadyCanonical
        try SafeFile.updateExisting(url) { current in
            let rewritten = current == original ? canonical : try StringCatalog(data: current, path: url.relativePath).encoded()
            guard rewritten != current else { return nil }
            outcome = .reformatted
            return rewritten
        }
        return outcome
    }
}

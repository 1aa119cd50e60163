import Foundation

/// How far a catalog file is from the form Xcode writes: what any write of it rewrites besides the change made.
///
/// A catalog written by a script (another indentation, key order or escaping) is rewritten whole the first
/// time Phrasebook or Xcode saves it, burying a handful of changed units in a diff of every line. Commands tell
/// the user before that happens, so the reformat can be committed on its own (`phrasebook format`).
public struct CatalogFormDifference: Sendable, Hashable {
    /// Lines of the file that the canonical form doesn't have as they are (counted with repeats).
    public var rewrittenLines: Int
    /// Lines in the file.
    public var lines: Int

    /// The difference between `original`, the bytes `catalog` was read from, and its canonical form; `nil`
    /// when the file is already what Xcode writes.
    public init?(of catalog: StringCatalog, readFrom original: Data) {
        let canonical = catalog.encoded()
        guard canonical != original else { return nil }
        var remaining: [Substring: Int] = [:]
        for line in Self.lines(of: canonical) { remaining[line, default: 0] += 1 }
        var rewritten = 0
        let originalLines = Self.lines(of: original)
        for line in originalLines {
            if let count = remaining[line], count > 0 {
                remaining[line] = count - 1
            } else {
                rewritten += 1
            }
        }
        rewrittenLines = rewritten
        lines = originalLines.count
    }

    private static func lines(of data: Data) -> [Substring] {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}

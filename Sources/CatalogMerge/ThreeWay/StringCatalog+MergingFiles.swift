import Foundation
import StringCatalog

/// What merging three catalog files gives: the merge and what reading the files repaired.
public struct CatalogFileMergeResult: Sendable, Hashable {
    public var merge: CatalogMergeResult
    /// Members an input repeated (an earlier bad merge), merged on reading; for conflicting repeats
    /// the first occurrence was kept.
    public var repairs: [DuplicateRepair]
}

extension StringCatalog {
    /// Merges three versions of a catalog file, as a git merge driver receives them: the same merge
    /// as `merged(base:ours:theirs:preferring:)`, but only ours is read in full. Of theirs and the base
    /// only the entries whose bytes differ from ours' are read, which in a merge are few.
    ///
    /// Keys, languages or fields an input repeats are repaired as `read(data:path:duplicates:)` does
    /// with `.keepFirst`, and listed in `repairs`.
    ///
    /// - Parameters:
    ///   - base: The common ancestor's bytes, or `nil` when there is none.
    ///   - paths: How errors and repairs name each version.
    /// - Throws: `CatalogReadError` for a version that cannot be read.
    public static func merged(
        base: Data?, ours: Data, theirs: Data, paths: (base: String?, ours: String?, theirs: String?) = (nil, nil, nil)
    ) throws(CatalogReadError) -> CatalogFileMergeResult {
        let ourRead = try read(data: ours, path: paths.ours, duplicates: .keepFirst)
        let result: Result<CatalogFileMergeResult?, CatalogReadError> = ours.withUnsafeBytes { ourRaw in
            theirs.withUnsafeBytes { theirRaw in
                (base ?? Data()).withUnsafeBytes { baseRaw in
                    Result { () throws(CatalogReadError) in
                        try mergedReadingChangedEntries(
                            base: base == nil ? nil : baseRaw.bindMemory(to: UInt8.self), ours: ourRead,
                            ourBytes: ourRaw.bindMemory(to: UInt8.self), theirs: theirRaw.bindMemory(to: UInt8.self), paths: paths)
                    }
                }
            }
        }
        if let merged = try result.get() { return merged }
        // A repeated key or a layout the byte comparison cannot follow: read everything.
        let theirRead = try read(data: theirs, path: paths.theirs, duplicates: .keepFirst)
        let baseRead = try base.map { (data) throws(CatalogReadError) in try read(data: data, path: paths.base, duplicates: .keepFirst) }
        let merge = merged(base: baseRead?.catalog, ours: ourRead.catalog, theirs: theirRead.catalog)
        return CatalogFileMergeResult(merge: merge, repairs: ourRead.repairs + theirRead.repairs + (baseRead?.repairs ?? []))
    }

    /// The merge reading of theirs and the base only the entries whose bytes differ from ours', or
    /// `nil` when a key repeats somewhere and the entries cannot be matched by key alone.
    private static func mergedReadingChangedEntries(
        base baseBytes: UnsafeBufferPointer<UInt8>?, ours: CatalogReadResult, ourBytes: UnsafeBufferPointer<UInt8>,
        theirs theirBytes: UnsafeBufferPointer<UInt8>, paths: (base: String?, ours: String?, theirs: String?)
    ) throws(CatalogReadError) -> CatalogFileMergeResult? {
        guard ours.repairs.isEmpty else { return nil }
        let (_, ourEntries) = try skim(ourBytes, path: paths.ours)
        let (theirCatalog, theirEntries) = try skim(theirBytes, path: paths.theirs)
        let baseSkim = try baseBytes.map { (bytes) throws(CatalogReadError) in try skim(bytes, path: paths.base) }
        guard !ourEntries.hasRepeatedKey, !theirEntries.hasRepeatedKey, baseSkim?.entries.hasRepeatedKey != true,
              ourEntries.ranges.count == ours.catalog.strings.count
        else { return nil }

        var repairs: [DuplicateRepair] = []
        func entry(_ key: String, of entries: SkimmedEntries?, in bytes: UnsafeBufferPointer<UInt8>?, path: String?) throws(CatalogReadError) -> CatalogEntry? {
            guard let range = entries?.ranges[key], let bytes else { return nil }
            let read = try readEntry(at: range, in: bytes, path: path)
            repairs += read.repairs
            return read.entry
        }
        var merge = ModelMerge()
        let catalog = try mergeChanges(base: baseSkim?.catalog, ours: ours.catalog, theirs: theirCatalog, in: &merge) {
            (merge) throws(CatalogReadError) -> [String: CatalogEntry] in
            merge.path.append("strings")
            defer { merge.path.removeLast() }
            var strings = ours.catalog.strings
            for (key, theirRange) in theirEntries.ranges {
                if let ourRange = ourEntries.ranges[key], sameBytes(ourBytes, ourRange, theirBytes, theirRange) { continue }
                let theirEntry = try entry(key, of: theirEntries, in: theirBytes, path: paths.theirs)
                let baseEntry = try entry(key, of: baseSkim?.entries, in: baseBytes, path: paths.base)
                strings[key] = merge.merge(baseEntry, strings[key], theirEntry, at: key)
            }
            for key in ourEntries.ranges.keys where theirEntries.ranges[key] == nil {
                let baseEntry = try entry(key, of: baseSkim?.entries, in: baseBytes, path: paths.base)
                strings[key] = merge.merge(baseEntry, strings[key], nil, at: key)
            }
            return strings
        }
        return CatalogFileMergeResult(
            merge: CatalogMergeResult(catalog: catalog, conflicts: merge.conflicts.sorted { $0.location < $1.location },
                                      keptEdits: merge.keptEdits.sorted { $0.location < $1.location }),
            repairs: repairs)
    }
}

/// Whether two byte ranges hold the same bytes.
private func sameBytes(
    _ left: UnsafeBufferPointer<UInt8>, _ leftRange: Range<Int>, _ right: UnsafeBufferPointer<UInt8>, _ rightRange: Range<Int>
) -> Bool {
    guard leftRange.count == rightRange.count else { return false }
    guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return leftRange.isEmpty }
    return memcmp(leftBase + leftRange.lowerBound, rightBase + rightRange.lowerBound, leftRange.count) == 0
}

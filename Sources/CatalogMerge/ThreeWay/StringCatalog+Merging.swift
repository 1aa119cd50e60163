import StringCatalog

/// The outcome of a three-way merge of catalogs.
public struct CatalogMergeResult: Sendable, Hashable {
    /// The merged catalog. For each conflict it holds the preferred side's value.
    public var catalog: StringCatalog
    /// Values both sides changed differently, in the order of the file.
    public var conflicts: [MergeConflict]
    /// Values one side deleted and the other edited; the edit was kept.
    public var keptEdits: [KeptEdit]

    public init(catalog: StringCatalog, conflicts: [MergeConflict] = [], keptEdits: [KeptEdit] = []) {
        self.catalog = catalog
        self.conflicts = conflicts
        self.keptEdits = keptEdits
    }
}

extension StringCatalog {
    /// Merges the changes two versions made to a common base, per key, language, variation case,
    /// substitution and field, as a version-control merge driver does.
    ///
    /// Changes to different keys, languages, cases or fields always combine; the same change on both
    /// sides is taken once; a value one side deleted and the other edited keeps the edit (listed in
    /// `keptEdits`); only values both sides changed differently conflict, and for those the merged
    /// catalog holds `preferred`'s value. Fields Phrasebook does not model merge the same way.
    ///
    /// - Parameters:
    ///   - base: The common ancestor, or `nil` when there is none (both sides added the file).
    ///   - ours: The version being merged into (git's `%A`).
    ///   - theirs: The version being merged in (git's `%B`).
    ///   - preferred: Whose value a conflict keeps: `.ours` (the default) or `.theirs`.
    public static func merged(
        base: StringCatalog?, ours: StringCatalog, theirs: StringCatalog, preferring preferred: MergeSide = .ours
    ) -> CatalogMergeResult {
        var merge = ModelMerge(preferring: preferred == .theirs ? .theirs : .ours)
        let catalog = StringCatalog.mergeChanges(base: base, ours: ours, theirs: theirs, in: &merge)
        return CatalogMergeResult(catalog: catalog, conflicts: merge.conflicts.sorted { $0.location < $1.location },
                                  keptEdits: merge.keptEdits.sorted { $0.location < $1.location })
    }
}

import StringCatalog
import TranslationExchange

// Three-way merges of `.strings` and `.stringsdict` tables, key by key, with the catalog merge's
// rules (see `ModelMerge`). Locations read as catalog ones: `key "Hello" value`.

/// A `.strings` entry's content, merged field by field.
private struct StringsEntryContent: ThreeWayMergeable {
    var value: String
    var comment: String?

    static func mergeChanges(base: Self?, ours: Self, theirs: Self, in merge: inout ModelMerge) -> Self {
        Self(value: merge.merge(base?.value, ours.value, theirs.value, at: "value"),
             comment: merge.merge(base?.comment, ours.comment, theirs.comment, at: "comment"))
    }

    var mergeReportValue: JSONValue {
        .object(["value": .string(value)].merging(comment.map { ["comment": .string($0)] } ?? [:]) { first, _ in first })
    }
}

extension StringsDictValue: MergeLeaf {
    package var mergeReportValue: JSONValue { propertyList.mergeReportValue }
}

extension PropertyListValue {
    /// The value as JSON for reports.
    var mergeReportValue: JSONValue {
        switch self {
        case .string(let text), .date(let text), .data(let text): .string(text)
        case .integer(let literal), .real(let literal): .number(literal)
        case .boolean(let flag): .bool(flag)
        case .array(let elements): .array(elements.map(\.mergeReportValue))
        case .dictionary(let dictionary):
            .object(Dictionary(dictionary.pairs.map { ($0.key, $0.value.mergeReportValue) }) { _, last in last })
        }
    }
}

/// Merges ordered keyed tables: the merged order is ours', with keys only theirs added placed after
/// the key that precedes them in theirs.
private func mergeTables<Content: ThreeWayMergeable>(
    base: [(String, Content)]?, ours: [(String, Content)], theirs: [(String, Content)], preferring preferred: MergeSide
) -> (entries: [(String, Content)], conflicts: [MergeConflict], keptEdits: [KeptEdit]) {
    // A key repeated in one table means its last occurrence, as Foundation looks it up.
    func dictionary(_ entries: [(String, Content)]) -> [String: Content] {
        Dictionary(entries, uniquingKeysWith: { _, last in last })
    }
    var merge = ModelMerge(path: ["strings"], preferring: preferred)
    let merged = merge.mergeMembers(base.map(dictionary), dictionary(ours), dictionary(theirs), name: { $0 })

    // Keys only theirs holds follow the key before them in theirs (a chain when several are new).
    let ourKeys = Set(ours.map(\.0))
    var following: [String?: [String]] = [:]
    var previous: String?
    for (key, _) in theirs {
        if !ourKeys.contains(key), merged[key] != nil { following[previous, default: []].append(key) }
        previous = key
    }
    var order: [String] = []
    var placed = Set<String>()
    func place(_ first: String?) {
        var pending: [String?] = [first]
        while let next = pending.popLast() {
            if let key = next {
                guard placed.insert(key).inserted else { continue }
                if merged[key] != nil { order.append(key) }
            }
            pending += (following[next] ?? []).reversed()
        }
    }
    place(nil)
    for (key, _) in ours { place(key) }
    for (key, _) in theirs { place(key) }
    return (order.map { ($0, merged[$0]!) },
            merge.conflicts.sorted { $0.location < $1.location },
            merge.keptEdits.sorted { $0.location < $1.location })
}

extension StringsFile {
    /// Merges two versions of a `.strings` table with their common base, key by key and for each key
    /// its value and comment (see `StringCatalog.merged(base:ours:theirs:preferring:)` for the rules).
    ///
    /// - Returns: The merged table (entries in ours' order, keys only theirs added after their
    ///   predecessor in theirs), with the conflicts and kept edits, located as `key "K" value`.
    public static func merged(
        base: StringsFile?, ours: StringsFile, theirs: StringsFile, preferring preferred: MergeSide = .ours
    ) -> (table: StringsFile, conflicts: [MergeConflict], keptEdits: [KeptEdit]) {
        func pairs(_ file: StringsFile) -> [(String, StringsEntryContent)] {
            file.entries.map { ($0.key, StringsEntryContent(value: $0.value, comment: $0.comment)) }
        }
        let result = mergeTables(base: base.map(pairs), ours: pairs(ours), theirs: pairs(theirs), preferring: preferred)
        let table = StringsFile(entries: result.entries.map { Entry(key: $0.0, value: $0.1.value, comment: $0.1.comment) })
        return (table, result.conflicts, result.keptEdits)
    }
}

extension StringsDictFile {
    /// Merges two versions of a `.stringsdict` table with their common base, key by key (a key's
    /// rules are one value: two different changes to them conflict).
    public static func merged(
        base: StringsDictFile?, ours: StringsDictFile, theirs: StringsDictFile, preferring preferred: MergeSide = .ours
    ) -> (table: StringsDictFile, conflicts: [MergeConflict], keptEdits: [KeptEdit]) {
        func pairs(_ file: StringsDictFile) -> [(String, StringsDictValue)] { file.entries.map { ($0.key, $0.value) } }
        let comments = Dictionary((theirs.entries + ours.entries).compactMap { entry in entry.comment.map { (entry.key, $0) } }) { _, ours in ours }
        let result = mergeTables(base: base.map(pairs), ours: pairs(ours), theirs: pairs(theirs), preferring: preferred)
        let table = StringsDictFile(entries: result.entries.map { Entry(key: $0.0, value: $0.1, comment: comments[$0.0]) })
        return (table, result.conflicts, result.keptEdits)
    }
}

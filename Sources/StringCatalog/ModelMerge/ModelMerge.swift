/// The three-way merge of catalog model values, field by field: the engine behind
/// `StringCatalog.merged(base:ours:theirs:)` and the reader's repair of duplicate keys (a union merge
/// of two occurrences with no base).
///
/// A value both sides hold unchanged stays; a value one side changed takes that change; a value both
/// sides changed the same way takes it once; a value one side deleted and the other edited keeps the
/// edit (reported in `keptEdits`); a value both sides changed differently keeps the preferred side's
/// and is reported in `conflicts`. Containers (entries, localizations, variations, maps) merge member
/// by member, so edits of different keys, languages, cases or fields never conflict.
package struct ModelMerge {
    /// Member names from the catalog's root (or from a duplicated member) to the value being merged.
    package var path: [String]
    package var conflicts: [MergeConflict] = []
    package var keptEdits: [KeptEdit] = []
    /// The side whose value a conflict keeps.
    let preferred: MergeSide

    package init(path: [String] = [], preferring preferred: MergeSide = .ours) {
        self.path = path
        self.preferred = preferred
    }

    /// Merges an optional member named `name`.
    package mutating func merge<Value: ThreeWayMergeable>(_ base: Value?, _ ours: Value?, _ theirs: Value?, at name: String) -> Value? {
        if ours == theirs { return ours }
        if base == ours { return theirs }
        if base == theirs { return ours }
        path.append(name)
        defer { path.removeLast() }
        guard let ours, let theirs else {
            keptEdits.append(KeptEdit(location: MergeLocation(path), deletedBy: ours == nil ? .ours : .theirs))
            return ours ?? theirs
        }
        return Value.mergeChanges(base: base, ours: ours, theirs: theirs, in: &self)
    }

    /// Merges a member both sides always have (a string unit's `state` and `value`).
    package mutating func merge<Value: ThreeWayMergeable>(_ base: Value?, _ ours: Value, _ theirs: Value, at name: String) -> Value {
        merge(base, Optional(ours), Optional(theirs), at: name) ?? ours
    }

    /// Merges a dictionary member by member; `name` gives each member's name for locations.
    package mutating func mergeMembers<Key: Hashable, Value: ThreeWayMergeable>(
        _ base: [Key: Value]?, _ ours: [Key: Value], _ theirs: [Key: Value], name: (Key) -> String
    ) -> [Key: Value] {
        if ours == theirs { return ours }
        var result = ours
        for (key, theirValue) in theirs {
            let ourValue = ours[key]
            if ourValue == theirValue { continue }
            result[key] = merge(base?[key], ourValue, theirValue, at: name(key))
        }
        for (key, ourValue) in ours where theirs[key] == nil {
            result[key] = merge(base?[key], ourValue, nil, at: name(key))
        }
        return result
    }

    /// Records that both sides changed the value at the current path differently, and returns the
    /// preferred side's value.
    mutating func conflict<Value: ThreeWayMergeable>(base: Value?, ours: Value, theirs: Value) -> Value {
        conflicts.append(MergeConflict(
            location: MergeLocation(path), base: base?.mergeReportValue, ours: ours.mergeReportValue,
            theirs: theirs.mergeReportValue, kept: preferred))
        return preferred == .theirs ? theirs : ours
    }
}

/// A model value that merges three ways. Leaves (strings, flags, states) conflict as a whole when both
/// sides changed them differently; containers merge their members.
package protocol ThreeWayMergeable: Equatable {
    /// Merges two values that differ from each other and from `base` (`nil` when the base does not
    /// have the value, or when repairing a duplicate).
    static func mergeChanges(base: Self?, ours: Self, theirs: Self, in merge: inout ModelMerge) -> Self

    /// The value as shown in conflict reports.
    var mergeReportValue: JSONValue { get }
}

/// A value with no parts: two different changes are a conflict.
package protocol MergeLeaf: ThreeWayMergeable {}

extension MergeLeaf {
    package static func mergeChanges(base: Self?, ours: Self, theirs: Self, in merge: inout ModelMerge) -> Self {
        merge.conflict(base: base, ours: ours, theirs: theirs)
    }
}

extension String: MergeLeaf {
    package var mergeReportValue: JSONValue { .string(self) }
}

extension Bool: MergeLeaf {
    package var mergeReportValue: JSONValue { .bool(self) }
}

extension Int: MergeLeaf {
    package var mergeReportValue: JSONValue { .number(String(self)) }
}

extension TranslationState: MergeLeaf {
    package var mergeReportValue: JSONValue { .string(rawValue) }
}

extension ExtractionState: MergeLeaf {
    package var mergeReportValue: JSONValue { .string(rawValue) }
}

extension Dictionary: ThreeWayMergeable where Key: CatalogMapKey, Value: ThreeWayMergeable {
    package static func mergeChanges(base: Self?, ours: Self, theirs: Self, in merge: inout ModelMerge) -> Self {
        merge.mergeMembers(base, ours, theirs, name: \.text)
    }

    package var mergeReportValue: JSONValue {
        .object(Dictionary<String, JSONValue>(uniqueKeysWithValues: map { ($0.key.text, $0.value.mergeReportValue) }))
    }
}

extension JSONValue: ThreeWayMergeable {
    package static func mergeChanges(base: JSONValue?, ours: JSONValue, theirs: JSONValue, in merge: inout ModelMerge) -> JSONValue {
        guard case .object(let ourMembers) = ours, case .object(let theirMembers) = theirs else {
            return merge.conflict(base: base, ours: ours, theirs: theirs)
        }
        var baseMembers: [String: JSONValue]?
        if case .object(let members) = base { baseMembers = members }
        return .object(merge.mergeMembers(baseMembers, ourMembers, theirMembers, name: { $0 }))
    }

    package var mergeReportValue: JSONValue { self }
}

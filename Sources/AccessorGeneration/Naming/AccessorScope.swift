/// An enum of the generated file (the namespace, a table, a key group) with its accessors and nested
/// enums, where names are made unique.
///
/// The collision rule: when several accessors of one enum get the same name, the one whose key sorts
/// first (by Unicode code points, then by table) keeps it and the others get `_2`, `_3`, … in that
/// order; an accessor named like a nested enum of the same enum gets the suffix, the enum keeps the name.
/// Natural names never end in `_` and a digit, so a suffixed name can't take another's.
struct AccessorScope: Sendable {
    var accessors: [Accessor] = []
    var scopes: [String: AccessorScope] = [:]

    /// Adds `accessor` under the nested enums `path`.
    mutating func insert(_ accessor: Accessor, at path: ArraySlice<String>) {
        guard let first = path.first else {
            accessors.append(accessor)
            return
        }
        scopes[first, default: AccessorScope()].insert(accessor, at: path.dropFirst())
    }

    /// Resolves names here and in every nested enum; `path` names this enum (`["L10n"]`). Returns the
    /// accessors that lost their name.
    mutating func resolveNames(path: [String] = []) -> [Accessor] {
        var renamed: [Accessor] = []
        let groups = Dictionary(grouping: accessors.indices, by: { accessors[$0].baseName })
        for (name, indices) in groups {
            let ordered = indices.sorted { Self.keyOrder(accessors[$0], accessors[$1]) }
            let takenByEnum = scopes[name] != nil
            for (rank, index) in ordered.enumerated() {
                accessors[index].path = path
                let suffix = takenByEnum ? rank + 2 : rank + 1
                guard suffix > 1 else {
                    accessors[index].name = name
                    continue
                }
                accessors[index].name = "\(name)_\(suffix)"
                accessors[index].collidedWith = takenByEnum ? nil : accessors[ordered[0]].key
                renamed.append(accessors[index])
            }
        }
        accessors.sort { $0.name < $1.name }
        for name in scopes.keys {
            renamed += scopes[name]!.resolveNames(path: path + [name])
        }
        return renamed
    }

    /// Unicode code point order of keys, then table names: the same on every machine and in every locale.
    static func keyOrder(_ lhs: Accessor, _ rhs: Accessor) -> Bool {
        if lhs.key != rhs.key { return lhs.key.unicodeScalars.lexicographicallyPrecedes(rhs.key.unicodeScalars) }
        return lhs.table < rhs.table
    }

    /// Every accessor here and below.
    var allAccessors: [Accessor] {
        accessors + scopes.keys.sorted().flatMap { scopes[$0]!.allAccessors }
    }
}

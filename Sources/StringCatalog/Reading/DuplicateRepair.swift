import Foundation

/// How the reader settles a member that appears twice in one object with values that conflict (two
/// different texts for the same language and case, two different comments, …).
///
/// Compatible repeats (one holds nothing the other lacks, or they differ only in languages, cases or
/// fields the other lacks) are always merged into one, whatever the resolution, and reported.
public enum DuplicateResolution: String, Sendable, Hashable, CaseIterable {
    /// Conflicting repeats are an error naming both lines and both values.
    case refuseConflicts
    /// Each conflicting value is taken from the first occurrence in the file.
    case keepFirst
    /// Each conflicting value is taken from the last occurrence in the file.
    case keepLast
}

/// A member the reader found more than once in one object (a key, a language, a variation case or a
/// field) and merged into one: the trace of a merge that treated the catalog as text.
public struct DuplicateRepair: Sendable, Hashable, CustomStringConvertible {
    /// The file read, when known.
    public var path: String?
    /// The repeated member (`key "Hello"`, `key "Hello" [fr]`, `key "Hello" comment`).
    public var location: MergeLocation
    /// The 1-based line of the member's first occurrence.
    public var firstLine: Int
    /// The 1-based line and column of this occurrence.
    public var line: Int
    public var column: Int
    /// Values the occurrences disagree on: `ours` is the earlier occurrence, `theirs` this one, and
    /// `kept` says which the catalog now holds. Empty when the merge lost nothing.
    public var conflicts: [MergeConflict]

    public init(path: String?, location: MergeLocation, firstLine: Int, line: Int, column: Int, conflicts: [MergeConflict]) {
        self.path = path
        self.location = location
        self.firstLine = firstLine
        self.line = line
        self.column = column
        self.conflicts = conflicts
    }

    /// Whether values were dropped to settle conflicting occurrences.
    public var droppedValues: Bool { !conflicts.isEmpty }

    /// The repair as a compiler-style warning naming both lines, and the values kept and dropped.
    public var description: String {
        "\(path ?? "<catalog>"):\(line):\(column): warning: \(message)"
    }

    /// What was repeated and what the merge did, without the location.
    public var message: String {
        "\(location) appears again (first on line \(firstLine)); " + outcome
    }

    /// What the merge of the occurrences did, in words.
    var outcome: String {
        guard !conflicts.isEmpty else { return "merged into one, nothing lost" }
        let kept = conflicts[0].kept == .theirs ? "line \(line)" : "line \(firstLine)"
        return "kept the values of \(kept): " + conflicts.map(describe).joined(separator: "; ")
    }

    /// `[fr] stringUnit.value "Bonjour" (line 10) over "Salut" (line 40)`.
    func describe(_ conflict: MergeConflict) -> String {
        let (first, second) = (conflict.ours?.compactText ?? "nothing", conflict.theirs?.compactText ?? "nothing")
        let place = innerLocation(of: conflict)
        let values = conflict.kept == .theirs
            ? "\(second) (line \(line)) over \(first) (line \(firstLine))"
            : "\(first) (line \(firstLine)) over \(second) (line \(line))"
        return place.isEmpty ? values : place + " " + values
    }

    /// The conflict's place below the repeated member: `[fr] stringUnit.value` below a key, the
    /// dotted path below anything else.
    func innerLocation(of conflict: MergeConflict) -> String {
        let inner = Array(conflict.location.components.dropFirst(location.components.count))
        if location.key != nil, location.language == nil, location.field.isEmpty,
           inner.count >= 2, inner[0] == "localizations" {
            return (["[\(inner[1])]"] + [inner.dropFirst(2).joined(separator: ".")]).filter { !$0.isEmpty }.joined(separator: " ")
        }
        return inner.joined(separator: ".")
    }
}

/// The result of reading a catalog: the catalog, and what the reader repaired on the way.
public struct CatalogReadResult: Sendable, Hashable {
    public var catalog: StringCatalog
    /// Members found more than once and merged, in file order. Report them: the file should be
    /// rewritten (`phrasebook format`) so that the next reader does not have to repair it.
    public var repairs: [DuplicateRepair]

    public init(catalog: StringCatalog, repairs: [DuplicateRepair] = []) {
        self.catalog = catalog
        self.repairs = repairs
    }
}

/// A member read a second time, before its place in the document is known.
struct DuplicateOccurrence {
    var name: String
    var offset: Int
    var objectStart: Int
    /// Conflicts located relative to the member.
    var conflicts: [MergeConflict]
}

extension JSONScanner {
    /// Merges a repeated member's value with the earlier one (a merge with no base: what only one
    /// holds is kept, what both hold differently conflicts) and records the repair.
    @inline(never)
    mutating func mergeDuplicate<Value: ThreeWayMergeable>(_ first: Value, _ second: Value, _ key: Key) -> Value {
        var merge = ModelMerge(preferring: duplicateResolution == .keepLast ? .theirs : .ours)
        let merged = first == second ? first : Value.mergeChanges(base: nil, ours: first, theirs: second, in: &merge)
        duplicates.append(DuplicateOccurrence(
            name: string(of: key), offset: key.offset, objectStart: key.objectStart, conflicts: merge.conflicts))
        return merged
    }

    /// Locates the repeats recorded while reading (lines, the first occurrence, the path from the
    /// root) in one walk of the document, and fails on the first unsettled conflict.
    mutating func finishRepairs() throws(CatalogReadError) -> [DuplicateRepair] {
        guard !duplicates.isEmpty else { return [] }
        var walk = MemberWalk(objects: Set(duplicates.map(\.objectStart)))
        var walker = JSONScanner(bytes: bytes, path: path)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { walker.index = 3 }
        walker.skipWhitespace()
        walker.walkValue(&walk)

        var offsets: [Int] = []
        for duplicate in duplicates {
            offsets.append(duplicate.offset)
            offsets.append(walk.firstOffsets[duplicate.objectStart]?[duplicate.name] ?? duplicate.offset)
        }
        let positions = TextPosition.linesAndColumns(of: offsets, in: bytes)
        let repairs = duplicates.map { duplicate in
            let member = (walk.paths[duplicate.objectStart] ?? []) + [duplicate.name]
            let first = walk.firstOffsets[duplicate.objectStart]?[duplicate.name] ?? duplicate.offset
            let here = positions[duplicate.offset]!
            return DuplicateRepair(
                path: path, location: MergeLocation(member), firstLine: positions[first]!.line,
                line: here.line, column: here.column,
                conflicts: duplicate.conflicts.map { conflict in
                    var conflict = conflict
                    conflict.location.components.insert(contentsOf: member, at: 0)
                    return conflict
                })
        }
        if duplicateResolution == .refuseConflicts, let index = repairs.firstIndex(where: \.droppedValues) {
            throw conflictError(repairs[index], offset: duplicates[index].offset,
                                others: repairs.count(where: \.droppedValues) - 1)
        }
        return repairs
    }

    /// The error for a repeated member whose values conflict.
    private func conflictError(_ repair: DuplicateRepair, offset: Int, others: Int) -> CatalogReadError {
        let conflict = repair.conflicts[0]
        let place = repair.innerLocation(of: conflict)
        var found = place.isEmpty ? "" : "a different \(place): "
        found += "\(conflict.theirs?.compactText ?? "nothing") here and \(conflict.ours?.compactText ?? "nothing") on line \(repair.firstLine)"
        if repair.conflicts.count > 1 { found += " (and \(repair.conflicts.count - 1) more difference\(repair.conflicts.count == 2 ? "" : "s"))" }
        if others > 0 { found += "; \(others) more repeated member\(others == 1 ? "" : "s") conflict" }
        found += "; keep one with `phrasebook format --resolve-duplicates first|last`"
        return makeError(.duplicateKey, at: offset, expected: "\(repair.location) once or repeated with compatible values",
                         found: found)
    }

    /// Skips one value, noting for the objects `walk` asks about the path from the root and where
    /// each member first occurs. The document was read successfully up to the last repeat, so the
    /// walk only needs to follow the structure.
    private mutating func walkValue(_ walk: inout MemberWalk) {
        guard let byte = current else { return }
        switch byte {
        case .openBrace:
            let objectStart = index
            let wanted = walk.objects.contains(objectStart)
            if wanted { walk.paths[objectStart] = walk.path }
            try? readObject("an object") { (scanner, key) in
                let name = scanner.string(of: key)
                if wanted, walk.firstOffsets[objectStart]?[name] == nil { walk.firstOffsets[objectStart, default: [:]][name] = key.offset }
                walk.path.append(name)
                scanner.walkValue(&walk)
                walk.path.removeLast()
            }
        case .openBracket:
            try? readArray { scanner in scanner.walkValue(&walk) }
        default:
            _ = try? readValue()
        }
    }
}

/// What `walkValue` collects.
private struct MemberWalk {
    let objects: Set<Int>
    var path: [String] = []
    var paths: [Int: [String]] = [:]
    var firstOffsets: [Int: [String: Int]] = [:]
}

extension TextPosition {
    /// Lines and columns of many offsets in one pass over the bytes.
    static func linesAndColumns(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [Int: (line: Int, column: Int)] {
        var positions: [Int: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        var index = 0
        for offset in Set(offsets).sorted() {
            while index < offset, index < bytes.count {
                if bytes[index] == .newline {
                    line += 1
                    column = 1
                } else if bytes[index] & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            positions[offset] = (line, column)
        }
        return positions
    }
}

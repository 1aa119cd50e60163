import Foundation
import StringCatalog
import TranslationExchange

/// One version of a file to merge: its bytes and the name messages give it.
public struct MergeInput: Sendable {
    public var data: Data
    /// How errors and repairs name this version (`Localizable.xcstrings (theirs)`).
    public var label: String

    public init(data: Data, label: String) {
        self.data = data
        self.label = label
    }
}

/// Three versions of one localization file merged: what a git merge driver writes and reports.
public struct FileMergeResult: Sendable {
    /// The merged content, in the form of the file's kind.
    public enum Content: Sendable {
        case catalog(StringCatalog)
        /// A `.strings` table, and whether ours was UTF-16 (little-endian when `true`, big-endian
        /// when `false`) so the merge keeps its encoding; `nil` for UTF-8.
        case strings(StringsFile, utf16LittleEndian: Bool?)
        case stringsDict(StringsDictFile)
    }

    public var content: Content
    /// Units both sides changed differently; the content holds ours' value for each.
    public var conflicts: [MergeConflict]
    /// Units one side deleted and the other edited; the content holds the edit.
    public var keptEdits: [KeptEdit]
    /// Members the input catalogs repeated (the trace of an earlier bad merge), merged on reading.
    /// For repeats that conflicted, the first occurrence was kept.
    public var repairs: [DuplicateRepair]

    /// Whether a person must look at the result: a conflict, or a repeated member whose values differed.
    public var needsAttention: Bool {
        !conflicts.isEmpty || repairs.contains(where: \.droppedValues)
    }

    /// The merged file's bytes: a catalog exactly as Xcode writes it, tables as Xcode writes them.
    public func encoded() -> Data {
        switch content {
        case .catalog(let catalog): return catalog.encoded()
        case .strings(let table, let littleEndian): return Self.reencoded(table.encoded(), utf16LittleEndian: littleEndian)
        case .stringsDict(let table): return table.encoded()
        }
    }

    /// Writes the merged file to `url` atomically, with the writer of its kind.
    public func write(to url: URL) throws {
        switch content {
        case .catalog(let catalog): try catalog.write(to: url)
        case .strings(let table, nil): try table.write(to: url)
        case .strings: try SafeFile.write(encoded(), to: url)
        case .stringsDict(let table): try table.write(to: url)
        }
    }

    /// UTF-8 text as UTF-16 with a byte order mark, when the table was UTF-16.
    private static func reencoded(_ utf8: Data, utf16LittleEndian: Bool?) -> Data {
        guard let littleEndian = utf16LittleEndian else { return utf8 }
        var output = Data(littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF])
        for unit in String(decoding: utf8, as: UTF8.self).utf16 {
            let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
            output.append(contentsOf: littleEndian ? [low, high] : [high, low])
        }
        return output
    }
}

/// The three-way merge of localization files, as `phrasebook merge BASE OURS THEIRS` runs it.
public enum LocalizationFileMerge {
    /// Merges `ours` and `theirs` with their common `base`.
    ///
    /// An empty base (git passes one when both sides added the file) means there is none. Catalogs
    /// are read with repeated members repaired (conflicting repeats keep their first occurrence and
    /// are reported in `repairs`); of theirs and the base only entries that differ from ours are read
    /// (see `StringCatalog.merged(base:ours:theirs:paths:)`).
    ///
    /// - Throws: The reader's error (`CatalogReadError`, `LegacyFormatError`) for a version that cannot
    ///   be read, naming it by its label.
    public static func merge(base: MergeInput, ours: MergeInput, theirs: MergeInput, kind: LocalizationFileKind) throws -> FileMergeResult {
        let hasBase = base.data.contains { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        switch kind {
        case .catalog:
            let result = try StringCatalog.merged(
                base: hasBase ? base.data : nil, ours: ours.data, theirs: theirs.data, paths: (base.label, ours.label, theirs.label))
            return FileMergeResult(content: .catalog(result.merge.catalog), conflicts: result.merge.conflicts,
                                   keptEdits: result.merge.keptEdits, repairs: result.repairs)
        case .strings:
            let tables = try [ours, theirs].map { try StringsFile(data: $0.data, path: $0.label) }
            let result = StringsFile.merged(base: hasBase ? try StringsFile(data: base.data, path: base.label) : nil,
                                            ours: tables[0], theirs: tables[1])
            let littleEndian: Bool? = ours.data.starts(with: [0xFF, 0xFE]) ? true : ours.data.starts(with: [0xFE, 0xFF]) ? false : nil
            return FileMergeResult(content: .strings(result.table, utf16LittleEndian: littleEndian),
                                   conflicts: result.conflicts, keptEdits: result.keptEdits, repairs: [])
        case .stringsDict:
            let tables = try [ours, theirs].map { try StringsDictFile(data: $0.data, path: $0.label) }
            let result = StringsDictFile.merged(base: hasBase ? try StringsDictFile(data: base.data, path: base.label) : nil,
                                                ours: tables[0], theirs: tables[1])
            return FileMergeResult(content: .stringsDict(result.table), conflicts: result.conflicts,
                                   keptEdits: result.keptEdits, repairs: [])
        }
    }
}

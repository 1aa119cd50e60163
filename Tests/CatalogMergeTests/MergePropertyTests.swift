import Foundation
import PropertyBased
import StringCatalog
import Testing
import TestSupport
@testable import CatalogMerge

/// Generated edits on two branches of every corpus catalog, merged: nothing is ever lost, and only
/// edits of the same unit conflict.
@Suite("Merge properties over the corpus")
struct MergePropertyTests {
    static let catalogs = Corpus.catalogFiles.filter { $0.name.hasSuffix(".xcstrings") }
    /// Scenarios per catalog and property: the corpus has some 35 catalogs, up to 1.3 MB each.
    static let scenarios = 12

    static func read(_ file: Corpus.CatalogFile) throws -> StringCatalog {
        try StringCatalog(contentsOf: file.url)
    }

    @Test("non-overlapping edits on two branches merge to the catalog with both applied", arguments: catalogs)
    func nonOverlappingEditsCombine(file: Corpus.CatalogFile) async throws {
        let base = try Self.read(file)
        await propertyCheck(count: Self.scenarios, input: Gen.uint64()) { seed in
            var (ourEdits, theirEdits) = EditGenerator.branches(of: base, seed: seed)
            let mine = ourEdits.edits(1 + Int(seed % 8))
            let others = theirEdits.edits(1 + Int(seed / 8 % 8), avoiding: mine)
            let (ours, theirs) = (base.applying(mine), base.applying(others))
            let result = StringCatalog.merged(base: base, ours: ours, theirs: theirs)
            #expect(result.conflicts.isEmpty, "\(mine) | \(others)")
            #expect(result.keptEdits.isEmpty)
            expectEqual(result.catalog, base.applying(mine + others), "\(mine) | \(others)")
            expectEqual(result.catalog, base.applying(others + mine), "\(others) | \(mine)")
            expectNothingLost(base: base, ours: ours, theirs: theirs, result: result)
        }
    }

    @Test("edits of the same units conflict exactly there, keep ours, and keep an edit over a deletion", arguments: catalogs)
    func overlappingEditsConflictExactly(file: Corpus.CatalogFile) async throws {
        let base = try Self.read(file)
        guard !base.strings.isEmpty else { return }
        await propertyCheck(count: Self.scenarios, input: Gen.uint64()) { seed in
            var (ourEdits, theirEdits) = EditGenerator.branches(of: base, seed: seed)
            // Units both branches set: to different values (conflicts) or to the same value (no conflict).
            var shared: [CatalogEdit] = []
            var clashes: [(mine: CatalogEdit, theirs: CatalogEdit)] = []
            var expectedConflicts = Set<[String]>()
            for index in 0..<(1 + Int(seed % 4)) {
                guard case .setText(let key, let language, let pluralCase, let value) = ourEdits.textEdit(of: ourEdits.keys.randomElement(using: &ourEdits.random)!),
                      !(shared + clashes.map(\.mine)).contains(where: { $0.footprint == (key, language) })
                else { continue }
                if index % 3 == 2 {
                    shared.append(.setText(key: key, language: language, pluralCase: pluralCase, value: value))
                } else {
                    let theirValue = theirEdits.freshValue()
                    clashes.append((.setText(key: key, language: language, pluralCase: pluralCase, value: value),
                                    .setText(key: key, language: language, pluralCase: pluralCase, value: theirValue)))
                    let unit = pluralCase.map { ["variations", "plural", $0.rawValue] } ?? []
                    expectedConflicts.insert(["strings", key, "localizations", language] + unit + ["stringUnit", "value"])
                }
            }
            // A key one side deletes while the other edits it.
            let touched = shared + clashes.map(\.mine)
            let deletedKey = ourEdits.keys.first { key in !touched.contains { $0.footprint.key == key } }
            var deletion: [CatalogEdit] = []
            var editOfDeleted: [CatalogEdit] = []
            if let deletedKey {
                deletion = [.removeKey(deletedKey)]
                editOfDeleted = [.setComment(key: deletedKey, comment: theirEdits.freshValue())]
            }
            let commonEdits = shared + clashes.map(\.mine) + clashes.map(\.theirs) + deletion + editOfDeleted
            let mine = shared + clashes.map(\.mine) + deletion + ourEdits.edits(Int(seed % 5), avoiding: commonEdits)
            let others = shared + clashes.map(\.theirs) + editOfDeleted
                + theirEdits.edits(Int(seed / 5 % 5), avoiding: commonEdits + mine)
            let (ours, theirs) = (base.applying(mine), base.applying(others))

            let result = StringCatalog.merged(base: base, ours: ours, theirs: theirs)
            #expect(Set(result.conflicts.map(\.location.components)) == expectedConflicts, "\(mine) | \(others)")
            #expect(result.conflicts.allSatisfy { $0.kept == .ours && $0.ours != $0.theirs })
            #expect(result.keptEdits.map(\.location.components) == deletedKey.map { [["strings", $0]] } ?? [])
            var expected = base.applying(others + mine)
            if let deletedKey { expected.strings[deletedKey] = theirs.strings[deletedKey] }
            expectEqual(result.catalog, expected, "\(mine) | \(others)")
            expectNothingLost(base: base, ours: ours, theirs: theirs, result: result)
        }
    }

    @Test("merge(base, x, x) = x, merge(base, base, x) = x and merge(base, x, base) = x", arguments: catalogs)
    func identities(file: Corpus.CatalogFile) async throws {
        let base = try Self.read(file)
        await propertyCheck(count: Self.scenarios, input: Gen.uint64()) { seed in
            var generator = EditGenerator(catalog: base, seed: seed, branch: "x")
            let x = base.applying(generator.edits(1 + Int(seed % 10)))
            for result in [StringCatalog.merged(base: base, ours: x, theirs: x),
                           StringCatalog.merged(base: base, ours: base, theirs: x),
                           StringCatalog.merged(base: base, ours: x, theirs: base)] {
                expectEqual(result.catalog, x, "identity")
                #expect(result.conflicts.isEmpty && result.keptEdits.isEmpty)
            }
        }
    }

    @Test("merging files, which reads only the entries whose bytes differ, gives the same merge as reading everything", arguments: catalogs)
    func fileMergeMatchesModelMerge(file: Corpus.CatalogFile) async throws {
        let base = try Self.read(file)
        await propertyCheck(count: Self.scenarios, input: Gen.uint64()) { seed in
            // Edits drawn independently, so they overlap at random.
            var (ourEdits, theirEdits) = EditGenerator.branches(of: base, seed: seed)
            let (ours, theirs) = (base.applying(ourEdits.edits(1 + Int(seed % 8))), base.applying(theirEdits.edits(1 + Int(seed / 8 % 8))))
            var ourData = ours.encoded()
            // Another layout (by another tool): then no entry's bytes match theirs.
            if seed % 4 == 0 {
                ourData = try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: ourData), options: [.sortedKeys])
            }
            let fromFiles = try StringCatalog.merged(base: base.encoded(), ours: ourData, theirs: theirs.encoded())
            let fromModels = StringCatalog.merged(base: base, ours: try StringCatalog(data: ourData), theirs: theirs)
            expectEqual(fromFiles.merge.catalog, fromModels.catalog, "seed \(seed)")
            #expect(fromFiles.merge.conflicts == fromModels.conflicts)
            #expect(fromFiles.merge.keptEdits == fromModels.keptEdits)
            #expect(fromFiles.repairs.isEmpty)
        }
    }

    @Test("the merge driver's file merge writes Xcode's exact bytes of the merged catalog", arguments: catalogs)
    func fileMergeWritesCanonicalBytes(file: Corpus.CatalogFile) async throws {
        let data = try Data(contentsOf: file.url)
        let base = try StringCatalog(data: data)
        await propertyCheck(count: 3, input: Gen.uint64()) { seed in
            var (ourEdits, theirEdits) = EditGenerator.branches(of: base, seed: seed)
            let mine = ourEdits.edits(4)
            let others = theirEdits.edits(4, avoiding: mine)
            let result = try LocalizationFileMerge.merge(
                base: MergeInput(data: data, label: "base"), ours: MergeInput(data: base.applying(mine).encoded(), label: "ours"),
                theirs: MergeInput(data: base.applying(others).encoded(), label: "theirs"), kind: .catalog)
            #expect(result.encoded() == base.applying(mine + others).encoded())
            #expect(!result.needsAttention)
        }
    }
}

/// Expects two catalogs to be equal, naming the first keys that differ rather than printing both.
func expectEqual(_ actual: StringCatalog, _ expected: StringCatalog, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let keys = Set(actual.strings.keys).union(expected.strings.keys).filter { actual.strings[$0] != expected.strings[$0] }
    Issue.record("catalogs differ at keys \(keys.sorted().prefix(3)) (\(keys.count) in all); \(context)", sourceLocation: sourceLocation)
}

/// Every text ours or theirs changed from the base is in the merged catalog at its place, or the
/// conflict report at that key and language holds it.
func expectNothingLost(
    base: StringCatalog, ours: StringCatalog, theirs: StringCatalog, result: CatalogMergeResult,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let (before, merged) = (texts(of: base), texts(of: result.catalog))
    for side in [texts(of: ours), texts(of: theirs)] {
        for (place, value) in side where before[place] != value && merged[place] != value {
            let reported = result.conflicts.contains { conflict in
                conflict.location.key == place.key && conflict.location.language == place.language
                    && [conflict.ours, conflict.theirs].contains { $0?.compactText.contains(value.quotedForReports.dropFirst().dropLast()) == true }
            }
            #expect(reported, "lost \(place.key) [\(place.language)] \(place.variant): \(value)", sourceLocation: sourceLocation)
        }
    }
}

/// Every text of a catalog by key, language and case.
func texts(of catalog: StringCatalog) -> [TextPlace: String] {
    var texts: [TextPlace: String] = [:]
    for (key, entry) in catalog.strings {
        for (language, localization) in entry.localizations {
            for unit in localization.translationUnits {
                texts[TextPlace(key: key, language: language, variant: unit.variant)] = unit.unit.value
            }
        }
    }
    return texts
}

struct TextPlace: Hashable {
    var key: String
    var language: String
    var variant: String
}

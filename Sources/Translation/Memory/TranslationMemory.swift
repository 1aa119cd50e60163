import CatalogChecks
import StringCatalog

/// Where memory entries come from: the project's reviewed translations (``ProjectMemory``), a TMX file.
package protocol TranslationMemorySource {
    /// The entries, or an error saying why they can't be read (file, line, column where known).
    func memoryEntries() throws -> [MemoryEntry]
}

/// Translations people made, looked up by source text: exact matches are reused before any engine is called;
/// close ones (similarity ≥ 0.8) are only ever offered as suggestions, never written.
package struct TranslationMemory: Sendable {
    /// Entries by language pair (normalized tags), then by source.
    private var exact: [LanguagePair: [MemoryKey: [MemoryEntry]]] = [:]
    /// Plain-text entries by language pair, for fuzzy matching.
    private var plain: [LanguagePair: [MemoryEntry]] = [:]
    package private(set) var count = 0

    private struct LanguagePair: Hashable {
        var source: String
        var target: String
        init(_ source: String, _ target: String) {
            self.source = CatalogLanguage.normalized(source)
            self.target = CatalogLanguage.normalized(target)
        }
    }

    package init(entries: [MemoryEntry] = []) {
        add(entries)
    }

    package mutating func add(_ entries: [MemoryEntry]) {
        for entry in entries {
            let pair = LanguagePair(entry.sourceLanguage, entry.targetLanguage)
            exact[pair, default: [:]][entry.source, default: []].append(entry)
            if entry.source.plainText != nil { plain[pair, default: []].append(entry) }
            count += 1
        }
    }

    /// The translation people gave `source` most often (the first of them on a tie, in the order entries
    /// were added), or `nil`; entries from `excluded` (the unit being translated itself) don't count.
    package func exactMatch(for source: MemoryKey, from sourceLanguage: String, to targetLanguage: String, excluding excluded: String? = nil) -> MemoryEntry? {
        let candidates = (exact[LanguagePair(sourceLanguage, targetLanguage)]?[source] ?? []).filter { $0.origin != excluded }
        guard !candidates.isEmpty else { return nil }
        var votes: [Localization: Int] = [:]
        for candidate in candidates { votes[candidate.target, default: 0] += 1 }
        let best = votes.values.max()!
        return candidates.first { votes[$0.target] == best }
    }

    /// Entries whose plain source text is at least `minimum` similar to `text` (and not identical), most
    /// similar first, at most `limit`.
    package func fuzzyMatches(
        for text: String, from sourceLanguage: String, to targetLanguage: String, minimum: Double = 0.8, limit: Int = 5, excluding excluded: String? = nil
    ) -> [(entry: MemoryEntry, similarity: Double)] {
        guard let entries = plain[LanguagePair(sourceLanguage, targetLanguage)] else { return [] }
        let needle = Array(text.unicodeScalars)
        var found: [(MemoryEntry, Double)] = []
        var seen: Set<String> = []
        for entry in entries {
            guard let candidate = entry.source.plainText, candidate != text, entry.origin != excluded else { continue }
            let similarity = Similarity.ratio(needle, Array(candidate.unicodeScalars), atLeast: minimum)
            guard let similarity, similarity >= minimum else { continue }
            let value = entry.target.stringUnit?.value ?? ""
            if seen.insert(candidate + "\u{1F}" + value).inserted { found.append((entry, similarity)) }
        }
        return Array(found.sorted { $0.1 > $1.1 }.prefix(limit))
    }
}

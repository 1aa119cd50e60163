import Foundation

/// Where each entry of a catalog's `strings` lies in the file, for a merge that reads only the
/// entries that differ between versions.
package struct SkimmedEntries {
    /// Byte ranges of the entries' values, by key.
    package var ranges: [String: Range<Int>] = [:]
    /// Whether a key appeared twice; the ranges are then not enough to merge.
    package var hasRepeatedKey = false
}

extension JSONScanner {
    /// Reads the `strings` object locating each entry without reading it.
    mutating func skimEntries() throws(CatalogReadError) {
        var skimmed = skimmedEntries ?? SkimmedEntries()
        try readObject("an object for \"strings\"") { (scanner, key) throws(CatalogReadError) in
            let start = scanner.index
            try scanner.skipValueStructure()
            if skimmed.ranges.updateValue(start..<scanner.index, forKey: scanner.string(of: key)) != nil {
                skimmed.hasRepeatedKey = true
            }
        }
        skimmedEntries = skimmed
    }

    /// Moves past one object or array following only its structure (strings, brackets), without
    /// validating or decoding what it holds: whatever of it is used is read properly later. Strings
    /// are crossed with `memchr`, which is most of a catalog's bytes.
    mutating func skipValueStructure() throws(CatalogReadError) {
        guard let first = current, first == .openBrace || first == .openBracket, let base = bytes.baseAddress else {
            _ = try readValue()
            return
        }
        let count = bytes.count
        var position = index
        var depth = 0
        while position < count {
            switch base[position] {
            case .quote:
                guard let end = Self.closingQuote(after: position, in: base, count: count) else {
                    index = count
                    throw failure(expected: "'\"' to close the string")
                }
                position = end
            case .openBrace, .openBracket:
                depth += 1
            case .closeBrace, .closeBracket:
                depth -= 1
                if depth == 0 {
                    index = position + 1
                    return
                }
            default:
                break
            }
            position += 1
        }
        index = count
        throw failure(expected: "the end of the object")
    }

    /// The offset of the quote closing the string that opens at `start`: the next quote not escaped
    /// by an odd number of backslashes.
    private static func closingQuote(after start: Int, in base: UnsafePointer<UInt8>, count: Int) -> Int? {
        var from = start + 1
        while from < count, let found = memchr(base + from, Int32(UInt8.quote), count - from) {
            let quote = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            var backslashes = 0
            while quote - backslashes - 1 > start, base[quote - backslashes - 1] == .backslash { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return nil
    }
}

extension StringCatalog {
    /// The catalog's top-level fields, its entries left unread (`strings` is empty), and where each
    /// entry's bytes are.
    package static func skim(_ bytes: UnsafeBufferPointer<UInt8>, path: String?) throws(CatalogReadError) -> (catalog: StringCatalog, entries: SkimmedEntries) {
        var scanner = JSONScanner(bytes: bytes, path: path)
        scanner.skimmedEntries = SkimmedEntries()
        let catalog = try scanner.readDocument()
        var entries = scanner.skimmedEntries!
        if !scanner.duplicates.isEmpty { entries.hasRepeatedKey = true }
        return (catalog, entries)
    }

    /// Reads the entry whose value is at `range` of a file, with any repeated member in it repaired.
    package static func readEntry(
        at range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, path: String?
    ) throws(CatalogReadError) -> (entry: CatalogEntry, repairs: [DuplicateRepair]) {
        var scanner = JSONScanner(bytes: bytes, path: path)
        scanner.duplicateResolution = .keepFirst
        scanner.index = range.lowerBound
        let entry = try scanner.readEntry()
        return (entry, try scanner.finishRepairs())
    }
}

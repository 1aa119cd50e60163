import CatalogChecks
import CatalogSync
import Foundation
import ProjectConfiguration
import SourceScanner

/// What extraction rules look at: the plan of what extraction would write, the strings found (for where
/// the code uses a key) and the lines of the catalogs as read (for where a catalog holds one).
public struct ExtractionContext: Sendable {
    public var plan: CatalogUpdatePlan
    /// Every string extraction found, in file and source order.
    public var strings: [ExtractedString]
    /// The first string found for each table and key.
    private let firstStrings: [TableKey: ExtractedString]
    /// The line index of each catalog read, by file path.
    private let catalogLines: [String: CatalogLineIndex]

    private struct TableKey: Hashable {
        var table: String
        var key: String
    }

    public init(plan: CatalogUpdatePlan, strings: [ExtractedString], catalogLines: [String: CatalogLineIndex]) {
        self.plan = plan
        self.strings = strings
        var first: [TableKey: ExtractedString] = [:]
        for string in strings where first[TableKey(table: string.table, key: string.key)] == nil {
            first[TableKey(table: string.table, key: string.key)] = string
        }
        firstStrings = first
        self.catalogLines = catalogLines
    }

    /// The first string the code uses `key` of `table` in, if any.
    public func firstUse(of key: String, in table: String) -> ExtractedString? {
        firstStrings[TableKey(table: table, key: key)]
    }

    /// Where the catalog at `url` holds `key`, when it was read in Xcode's layout.
    public func location(of key: String, inCatalogAt url: URL) -> (line: Int, column: Int)? {
        catalogLines[url.standardizedFileURL.path]?.location(key: key, language: nil)
    }
}

import Foundation
import StringCatalog

/// Reads a legacy table (`<language>.lproj/<name>.strings` and `.stringsdict`) for lookups, converted by
/// `LegacyMigration` as Xcode migrates tables. Tables Xcode compiled into an app bundle are binary property
/// lists, which the text readers don't take: those are re-encoded first.
enum LegacyTableReader {
    static func read(named name: String, lprojFolders: [URL], sourceLanguage: String) throws -> StringCatalog {
        var tables: [LegacyTable] = []
        for folder in lprojFolders.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let strings = try file(folder.appendingPathComponent(name + ".strings")) { data, path in
                if isBinaryPropertyList(data) {
                    guard let pairs = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
                        throw CocoaError(.propertyListReadCorrupt, userInfo: [NSFilePathErrorKey: path])
                    }
                    return StringsFile(entries: pairs.sorted { $0.key < $1.key }.map { StringsFile.Entry(key: $0.key, value: $0.value) })
                }
                return try StringsFile(data: data, path: path)
            }
            let stringsDict = try file(folder.appendingPathComponent(name + ".stringsdict")) { data, path in
                try StringsDictFile(data: try binaryPropertyListAsXML(data) ?? data, path: path)
            }
            guard strings != nil || stringsDict != nil else { continue }
            tables.append(LegacyTable(language: folder.deletingPathExtension().lastPathComponent, strings: strings, stringsDict: stringsDict))
        }
        return StringCatalog.migrating(tables, sourceLanguage: sourceLanguage).catalog
    }

    private static func file<File>(_ url: URL, _ read: (Data, String) throws -> File) throws -> File? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try read(try Data(contentsOf: url), url.path)
    }

    /// A binary property list re-encoded as XML for the `.stringsdict` reader; `nil` for text files.
    private static func binaryPropertyListAsXML(_ data: Data) throws -> Data? {
        guard isBinaryPropertyList(data) else { return nil }
        let object = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
    }

    private static func isBinaryPropertyList(_ data: Data) -> Bool {
        data.starts(with: Array("bplist00".utf8))
    }
}

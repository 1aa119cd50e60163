import Foundation
import StringCatalog

/// Reads a legacy table (`<language>.lproj/<name>.strings` and `.stringsdict`) into a catalog model for
/// lookups: `.strings` values become plain localizations, `.stringsdict` formats become substitutions with
/// plural variations, device-specific rules become device variations. Only what lookups need is kept.
/// Tables Xcode compiled into an app bundle are binary property lists; those are read too.
enum LegacyTableReader {
    static func read(named name: String, lprojFolders: [URL], sourceLanguage: String) throws -> StringCatalog {
        var strings: [String: CatalogEntry] = [:]
        for folder in lprojFolders.sorted(by: { $0.path < $1.path }) {
            let language = folder.deletingPathExtension().lastPathComponent
            let tag = language == "Base" ? sourceLanguage : language.replacingOccurrences(of: "_", with: "-")
            let stringsURL = folder.appendingPathComponent(name + ".strings")
            if FileManager.default.fileExists(atPath: stringsURL.path) {
                for (key, value) in try stringsValues(at: stringsURL) {
                    strings[key, default: CatalogEntry()].localizations[tag] = .text(value)
                }
            }
            let dictURL = folder.appendingPathComponent(name + ".stringsdict")
            if FileManager.default.fileExists(atPath: dictURL.path) {
                // A .stringsdict entry wins over a .strings entry with the same key, as in Foundation.
                let data = try Data(contentsOf: dictURL)
                let file = try StringsDictFile(data: try binaryPropertyListAsXML(data) ?? data, path: dictURL.path)
                for entry in file.entries {
                    if let localization = localization(entry.value) {
                        strings[entry.key, default: CatalogEntry()].localizations[tag] = localization
                    }
                }
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, strings: strings)
    }

    /// A `.strings` file's pairs, from text or from a compiled binary property list.
    private static func stringsValues(at url: URL) throws -> [(String, String)] {
        let data = try Data(contentsOf: url)
        guard isBinaryPropertyList(data) else {
            return try StringsFile(data: data, path: url.path).entries.map { ($0.key, $0.value) }
        }
        guard let dictionary = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
            throw CocoaError(.propertyListReadCorrupt, userInfo: [NSFilePathErrorKey: url.path])
        }
        return dictionary.sorted { $0.key < $1.key }
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

    private static func localization(_ value: StringsDictValue) -> Localization? {
        switch value {
        case .text(let text):
            return .text(text)
        case .format(let format):
            let substitutions = format.variables.mapValues { variable in
                Substitution(formatSpecifier: variable.valueType,
                             variations: Variations(plural: variable.forms.mapValues { Localization.text($0) }))
            }
            return Localization(stringUnit: StringUnit(state: .translated, value: format.formatKey), substitutions: substitutions)
        case .deviceSpecific(let devices):
            let cases = devices.compactMapValues(localization)
            return cases.isEmpty ? nil : Localization(variations: Variations(device: cases))
        case .other:
            return nil
        }
    }
}

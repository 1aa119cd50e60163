import Foundation
import StringCatalog

/// Reads a legacy table (`<language>.lproj/<name>.strings` and `.stringsdict`) into a catalog model for
/// lookups: `.strings` values become plain localizations, `.stringsdict` formats become substitutions with
/// plural variations, device-specific rules become device variations. Only what lookups need is kept.
enum LegacyTableReader {
    static func read(named name: String, lprojFolders: [URL], sourceLanguage: String) throws -> StringCatalog {
        var strings: [String: CatalogEntry] = [:]
        for folder in lprojFolders.sorted(by: { $0.path < $1.path }) {
            let language = folder.deletingPathExtension().lastPathComponent
            let tag = language == "Base" ? sourceLanguage : language.replacingOccurrences(of: "_", with: "-")
            let stringsURL = folder.appendingPathComponent(name + ".strings")
            if FileManager.default.fileExists(atPath: stringsURL.path) {
                for entry in try StringsFile(contentsOf: stringsURL).entries {
                    strings[entry.key, default: CatalogEntry()].localizations[tag] = .text(entry.value)
                }
            }
            let dictURL = folder.appendingPathComponent(name + ".stringsdict")
            if FileManager.default.fileExists(atPath: dictURL.path) {
                // A .stringsdict entry wins over a .strings entry with the same key, as in Foundation.
                for entry in try StringsDictFile(contentsOf: dictURL).entries {
                    if let localization = localization(entry.value) {
                        strings[entry.key, default: CatalogEntry()].localizations[tag] = localization
                    }
                }
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, strings: strings)
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

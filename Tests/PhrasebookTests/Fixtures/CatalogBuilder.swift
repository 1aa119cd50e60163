import Foundation
import Phrasebook
import StringCatalog

/// Small helpers to write catalog fixtures as model values.
enum Fixture {
    static func text(_ value: String, _ state: TranslationState = .translated) -> Localization {
        .text(value, state: state)
    }

    static func plural(_ cases: [PluralCategory: String], state: TranslationState = .translated) -> Localization {
        Localization(variations: Variations(plural: cases.mapValues { .text($0, state: state) }))
    }

    static func device(_ cases: [DeviceKind: Localization]) -> Localization {
        Localization(variations: Variations(device: cases))
    }

    static func entry(_ localizations: [String: Localization], shouldTranslate: Bool? = nil) -> CatalogEntry {
        CatalogEntry(shouldTranslate: shouldTranslate, localizations: localizations)
    }

    static func table(_ strings: [String: CatalogEntry], source: String = "en", name: String = "Localizable") -> LocalizationTable {
        LocalizationTable(name: name, catalog: StringCatalog(sourceLanguage: source, strings: strings))
    }

    /// A localizer that records issues instead of printing them.
    static func localizer(_ tables: [LocalizationTable], _ languages: [String], device: DeviceKind = .other,
                          policy: TranslationPolicy = .default, issues: IssueLog? = nil) -> Localizer {
        let log = issues ?? IssueLog()
        return Localizer(tables: tables, languages: languages, device: device, policy: policy, reportIssue: { log.append($0) })
    }

    /// Formats `format` with `arguments` as the localizer does for a key no table has.
    static func format(_ format: String, _ arguments: [FormatValue], language: String = "en") -> String {
        localizer([], [language]).string(forKey: format, arguments: arguments)
    }
}

/// Collects reported issues, thread-safely.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [LocalizationIssue] = []

    func append(_ issue: LocalizationIssue) { lock.withLock { stored.append(issue) } }
    var issues: [LocalizationIssue] { lock.withLock { stored } }
}

import Foundation

extension Localizer {
    /// The localized string of a `LocalizedStringResource`, as Xcode's generated string symbols make them:
    /// `localizer.string(.landmarks(count: 42))`.
    ///
    /// On Apple platforms Foundation looks the resource up in its bundle (compiled from the catalog by Xcode or
    /// SwiftPM), in this localizer's first language; the localizer's tables, policy and device don't apply there.
    /// Elsewhere its key is looked up in this localizer's tables (the resource's table, `Localizable` when it
    /// names none), with per-string fallback, and its default value is shown when no table has the key.
    @_disfavoredOverload
    public func string(_ resource: LocalizedStringResource) -> String {
        #if canImport(Darwin)
        var resource = resource
        // The first language, not `locale`: that may be a formatting locale of another language.
        resource.locale = languages.first.map { Locale(identifier: $0) } ?? locale
        return String(localized: resource)
        #else
        return string(forKey: resource.key, defaultValue: resource.defaultValue, table: resource.table ?? "Localizable")
        #endif
    }
}

#if !canImport(Darwin)
extension String {
    /// The localized string of a resource, as Foundation's `String(localized:)` gives it on Apple platforms:
    /// looked up in the tables of the resource's bundle (its `.xcstrings` files and `.lproj` folders), in the
    /// resource's locale when one was set, else in the user's preferred languages, negotiated against the
    /// languages the tables have.
    ///
    /// For a language the user picked in the app, or languages released in phases, build a ``Localizer``
    /// from ``LanguageSettings`` and call ``Localizer/string(_:)-(LocalizedStringResource)`` instead.
    public init(localized resource: LocalizedStringResource) {
        self = ResourceLocalizers.shared.localizer(for: resource).string(resource)
    }
}

/// The localizers `String(localized:)` uses: each bundle's tables read once, and one localizer per bundle and
/// list of preferred languages.
final class ResourceLocalizers: @unchecked Sendable {
    static let shared = ResourceLocalizers()

    private struct Request: Hashable {
        var folder: URL?
        var languages: [String]
    }

    // Guards both dictionaries; the localizers themselves are immutable.
    private let lock = NSLock()
    private var localizers: [Request: Localizer] = [:]
    private var tables: [URL?: [LocalizationTable]] = [:]

    func localizer(for resource: LocalizedStringResource) -> Localizer {
        let languages = resource.chosenLocale.map { [$0.identifier] } ?? PreferredLanguages.system.map(\.identifier)
        let request = Request(folder: resource.resourcesFolder, languages: languages)
        lock.lock()
        defer { lock.unlock() }
        if let known = localizers[request] { return known }
        let localizer = Localizer(tables: tables(in: request.folder), preferredLanguages: languages)
        localizers[request] = localizer
        return localizer
    }

    /// The bundle's tables; none, with a warning on standard error, when one can't be read (the keys' default
    /// values are then shown).
    private func tables(in folder: URL?) -> [LocalizationTable] {
        if let known = tables[folder] { return known }
        var found: [LocalizationTable] = []
        if let folder {
            do {
                found = try LocalizationTable.tables(inDirectory: folder)
            } catch {
                FileHandle.standardError.write(Data("phrasebook: warning: the tables in \(folder.path) can't be read, so their default values are shown: \(error)\n".utf8))
            }
        }
        tables[folder] = found
        return found
    }
}
#endif

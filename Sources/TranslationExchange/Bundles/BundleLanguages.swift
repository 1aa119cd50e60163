import Foundation
import Phrasebook
import StringCatalog

/// Removes the languages an app has not released from a built app bundle, so that Foundation's own lookup
/// (`Text("…")`, `String(localized:)`, `Bundle.preferredLocalizations`) can only choose released languages:
/// a Spanish device sees the development language while Spanish is kept in the catalog but not released.
///
/// Every `LANG.lproj` folder in the bundle (the app's, and those of its frameworks, extensions and resource
/// bundles) whose language is not kept is removed, and so are the `CFBundleLocalizations` entries of every
/// `Info.plist` (binary or XML, written back in the same format through `SafeFile`). `Base.lproj`, the
/// bundle's development region (`CFBundleDevelopmentRegion`) and folders that don't name a language are
/// always kept. Everything is read and checked before anything changes.
public struct BundleLanguagePruning: Sendable {
    /// An `Info.plist` whose `CFBundleLocalizations` loses entries.
    public struct PropertyListChange: Sendable {
        public var file: URL
        public var removedLocalizations: [String]
        /// The new file contents, in the file's own format.
        let contents: Data
    }

    /// The bundle folder.
    public let bundle: URL
    /// The languages kept, as given, with the development region added when it was missing.
    public let keptLanguages: [String]
    /// The `.lproj` folders to remove, the bundle's own first, then by path.
    public let removedFolders: [URL]
    public let propertyListChanges: [PropertyListChange]

    /// The languages that lose their folders or entries, sorted.
    public var removedLanguages: [String] {
        let folders = removedFolders.map { $0.deletingPathExtension().lastPathComponent }
        return Array(Set(folders + propertyListChanges.flatMap(\.removedLocalizations))).sorted()
    }

    /// Whether the bundle already holds only kept languages.
    public var isEmpty: Bool { removedFolders.isEmpty && propertyListChanges.isEmpty }

    /// Works out what to remove from `bundle` to keep only `languages`; changes nothing.
    /// - Throws: `BundleLanguagesError` when the bundle is not a folder or an `Info.plist` can't be read.
    public init(bundle: URL, keeping languages: [String]) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: bundle.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw BundleLanguagesError(path: bundle.relativePath, reason: "no such app bundle folder")
        }
        guard !languages.isEmpty else { throw BundleLanguagesError(path: bundle.relativePath, reason: "no language to keep") }
        self.bundle = bundle
        var folders: [URL] = []
        var propertyLists: [URL] = []
        Self.walk(bundle, folders: &folders, propertyLists: &propertyLists)

        var kept = languages
        var plists: [(url: URL, list: [String: Any], format: PropertyListSerialization.PropertyListFormat)] = []
        for url in propertyLists {
            let data = try SafeFile.read(url, displayedAs: url.relativePath)
            var format = PropertyListSerialization.PropertyListFormat.xml
            let list: Any
            do {
                list = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            } catch {
                throw BundleLanguagesError(path: url.relativePath, reason: "not a property list (expected a binary or XML Info.plist)")
            }
            guard let dictionary = list as? [String: Any] else { continue }
            if let region = dictionary["CFBundleDevelopmentRegion"] as? String, !Self.contains(kept, region) { kept.append(region) }
            plists.append((url, dictionary, format))
        }
        keptLanguages = kept

        removedFolders = folders.filter { !Self.keeps(kept, folderLanguage: $0.deletingPathExtension().lastPathComponent) }
            .sorted { ($0.pathComponents.count, $0.path) < ($1.pathComponents.count, $1.path) }
        var changes: [PropertyListChange] = []
        for (url, dictionary, format) in plists {
            guard let localizations = dictionary["CFBundleLocalizations"] as? [Any] else { continue }
            let names = localizations.map { "\($0)" }
            let removed = names.filter { !Self.keeps(kept, folderLanguage: $0) }
            guard !removed.isEmpty else { continue }
            var updated = dictionary
            updated["CFBundleLocalizations"] = names.filter { Self.keeps(kept, folderLanguage: $0) }
            let contents = try PropertyListSerialization.data(fromPropertyList: updated, format: format, options: 0)
            changes.append(PropertyListChange(file: url, removedLocalizations: removed, contents: contents))
        }
        propertyListChanges = changes
    }

    /// Writes the property lists, then removes the folders.
    public func apply() throws {
        for change in propertyListChanges { try SafeFile.write(change.contents, to: change.file) }
        for folder in removedFolders {
            do {
                try FileManager.default.removeItem(at: folder)
            } catch {
                throw BundleLanguagesError(path: folder.relativePath, reason: "cannot remove the folder (\(error.localizedDescription))")
            }
        }
    }

    // MARK: Languages

    /// Whether an `.lproj` name (or a `CFBundleLocalizations` entry) is kept: `Base`, names that are not
    /// languages, and languages in `kept` (`pt_BR` and `pt-BR` alike; `English` for `en`).
    static func keeps(_ kept: [String], folderLanguage name: String) -> Bool {
        if name == "Base" { return true }
        guard let tag = languageTag(of: name) else { return true }
        return contains(kept, tag.identifier)
    }

    private static func contains(_ languages: [String], _ name: String) -> Bool {
        guard let tag = languageTag(of: name) else { return languages.contains(name) }
        return languages.contains { languageTag(of: $0) == tag }
    }

    /// The language an `.lproj` folder names: a BCP 47 or POSIX tag, or one of the English names old
    /// projects used; `nil` for other names.
    static func languageTag(of name: String) -> LanguageTag? {
        if let legacy = legacyNames[name] { return LanguageTag(legacy) }
        guard let tag = LanguageTag(name), (2...3).contains(tag.language.count) else { return nil }
        return tag.base
    }

    private static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Spanish": "es", "Italian": "it", "Japanese": "ja", "Dutch": "nl",
    ]

    // MARK: Walking the bundle

    /// Collects `.lproj` folders (without looking inside them) and `Info.plist` files, not following links.
    private static func walk(_ folder: URL, folders: inout [URL], propertyLists: inout [URL]) {
        let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])) ?? []
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let values = try? child.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true { continue }
            if values?.isDirectory == true {
                if child.pathExtension == "lproj" { folders.append(child) } else { walk(child, folders: &folders, propertyLists: &propertyLists) }
            } else if child.lastPathComponent == "Info.plist" {
                propertyLists.append(child)
            }
        }
    }
}

/// Why a bundle's languages could not be pruned; nothing was changed.
public struct BundleLanguagesError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): error: \(reason)" }
}

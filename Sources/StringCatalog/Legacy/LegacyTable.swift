import Foundation

/// One strings table in one language as legacy files: `LANG.lproj/TABLE.strings` and
/// `LANG.lproj/TABLE.stringsdict`. Either file may be absent.
public struct LegacyTable: Sendable, Hashable {
    /// The language, as the `.lproj` folder names it (`en`, `pt-BR`, `zh-Hans`, `Base`).
    public var language: String
    /// `TABLE.strings`: plain strings.
    public var strings: StringsFile?
    /// `TABLE.stringsdict`: plural and device rules.
    public var stringsDict: StringsDictFile?

    public init(language: String, strings: StringsFile? = nil, stringsDict: StringsDictFile? = nil) {
        self.language = language
        self.strings = strings
        self.stringsDict = stringsDict
    }

    /// The names of the tables in a folder's `LANG.lproj` subfolders (`Localizable` for
    /// `en.lproj/Localizable.strings`), sorted.
    public static func tableNames(in directory: URL) throws -> [String] {
        let manager = FileManager.default
        var names: Set<String> = []
        for folder in try manager.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) where folder.pathExtension == "lproj" {
            for file in try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            where file.pathExtension == "strings" || file.pathExtension == "stringsdict" {
                names.insert(file.deletingPathExtension().lastPathComponent)
            }
        }
        return names.sorted()
    }

    /// Reads table `name` from every `*.lproj` folder in `directory` that has `name.strings` or
    /// `name.stringsdict`, sorted by language.
    /// - Throws: `LegacyFormatError` for the first file that can't be read.
    public static func read(tableNamed name: String, in directory: URL) throws -> [LegacyTable] {
        let folders = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "lproj" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try folders.compactMap { folder in
            let stringsURL = folder.appendingPathComponent(name + ".strings")
            let stringsDictURL = folder.appendingPathComponent(name + ".stringsdict")
            let exists = { (url: URL) in FileManager.default.fileExists(atPath: url.path) }
            guard exists(stringsURL) || exists(stringsDictURL) else { return nil }
            return LegacyTable(
                language: languageTag(forLprojName: folder.deletingPathExtension().lastPathComponent),
                strings: exists(stringsURL) ? try StringsFile(contentsOf: stringsURL) : nil,
                stringsDict: exists(stringsDictURL) ? try StringsDictFile(contentsOf: stringsDictURL) : nil)
        }
    }

    /// The language tag an `.lproj` folder name stands for: `pt_BR` is `pt-BR`, and the English names
    /// of old projects (`English.lproj`, `French.lproj`, …) are their ISO codes, as Foundation reads them.
    /// `Base` stays `Base`.
    public static func languageTag(forLprojName name: String) -> String {
        let legacyNames = [
            "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
            "Italian": "it", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv",
            "Danish": "da", "Finnish": "fi", "Korean": "ko", "Russian": "ru", "Polish": "pl",
        ]
        return legacyNames[name] ?? name.replacingOccurrences(of: "_", with: "-")
    }

    /// Writes `LANG.lproj/name.strings` and `.stringsdict` into `directory` (each atomically), creating
    /// the folder when needed. Files for an absent part are not written; returns the files written.
    /// - Throws: `InvalidLanguageTag` when the language is not a well-formed tag, `FileAccessError` when a
    ///   file would lie outside `directory`; nothing is written then.
    @discardableResult
    public func write(tableNamed name: String, to directory: URL) throws -> [URL] {
        try InvalidLanguageTag.check(language, from: "the table's language")
        let folder = try ContainedPath.url([language + ".lproj"], inside: directory)
        let stringsURL = try ContainedPath.url([language + ".lproj", name + ".strings"], inside: directory)
        let stringsDictURL = try ContainedPath.url([language + ".lproj", name + ".stringsdict"], inside: directory)
        try SafeFile.createFolder(folder)
        var written: [URL] = []
        if let strings {
            let url = stringsURL
            try strings.write(to: url)
            written.append(url)
        }
        if let stringsDict {
            let url = stringsDictURL
            try stringsDict.write(to: url)
            written.append(url)
        }
        return written
    }
}

/// Something a conversion between legacy tables and a catalog could not carry over exactly.
public struct LegacyConversionIssue: Sendable, Hashable, CustomStringConvertible {
    /// The language of the table the issue is about.
    public var language: String
    /// The key the issue is about.
    public var key: String
    /// What happened, in words.
    public var message: String

    public init(language: String, key: String, message: String) {
        self.language = language
        self.key = key
        self.message = message
    }

    public var description: String { "\(language): '\(key)': \(message)" }
}

import Foundation
import StringCatalog

extension LegacyTable {
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

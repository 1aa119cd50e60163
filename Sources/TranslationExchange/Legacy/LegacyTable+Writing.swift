import Foundation
import StringCatalog

extension LegacyTable {
    /// Writes `LANG.lproj/name.strings` and `.stringsdict` into `directory` (each atomically), creating
    /// the folder when needed. Files for an absent part are not written; returns the files written.
    @discardableResult
    public func write(tableNamed name: String, to directory: URL) throws -> [URL] {
        let folder = directory.appendingPathComponent(language + ".lproj")
        try SafeFile.createFolder(folder)
        var written: [URL] = []
        if let strings {
            let url = folder.appendingPathComponent(name + ".strings")
            try strings.write(to: url)
            written.append(url)
        }
        if let stringsDict {
            let url = folder.appendingPathComponent(name + ".stringsdict")
            try stringsDict.write(to: url)
            written.append(url)
        }
        return written
    }
}

import CatalogChecks
import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

/// One catalog as the editor holds it: the file's last known content, every key's status per language and
/// every finding by key, kept current as saves land and as the file changes on disk.
struct OpenCatalog {
    let url: URL
    /// The path as messages and the page show it.
    let path: String
    let table: String
    private(set) var catalog: StringCatalog
    /// The file's content as last read or written (empty when not known): what ``catalog`` was read from.
    private(set) var text: Data
    /// The keys in Xcode's order, as the work list shows them.
    private(set) var sortedKeys: [String] = []
    /// What identifies the file's content on disk, to notice a `git pull` or an Xcode save.
    private(set) var stamp: FileStamp?
    /// By language: each key's status, the source language left out.
    private(set) var statuses: [String: KeyStatuses] = [:]
    /// The release status of each language under check, in order.
    private(set) var languages: [(code: String, status: LanguageCoverage.ReleaseStatus)] = []
    /// Findings by key (a finding about the whole catalog has no key and is left out).
    private(set) var findings: [String: [Diagnostic]] = [:]

    init(_ project: ProjectCatalog, checker: CatalogChecker) {
        url = project.url
        path = project.path
        table = project.table
        catalog = project.catalog
        text = project.text
        stamp = FileStamp(url)
        recheck(with: checker, text: project.text)
    }

    /// The catalog as it is now, as the project model holds catalogs.
    var projectCatalog: ProjectCatalog {
        ProjectCatalog(url: url, path: path, catalog: catalog, text: Data())
    }

    /// Runs every check over the whole catalog.
    mutating func recheck(with checker: CatalogChecker, text: Data?) {
        sortedKeys = XcodeKeyOrder.sorted(catalog.strings.keys)
        let all = checker.statuses(of: catalog)
        languages = all.map { ($0.language, $0.status) }
        statuses = Dictionary(all.map { ($0.language, $0) }, uniquingKeysWith: { first, _ in first })
        findings = Dictionary(grouping: checker.check(catalog, file: path, text: text).diagnostics.filter { $0.key != nil }) { $0.key! }
    }

    /// Re-reads the file when it changed on disk since it was last read or written. A file that can't be
    /// read now (a merge in progress) leaves the last good content in place and says why.
    mutating func reloadIfChanged(with checker: CatalogChecker) -> String? {
        let now = FileStamp(url)
        guard now != stamp else { return nil }
        do {
            let read = try ProjectCatalog.read(url, path: path)
            catalog = read.catalog
            self.text = read.text
            stamp = now
            recheck(with: checker, text: read.text)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// Takes in a catalog just written: the edited key is checked again on its own (the whole catalog
    /// when `wholeCatalogChanged`, because the file had changed on disk too).
    mutating func replace(with written: StringCatalog, text: Data, editedKey key: String, wholeCatalogChanged: Bool, checker: CatalogChecker) {
        catalog = written // a save changes one key's content, never the keys, unless the file changed on disk too
        self.text = text
        // Taken after SafeFile let go of the file: another writer may have come in between. The stamp is kept only
        // when the file still holds what was written, so such a change is read on the next request.
        let now = FileStamp(url)
        stamp = (try? Data(contentsOf: url)) == text ? now : nil
        if wholeCatalogChanged {
            recheck(with: checker, text: text)
            return
        }
        let single = Self.singleKeyCatalog(written, key: key)
        let keyStatuses = Dictionary(checker.statuses(of: single).map { ($0.language, $0.byKey[key]) }, uniquingKeysWith: { first, _ in first })
        let entry = written.strings[key]
        for language in statuses.keys {
            let status = keyStatuses[language] ?? (entry?.needsTranslation == true ? .missing : nil)
            statuses[language]!.byKey[key] = status
        }
        findings[key] = checker.check(single).diagnostics.filter { $0.key == key }
    }

    /// A catalog holding only `key` (or nothing), with the source language of `catalog`: what checks of one
    /// key run on. Rules across keys (inconsistent translations) wait for the next whole check.
    static func singleKeyCatalog(_ catalog: StringCatalog, key: String, entry: CatalogEntry? = nil) -> StringCatalog {
        StringCatalog(sourceLanguage: catalog.sourceLanguage, strings: (entry ?? catalog.strings[key]).map { [key: $0] } ?? [:])
    }
}

/// What changes when a file is replaced or rewritten: its inode, size and modification time.
struct FileStamp: Equatable {
    let inode: Int
    let size: Int
    let modified: Date

    init?(_ url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path) else { return nil }
        inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0
        size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        modified = attributes[.modificationDate] as? Date ?? .distantPast
    }
}

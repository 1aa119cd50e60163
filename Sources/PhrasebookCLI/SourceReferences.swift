import Foundation
import ProjectConfiguration
import SourceScanner
import TranslationExchange

/// Where the project's Swift sources use each key, for gettext's `#:` lines: catalog path (relative to the
/// project) → key → `Sources/App/View.swift:12`, paths relative to the project folder.
enum SourceReferences {
    static func byCatalog(_ project: Project) -> [String: [String: [String]]] {
        guard !project.sourceFiles.isEmpty else { return [:] }
        let root = project.root.standardizedFileURL.path + "/"
        let result = SourceExtractor(settings: project.extractSettings).extract(files: project.sourceFiles) { url in
            let path = url.standardizedFileURL.path
            return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        }
        var byTable: [String: [String: [String]]] = [:]
        for string in result.strings {
            byTable[string.table, default: [:]][string.key, default: []].append("\(string.position.file):\(string.position.line)")
        }
        var byCatalog: [String: [String: [String]]] = [:]
        for catalog in project.catalogs {
            let original = CatalogFiles.original(of: catalog.url, relativeTo: project.root)
            let table = catalog.url.deletingPathExtension().lastPathComponent
            if let references = byTable[table] { byCatalog[original] = references }
        }
        return byCatalog
    }
}

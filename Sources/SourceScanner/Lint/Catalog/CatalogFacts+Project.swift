import Foundation
import ProjectConfiguration
import StringCatalog

extension CatalogFacts {
    /// The facts of a project's String Catalogs, of the legacy tables in `.lproj` folders under its
    /// catalog locations (`en.lproj/Localizable.strings`), and of its glossary's do-not-translate words.
    /// A legacy table that can't be read is left out: lint judges without it.
    public init(project: Project) {
        self.init()
        for catalog in project.catalogs { add(catalog.catalog, table: catalog.path) }
        let excluded = (project.configuration.excluded ?? []).map { project.root.appendingPathComponent($0).standardizedFileURL.path }
        let tables = Self.legacyTableFolders(in: project.catalogLocations)
            .filter { folder in !excluded.contains(where: { folder.path == $0 || folder.path.hasPrefix($0 + "/") }) }
            .flatMap { folder in ((try? LegacyTable.tableNames(in: folder)) ?? []).map { (folder: folder, name: $0) } }
        // Read on every core: an app in thirty languages has hundreds of table files.
        let read = ConcurrentMap.map(tables) { table in try? LegacyTable.read(tableNamed: table.name, in: table.folder) }
        for (table, languages) in zip(tables, read) {
            guard let languages else { continue }
            add(languages, name: project.display(table.folder.appendingPathComponent(table.name)), sourceLanguage: project.sourceLanguage)
        }
        unreleasedLanguages = Self.unreleasedLanguages(of: project)
        languages = Set(project.catalogLanguages + (project.releasedLanguages ?? []) + (project.preparingLanguages ?? []) + [project.sourceLanguage])
        addNames(project.glossary?.doNotTranslate ?? [])
        // The app's own name (its Xcode project's) is a name too.
        addNames(XcodeProjects.names(in: project.xcodeFiles))
    }

    /// The languages the project has but does not ship: those in preparation, and, when `released_languages`
    /// is set, the catalogs' other languages.
    static func unreleasedLanguages(of project: Project) -> [String: String] {
        var result: [String: String] = [:]
        let released = Set(project.releasedLanguages ?? [])
        for language in project.preparingLanguages ?? [] where language != project.sourceLanguage && !released.contains(language) {
            result[language] = "in preparation"
        }
        if project.releasedLanguages != nil {
            for language in project.catalogLanguages where language != project.sourceLanguage && !released.contains(language) && result[language] == nil {
                result[language] = "not in released_languages"
            }
        }
        return result
    }

    /// The folders below `locations` holding `*.lproj` folders, as ``FileSearch`` walks a project
    /// (no hidden folders, build products or dependencies).
    static func legacyTableFolders(in locations: [URL]) -> [URL] {
        var found: Set<URL> = []
        for location in locations {
            let enumerator = FileManager.default.enumerator(at: location, includingPropertiesForKeys: [.isDirectoryKey])
            while let next = enumerator?.nextObject() as? URL {
                let name = next.lastPathComponent
                if name.hasPrefix(".") || name.hasSuffix(".xcloc") || FileSearch.skippedFolderNames.contains(name) {
                    enumerator?.skipDescendants()
                } else if next.pathExtension == "lproj" {
                    found.insert(next.deletingLastPathComponent().standardizedFileURL)
                    enumerator?.skipDescendants()
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}

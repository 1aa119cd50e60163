import ArgumentParser
import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
import TranslationExchange

/// `phrasebook migrate DIR [--output FILE]`: `.lproj` tables to one catalog per table.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Turn the .lproj folders of a directory into one .xcstrings catalog per table.",
        discussion: """
            Like Xcode's "Migrate to String Catalog": .strings values become translated strings keeping their \
            comments, .stringsdict plurals and device rules become variations and substitutions, and every \
            entry is marked migrated. Catalogs are written as DIR/TABLE.xcstrings unless --output names the \
            file (one table only). An existing catalog is never overwritten.

            \(ExitStatus.help(fails: nil))
            """
    )

    @Argument(help: "The folder holding the .lproj folders.")
    var directory: String

    @Option(name: .shortAndLong, help: "The catalog to write (when the folder has one table).")
    var output: String?

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let language = try project.load().sourceLanguage
        let tables = try LegacyConversion.migrate(directory: folder, sourceLanguage: language)
        guard !tables.isEmpty else { throw CannotRun("no .strings or .stringsdict files in the .lproj folders of \(directory)") }
        if output != nil, tables.count > 1 {
            throw CannotRun("\(directory) has \(tables.count) tables (\(tables.map(\.table).joined(separator: ", "))); omit --output to write one catalog per table")
        }
        let destinations = tables.map { output.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("\($0.table).xcstrings") }
        if let existing = destinations.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw CannotRun("\(PathDisplay.current.display(existing)) already exists; migrating would overwrite it")
        }
        for (table, destination) in zip(tables, destinations) {
            let shown = PathDisplay.current.display(destination)
            for issue in table.issues { printError("\(shown): warning: \(issue)") }
            try table.catalog.write(to: destination)
            print("wrote \(shown) (\(Counted(table.catalog.strings.count, "string")), \(Counted(table.catalog.languages.count, "language")))")
        }
    }
}

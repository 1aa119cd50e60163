import ArgumentParser
import Foundation
import StringCatalog

/// `phrasebook format`: rewrite catalogs byte for byte as Xcode writes them.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite String Catalogs in the exact form Xcode writes.",
        discussion: """
            Reads each .xcstrings file (the project's catalogs, or those named) and writes it back as Xcode \
            would: two-space indentation, "key" : value, keys in Xcode's order, Xcode's escaping and \
            empty-object layout. Fields Phrasebook does not know are kept. A file that is already canonical is \
            not touched; a rewrite replaces the file atomically, so an interrupted run never leaves half a \
            catalog. A file that cannot be read is reported as path:line:column: error: … and left as it is; \
            the others are still formatted.

            Use --check in CI or a pre-commit hook: it changes nothing and lists the files that would be \
            rewritten.

            \(ExitStatus.help(fails: "--check finds a file that is not canonical"))

            Examples:
              phrasebook format Sources/App/Localizable.xcstrings
              phrasebook format --check $(git ls-files '*.xcstrings')
            """
    )

    @Argument(help: ArgumentHelp("The .xcstrings files or folders to format (default: the project's catalogs).", valueName: "file"))
    var files: [String] = []

    @Flag(help: "Change nothing; list the files that are not canonical and exit 1 if there are any.")
    var check = false

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let project = try project.load(catalogs: files, reading: .unreadableCatalogs)
        guard !project.catalogs.isEmpty || !project.catalogErrors.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
        var failed = !project.catalogErrors.isEmpty
        for error in project.catalogErrors { printError(RunFailure.describe(error)) }
        var notCanonical = false
        for catalog in project.catalogs {
            do {
                switch try CatalogFormatter.format(catalog.catalog, readFrom: catalog.text, at: catalog.url, checkOnly: check) {
                case .alreadyCanonical: break
                case .reformatted: print("formatted \(catalog.path)")
                case .notCanonical:
                    print("\(catalog.path): not in canonical form")
                    notCanonical = true
                }
            } catch {
                printError("\(catalog.path): error: can't write the file: \(error.localizedDescription)")
                failed = true
            }
        }
        if failed { throw ExitStatus.couldNotRun }
        if notCanonical { throw ExitStatus.failed }
    }
}

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

            A key, language, variation case or field that appears twice in one object (what a merge \
            that treats the catalog as text leaves behind) is merged into one when nothing is lost, \
            with a warning naming both lines. Two different values for the same language, case or \
            field are an error naming both lines and both values until --resolve-duplicates says \
            which occurrence wins: first or last in the file. ours is first and theirs is last, as \
            git's union merge and conflict markers write the current branch's lines before the \
            merged branch's (during a rebase git swaps the two). Every value dropped is printed.

            \(ExitStatus.help(fails: "--check finds a file that is not canonical"))

            Examples:
              phrasebook format Sources/App/Localizable.xcstrings
              phrasebook format --check $(git ls-files '*.xcstrings')
              phrasebook format --resolve-duplicates ours Localizable.xcstrings
            """
    )

    @Argument(help: ArgumentHelp("The .xcstrings files or folders to format (default: the project's catalogs).", valueName: "file"))
    var files: [String] = []

    @Flag(help: "Change nothing; list the files that are not canonical and exit 1 if there are any.")
    var check = false

    @Option(help: ArgumentHelp(
        "Which occurrence of a member repeated with conflicting values to keep: first or last in the file (ours is first, theirs is last).",
        valueName: "ours|theirs|first|last"))
    var resolveDuplicates: DuplicateChoice?

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let project = try project.load(
            catalogs: files, reading: .unreadableCatalogs, duplicates: resolveDuplicates?.resolution ?? .refuseConflicts,
            reportsRepairs: true)
        guard !project.catalogs.isEmpty || !project.catalogErrors.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
        var failed = !project.catalogErrors.isEmpty
        for error in project.catalogErrors { printError(RunFailure.describe(error)) }
        for repair in project.repairs { printError(repair.description) }
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

/// The values of `--resolve-duplicates`: `ours` and `theirs` name the occurrences as a git merge
/// wrote them into one file (the current branch's first).
enum DuplicateChoice: String, ExpressibleByArgument, CaseIterable {
    case ours, theirs, first, last

    var resolution: DuplicateResolution {
        switch self {
        case .ours, .first: .keepFirst
        case .theirs, .last: .keepLast
        }
    }
}

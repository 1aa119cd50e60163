import ArgumentParser
import Foundation
import TranslationExchange

/// `phrasebook import FILE.xliff|DIR.xcloc|FILE.csv... [--catalog FILE_OR_DIR...] [--dry-run]`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import translations from XLIFF, .xcloc bundles or CSV into catalogs.",
        discussion: """
            Applies translations with Xcode's rules: finished targets (translated, final, signed-off, no state) \
            are taken, unfinished ones (new, needs-review-*) are ignored, an empty finished target clears the \
            text, a unit without a target changes nothing, and leveraged-mt marks machine translations. Units \
            are matched to the project's catalogs (or --catalog) by their file's 'original' path, relative to \
            the project folder. Units that match no key, or more than one, are reported and skipped; nothing \
            not given is changed. Catalogs are written only if every input could be read.

            \(ExitStatus.help(fails: "some units could not be applied"))
            """
    )

    @Argument(help: "XLIFF files, .xcloc bundles or CSV files (LANG.csv).")
    var inputs: [String]

    @Option(name: .shortAndLong, parsing: .upToNextOption, help: "Catalog files, or folders to search for .xcstrings (default: the project's catalogs).")
    var catalog: [String] = []

    @Flag(help: "Report what would change without writing catalogs.")
    var dryRun = false

    @Option(help: "The language of CSV files not named LANG.csv.")
    var language: String?

    @Flag(help: "Like Xcode, add plural cases missing from a language as 'new' copies of the source.")
    var addMissingPluralCases = false

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        try LanguageFlags.validate(language.map { [$0] } ?? [], flag: "--language")
    }

    func run() throws {
        let project = try project.load(catalogs: catalog)
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) to import into in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
        let job = LocalizationImport(
            inputs: inputs.map(project.paths.url(forArgument:)), catalogs: project.catalogs.map(\.url),
            baseDirectory: project.root, dryRun: dryRun, language: language,
            importer: XLIFFImporter(plurals: .xcode, addsMissingPluralCases: addMissingPluralCases))
        let outcome = try job.run()
        for diagnostic in outcome.report.diagnostics { printError(diagnostic.compilerStyleLine) }
        let verb = dryRun ? "would update" : "updated"
        for url in outcome.changedCatalogs { print("\(verb) \(project.display(url))") }
        print(outcome.report.summary)
        if outcome.report.hasErrors { throw ExitStatus.failed }
    }
}

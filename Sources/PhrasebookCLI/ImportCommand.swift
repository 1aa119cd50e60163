import ArgumentParser
import Foundation
import Interchange
import ProjectConfiguration
import TranslationExchange

/// `phrasebook import FILE.xliff|DIR.xcloc|FILE.csv|other platforms' files... [--catalog FILE_OR_DIR...] [--dry-run]`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import translations from XLIFF, .xcloc bundles, CSV or another platform's files into catalogs.",
        discussion: """
            Applies translations with Xcode's rules: finished targets (translated, final, signed-off, no state) \
            are taken, unfinished ones (new, needs-review-*) are ignored, an empty finished target clears the \
            text, a unit without a target changes nothing, and leveraged-mt marks machine translations. Units \
            are matched to the project's catalogs (or --catalog) by their file's 'original' path, relative to \
            the project folder. Units that match no key, or more than one, are reported and skipped; nothing \
            not given is changed. Catalogs are written only if every input could be read.

            Other platforms' files are imported by the same rules: Android (res/ or values*/strings.xml; \
            Compose's under composeResources), gettext (.po; a .pot updates source texts), i18next \
            (LANG/TABLE.json), ICU (FormatJS LANG.json), Flutter (.arb) and TMX (.tmx). A folder is searched \
            for them. A message equal to the catalog's text changes nothing, so states a format cannot hold \
            are kept; placeholders come back spelled as the catalog spells them.

            \(ExitStatus.help(fails: "some units could not be applied"))
            """
    )

    @Argument(help: "XLIFF files, .xcloc bundles, CSV files (LANG.csv), or other platforms' files or folders.")
    var inputs: [String]

    @Option(help: "The format of other platforms' files when their names don't tell (android, compose, gettext, i18next, icu, arb, tmx).")
    var format: InterchangeFormat?

    @Option(name: .shortAndLong, parsing: .upToNextOption, help: "Catalog files, or folders to search for .xcstrings (default: the project's catalogs).")
    var catalog: [String] = []

    @Flag(help: "Report what would change without writing catalogs.")
    var dryRun = false

    @Option(help: "The language of files whose name and content don't tell (CSV files not named LANG.csv).")
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
        let isXcodeExchange = { (path: String) in ["xliff", "xcloc", "csv"].contains(URL(fileURLWithPath: path).pathExtension.lowercased()) }
        let xcodeInputs = inputs.filter(isXcodeExchange).count
        if xcodeInputs > 0, format != nil || xcodeInputs < inputs.count {
            throw CannotRun("import XLIFF, .xcloc and CSV files apart from other platforms' files (or drop --format)")
        }
        if xcodeInputs == 0 {
            let job = InterchangeImport(
                inputs: inputs.map(project.paths.url(forArgument:)), catalogs: project.catalogs.map(\.url), baseDirectory: project.root,
                reader: InterchangeReader(format: format, language: language), dryRun: dryRun, display: { [paths = project.paths] in paths.display($0) })
            let outcome = try job.run()
            try show(outcome.report, changed: outcome.changedCatalogs, project: project)
            return
        }
        let job = LocalizationImport(
            inputs: inputs.map(project.paths.url(forArgument:)), catalogs: project.catalogs.map(\.url),
            baseDirectory: project.root, dryRun: dryRun, language: language,
            importer: XLIFFImporter(plurals: .xcode, addsMissingPluralCases: addMissingPluralCases))
        let outcome = try job.run()
        try show(outcome.report, changed: outcome.changedCatalogs, project: project)
    }

    private func show(_ report: ImportReport, changed: [URL], project: Project) throws {
        for diagnostic in report.diagnostics { printError(diagnostic.compilerStyleLine) }
        for warning in CatalogFormNotice.warnings(for: changed, in: project, at: dryRun ? .dryRun : .afterWriting) { printError(warning) }
        let verb = dryRun ? "would update" : "updated"
        for url in changed { print("\(verb) \(project.display(url))") }
        print(report.summary)
        if report.hasErrors { throw ExitStatus.failed }
    }
}

extension InterchangeFormat: ExpressibleByArgument {}

import ArgumentParser
import Foundation
import TranslationExchange

/// `phrasebook import FILE.xliff|DIR.xcloc|FILE.csv... --catalog FILE_OR_DIR [--dry-run]`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import translations from XLIFF, .xcloc bundles or CSV into catalogs.",
        discussion: """
            Applies translations with Xcode's rules: finished targets (translated, final, signed-off, no state) \
            are taken, unfinished ones (new, needs-review-*) are ignored, an empty finished target clears the \
            text, a unit without a target changes nothing, and leveraged-mt marks machine translations. Units \
            are matched to catalogs by their file's 'original' path. Units that match no key, or more than one, \
            are reported and skipped; nothing not given is changed. Catalogs are written only if every input \
            could be read.
            """
    )

    @Argument(help: "XLIFF files, .xcloc bundles or CSV files (LANG.csv).")
    var inputs: [String]

    @Option(name: .shortAndLong, parsing: .upToNextOption, help: "Catalog files, or folders to search for .xcstrings.")
    var catalog: [String] = ["."]

    @Flag(help: "Report what would change without writing catalogs.")
    var dryRun = false

    @Option(help: "The language of CSV files not named LANG.csv.")
    var language: String?

    @Flag(help: "Like Xcode, add plural cases missing from a language as 'new' copies of the source.")
    var addMissingPluralCases = false

    func run() throws {
        let job = LocalizationImport(
            inputs: inputs.map { URL(fileURLWithPath: $0) }, catalogs: catalog.map { URL(fileURLWithPath: $0) },
            baseDirectory: ExchangeOutput.currentDirectory, dryRun: dryRun, language: language,
            importer: XLIFFImporter(plurals: .xcode, addsMissingPluralCases: addMissingPluralCases))
        try ExchangeOutput.reportingErrors {
            let outcome = try job.run()
            ExchangeOutput.printDiagnostics(outcome.report.diagnostics)
            let verb = dryRun ? "would update" : "updated"
            for url in outcome.changedCatalogs { print("\(verb) \(url.path)") }
            print(outcome.report.summary)
            if outcome.report.hasErrors { throw ExitCode.failure }
        }
    }
}

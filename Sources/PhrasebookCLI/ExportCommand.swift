import ArgumentParser
import Foundation
import ProjectConfiguration
import TranslationExchange

/// `phrasebook export CATALOG... --language LANG... --output DIR [--xcloc] [--format xliff|csv]`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export catalogs for translators as XLIFF (as Xcode writes it), .xcloc bundles or CSV.",
        discussion: """
            Writes one LANG.xliff (or LANG.xcloc, or LANG.csv) per language into the output folder, with one \
            <file> per catalog. The XLIFF is byte for byte what Xcode's Export Localizations writes, with \
            Phrasebook named in the tool header. Catalog paths in the files are relative to the current folder. \
            Strings marked "Don't translate" are left out. A catalog whose keys would export ambiguous unit ids \
            is refused, and nothing is written. Without catalogs or --language, the catalogs and the released \
            and in-preparation languages of .phrasebook.yml are used.
            """
    )

    @Argument(help: "Catalog files (.xcstrings), or folders to search for them (default: .phrasebook.yml's catalogs, or .).")
    var catalogs: [String] = []

    @Option(name: .shortAndLong, parsing: .upToNextOption, help: "Target languages to export (fr de pt-BR; default: .phrasebook.yml's languages).")
    var language: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var output: String

    @Flag(help: "Write LANG.xcloc bundles (contents.json, Localized Contents, Source Contents, Notes).")
    var xcloc = false

    @Option(help: "xliff (default) or csv.")
    var format: LocalizationExport.Format = .xliff

    func validate() throws {
        if xcloc && format == .csv { throw ValidationError("--xcloc bundles carry XLIFF, not CSV") }
    }

    func run() throws {
        try ExchangeOutput.reportingErrors {
            let configuration = try ProjectConfiguration.load(fromProjectAt: ExchangeOutput.currentDirectory)
            let languages = language.isEmpty
                ? ((configuration?.releasedLanguages ?? []) + (configuration?.preparingLanguages ?? []))
                    .filter { $0 != configuration?.sourceLanguage }
                : language
            guard !languages.isEmpty else {
                throw ValidationError("give at least one --language (or list languages in \(ProjectConfiguration.fileName))")
            }
            let paths = catalogs.isEmpty ? (configuration?.catalogs ?? ["."]) : catalogs
            let export = LocalizationExport(
                catalogs: paths.map { URL(fileURLWithPath: $0) }, languages: languages,
                outputDirectory: URL(fileURLWithPath: output, isDirectory: true), format: format, xcloc: xcloc,
                tool: .phrasebook(version: PhrasebookVersion.current), baseDirectory: ExchangeOutput.currentDirectory)
            let outcome = try export.run()
            ExchangeOutput.printDiagnostics(outcome.warnings)
            for file in outcome.files { print("wrote \(file.path)") }
        }
    }
}

extension LocalizationExport.Format: ExpressibleByArgument {}

import ArgumentParser
import Foundation
import ProjectConfiguration
import TranslationExchange

/// `phrasebook export [CATALOG...] [--language LANG...] --output DIR [--xcloc] [--format xliff|csv]`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export catalogs for translators as XLIFF (as Xcode writes it), .xcloc bundles or CSV.",
        discussion: """
            Writes one LANG.xliff (or LANG.xcloc, or LANG.csv) per language into the output folder, with one \
            <file> per catalog. The XLIFF is byte for byte what Xcode's Export Localizations writes, with \
            Phrasebook named in the tool header. Catalog paths in the files are relative to the project folder. \
            Strings marked "Don't translate" are left out. A catalog whose keys would export ambiguous unit ids \
            is refused, and nothing is written. Without catalogs or --language, the project's catalogs and its \
            released and in-preparation languages are used.

            \(ExitStatus.help(fails: nil))
            """
    )

    @Argument(help: "Catalog files (.xcstrings), or folders to search for them (default: the project's catalogs).")
    var catalogs: [String] = []

    @Option(name: .shortAndLong, parsing: .upToNextOption, help: "Target languages to export (fr de pt-BR; default: the project's released and preparing languages).")
    var language: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var output: String

    @Flag(help: "Write LANG.xcloc bundles (contents.json, Localized Contents, Source Contents, Notes).")
    var xcloc = false

    @Option(help: "xliff (default) or csv.")
    var format: LocalizationExport.Format = .xliff

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        try LanguageFlags.validate(LanguageOptions.split(language), flag: "--language")
        if xcloc && format == .csv { throw ValidationError("--xcloc bundles carry XLIFF, not CSV") }
    }

    func run() throws {
        let project = try project.load(catalogs: catalogs)
        let configured = ((project.releasedLanguages ?? []) + (project.preparingLanguages ?? [])).filter { $0 != project.sourceLanguage }
        let languages = language.isEmpty ? configured : LanguageOptions.split(language)
        guard !languages.isEmpty else {
            throw CannotRun("give at least one --language (or list languages in \(ProjectConfiguration.fileName))")
        }
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
        let export = LocalizationExport(
            catalogs: project.catalogs.map(\.url), languages: languages,
            outputDirectory: project.paths.url(forArgument: output), format: format, xcloc: xcloc,
            tool: .phrasebook(version: PhrasebookVersion.current), baseDirectory: project.root)
        let outcome = try export.run()
        for warning in outcome.warnings { printError(warning.compilerStyleLine) }
        for file in outcome.files { print("wrote \(project.display(file))") }
    }
}

extension LocalizationExport.Format: ExpressibleByArgument {}

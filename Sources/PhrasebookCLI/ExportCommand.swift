import ArgumentParser
import CatalogChecks
import Foundation
import Interchange
import ProjectConfiguration
import TranslationExchange

/// `phrasebook export [CATALOG...] [--language LANG...] --output DIR [--xcloc] [--format FORMAT]`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export catalogs as XLIFF (as Xcode writes it), .xcloc bundles, CSV, or another platform's format.",
        discussion: """
            Writes one LANG.xliff (or LANG.xcloc, or LANG.csv) per language into the output folder, with one \
            <file> per catalog. The XLIFF is byte for byte what Xcode's Export Localizations writes, with \
            Phrasebook named in the tool header. Catalog paths in the files are relative to the project folder. \
            Strings marked "Don't translate" are left out. One thing differs from Xcode by default: a \
            translation that is the source text copied (what check's identical-translation finds; cognates \
            and names stay translated) goes out as state="needs-translation", so a vendor translates it \
            instead of skipping it as done; --xcode-states writes Xcode's states exactly. A catalog whose keys would export ambiguous unit ids \
            is refused, and nothing is written. Without catalogs or --language, the project's catalogs and its \
            released and in-preparation languages are used.

            Other platforms' formats (--format android, compose, gettext, i18next, icu, arb, tmx) write the \
            source language's file and one per language. What a format cannot hold (device variations in \
            Android, substitutions in gettext, states…) is reported per key as a warning, never dropped in \
            silence; --strict makes that exit 1. gettext's #: lines name where the project's Swift sources \
            use each key.

            \(ExitStatus.help(fails: "--strict and a format cannot hold something"))
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

    @Option(help: "xliff (default), csv, android, compose, gettext, i18next, icu (FormatJS JSON), arb (Flutter) or tmx (reviewed translations as memory).")
    var format: ExportFormat = .xliff

    @Flag(help: "i18next: nest keys at their dots instead of writing them flat.")
    var nested = false

    @Flag(help: "Exit 1 when the format cannot hold something of the catalogs.")
    var strict = false

    @Flag(help: "XLIFF: write Xcode's states exactly, copies of the source text as 'translated' too.")
    var xcodeStates = false

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        try LanguageFlags.validate(LanguageOptions.split(language), flag: "--language")
        if xcloc && format != .xliff { throw ValidationError("--xcloc bundles carry XLIFF, not \(format.rawValue)") }
        if nested && format != .i18next { throw ValidationError("--nested is for --format i18next") }
    }

    func run() throws {
        // gettext's `#:` lines name where the sources use each key, so only that format reads them.
        let project = try project.load(catalogs: catalogs, reading: format == .gettext ? .sources : [])
        let configured = ((project.releasedLanguages ?? []) + (project.preparingLanguages ?? [])).filter { $0 != project.sourceLanguage }
        let languages = language.isEmpty ? configured : LanguageOptions.split(language)
        guard !languages.isEmpty else {
            throw CannotRun("give at least one --language (or list languages in \(ProjectConfiguration.fileName))")
        }
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
        if let interchange = format.interchange {
            try exportInterchange(interchange, project: project, languages: languages)
            return
        }
        var export = LocalizationExport(
            catalogs: project.catalogs.map(\.url), languages: languages,
            outputDirectory: project.paths.url(forArgument: output), format: format == .csv ? .csv : .xliff, xcloc: xcloc,
            tool: .phrasebook(version: PhrasebookVersion.current), baseDirectory: project.root)
        if format == .xliff, !xcodeStates { export.copiedKeys = Self.copiedKeys(in: project, languages: languages) }
        let outcome = try export.run()
        for warning in outcome.warnings { printError(warning.compilerStyleLine) }
        for file in outcome.files { print("wrote \(project.display(file))") }
    }

    /// The keys whose translation is the source text copied, by catalog and language, judged as `check` judges
    /// them (cognates, names and allowed texts are not copies).
    static func copiedKeys(in project: Project, languages: [String]) -> [URL: [String: Set<String>]] {
        let checker = CatalogChecker(options: CheckOptions(project: project, languages: languages))
        var copies: [URL: [String: Set<String>]] = [:]
        for catalog in project.catalogs {
            for statuses in checker.statuses(of: catalog.catalog) {
                let keys = statuses.byKey.compactMap { $0.value == .copied ? $0.key : nil }
                if !keys.isEmpty { copies[catalog.url.standardizedFileURL, default: [:]][statuses.language] = Set(keys) }
            }
        }
        return copies
    }

    private func exportInterchange(_ format: InterchangeFormat, project: Project, languages: [String]) throws {
        let references = format == .gettext ? SourceReferences.byCatalog(project) : [:]
        let export = InterchangeExport(
            catalogs: project.catalogs.map(\.url), languages: languages, outputDirectory: project.paths.url(forArgument: output),
            exporter: InterchangeExporter(format: format, nestsKeys: nested, toolVersion: PhrasebookVersion.current, references: references),
            baseDirectory: project.root)
        let outcome = try export.run()
        for warning in outcome.warnings { printError(warning.compilerStyleLine) }
        for loss in outcome.notCarried { printError(loss.diagnostic.compilerStyleLine) }
        for file in outcome.files { print("wrote \(project.display(file))") }
        if !outcome.notCarried.isEmpty {
            let byReason = Dictionary(grouping: outcome.notCarried, by: \.reason)
                .sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value.count) \($0.key.rawValue)" }
            let keys = Set(outcome.notCarried.map { "\($0.catalog)\u{0}\($0.key)" }).count
            print("\(keys) \(keys == 1 ? "key" : "keys") with something \(format) cannot hold: \(byReason.joined(separator: ", ")) (warnings above)")
            if strict { throw ExitStatus.failed }
        }
    }
}

/// Every format `export` writes: Xcode's exchange formats and other platforms'.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    case xliff, csv, android, compose, gettext, i18next, icu, arb, tmx

    var interchange: InterchangeFormat? { InterchangeFormat(rawValue: rawValue) }
}

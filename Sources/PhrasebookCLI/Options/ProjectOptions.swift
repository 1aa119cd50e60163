import ArgumentParser
import Foundation
import ProjectAnalysis
import ProjectConfiguration
import StringCatalog

/// `--project`, `--config` and `--source-language`: how every command that works on a project finds it.
/// Paths given on the command line are relative to the current folder; configured ones to the project.
struct ProjectOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The project folder, holding .phrasebook.yml (default: the current folder, or the --config file's).", valueName: "dir"))
    var project: String?

    @Option(help: ArgumentHelp("The configuration file (default: .phrasebook.yml in the project folder).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The language keys and source text are written in (default: source_language, else the catalogs').", valueName: "lang"))
    var sourceLanguage: String?

    func validate() throws {
        try LanguageFlags.validate(sourceLanguage.map { [$0] } ?? [], flag: "--source-language")
    }

    /// Loads the project, with what the command line says instead of the configuration. Catalogs a bad merge
    /// left repeated members in are read and repaired; the repairs are printed as warnings unless the command
    /// reports them itself (`reportsRepairs`).
    func load(
        directory: String? = nil, catalogs: [String] = [], sources: [String] = [], languages: LanguageOptions? = nil,
        reading contents: Project.Contents = [], duplicates: DuplicateResolution = .refuseConflicts, reportsRepairs: Bool = false
    ) throws -> Project {
        let project = try Project.load(
            directory: directory ?? project,
            overrides: Project.Overrides(
                configurationFile: config, sourceLanguage: sourceLanguage,
                releasedLanguages: languages?.releasedList, preparingLanguages: languages?.preparingList,
                catalogs: catalogs.isEmpty ? nil : catalogs, sources: sources.isEmpty ? nil : sources),
            rules: .phrasebook, reading: contents, duplicates: duplicates)
        if !reportsRepairs {
            for repair in project.repairs { printError(repair.description) }
        }
        return project
    }
}

/// `--released`, `--preparing` and `--language`, for commands that check catalogs.
struct LanguageOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Released languages (comma-separated); their errors fail the run. Overrides .phrasebook.yml.", valueName: "langs"))
    var released: [String] = []

    @Option(help: ArgumentHelp("Languages in preparation (comma-separated); their findings are warnings. Overrides .phrasebook.yml.", valueName: "langs"))
    var preparing: [String] = []

    @Option(name: .customLong("language"), help: ArgumentHelp("Check only these languages (comma-separated).", valueName: "langs"))
    var languages: [String] = []

    func validate() throws {
        try LanguageFlags.validate(Self.split(released), flag: "--released")
        try LanguageFlags.validate(Self.split(preparing), flag: "--preparing")
        try LanguageFlags.validate(Self.split(languages), flag: "--language")
    }

    /// Whether either release list was given on the command line.
    var overridesRelease: Bool { !released.isEmpty || !preparing.isEmpty }

    var releasedList: [String]? { overridesRelease ? Self.split(released) : nil }
    var preparingList: [String]? { overridesRelease ? Self.split(preparing) : nil }
    var languageList: [String]? { languages.isEmpty ? nil : Self.split(languages) }

    /// `de,fr` and repeated options alike, as one list.
    static func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

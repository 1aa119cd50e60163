import ArgumentParser
import Foundation
import Phrasebook
import ProjectConfiguration

/// `phrasebook lookup`: resolves one key as an app would at run time.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Print the string an app shows for a key in a language.",
        discussion: """
            Resolves KEY exactly as Phrasebook's runtime does: negotiates the language against the catalogs, \
            falls back per string down to the source language and the key, picks device and plural variations \
            and formats the arguments. Arguments are read as the kinds the string expects (%lld as an integer, \
            %lf as a number, %@ as text). A string with named placeholders (Xcode 26's %(count)lld) takes \
            NAME=VALUE (count=5) as well as values in order.

            Reads the project (.phrasebook.yml) as the app's LanguageSettings do: only released languages \
            are shown (languages in preparation and ones not shipped never are), --override is the UI \
            language the user picked in the app and --content-language the language of generated content. \
            The catalogs are the project's unless --catalog names some.

            \(ExitStatus.help(fails: nil))
            """)

    @Option(name: .long, help: ArgumentHelp("A String Catalog (.xcstrings) to look in; repeat for several tables (default: the project's catalogs).", valueName: "file"))
    var catalog: [String] = []

    @Option(name: [.customLong("device-languages"), .customLong("language")],
            help: ArgumentHelp("The device's preferred language(s), best first: fr-CA or fr-CA,de (--language is the same).", valueName: "tags"))
    var deviceLanguages: [String] = []

    @OptionGroup var choices: UserLanguageOptions

    @OptionGroup var project: ProjectOptions

    @Option(name: .long, help: ArgumentHelp("The device whose variations to show (iphone, ipad, mac, appletv, applewatch, applevision, other).", valueName: "device"))
    var device: String = "other"

    @Option(name: .long, help: ArgumentHelp("Look only in this table (the catalog's file name without extension).", valueName: "name"))
    var table: String?

    @Flag(name: .long, help: "Count only units in state 'translated' (default: everything but new empty units).")
    var translatedOnly = false

    @Flag(name: .long, help: "Also print which table, language, fallback step and variations were used.")
    var explain = false

    @Argument(help: "The key to look up.")
    var key: String

    @Argument(help: "Values for the string's format arguments, in order, or NAME=VALUE for a named placeholder.")
    var arguments: [String] = []

    func validate() throws {
        try LanguageFlags.validate(LanguageOptions.split(deviceLanguages), flag: "--device-languages")
    }

    func run() throws {
        print(try output(), terminator: "")
    }

    /// What the command prints.
    func output() throws -> String {
        let project = try project.load(catalogs: catalog)
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
        let tables = project.catalogs.map { LocalizationTable(name: $0.url.deletingPathExtension().lastPathComponent, catalog: $0.catalog) }
        let languages = AppLanguages(project: project)
        let deviceLanguages = LanguageOptions.split(self.deviceLanguages)
        let settings = try languages.settings(deviceLanguages: deviceLanguages, choices: choices)
        let policy: TranslationPolicy = translatedOnly ? .translatedOnly : .default
        let forContent = choices.contentLanguage != nil
        let localizer = forContent
            ? settings.makeContentLocalizer(tables: tables, policy: policy)
            : settings.makeLocalizer(tables: tables, device: DeviceKind(device), policy: policy)
        let values = localizer.arguments(forKey: key, table: table, parsing: arguments)
        let explanation = localizer.explain(key, table: table, arguments: values)
        var lines = [explanation.text]
        if explain {
            // The preferences LanguageSettings negotiated: the content language, else the user's pick, else the device's.
            let preferences = forContent ? [settings.contentLanguage]
                : choices.override.map { [$0] } ?? deviceLanguages
            let negotiation = languages.negotiation(of: preferences)
            lines.append("  preferred:  \(deviceLanguages.isEmpty ? "(none)" : deviceLanguages.joined(separator: ", "))")
            lines.append("  override:   \(choices.override ?? "(none: the UI follows the device)")")
            if let content = choices.contentLanguage { lines.append("  content:    \(content) (generated content's language)") }
            lines.append("  offered:    \(languages.configuration.offeredLanguages.joined(separator: ", "))")
            lines.append("  negotiated: \(negotiation.steps.joined(separator: "; "))")
            lines.append("  table:      \(explanation.table ?? "(no table has the key)")")
            lines.append("  language:   \(explanation.language ?? "(none)") — \(languages.describe(explanation, matched: negotiation.matched))")
            lines.append("  variations: \(explanation.variations.isEmpty ? "(none)" : explanation.variations.joined(separator: ", "))")
            lines.append("  chain:      \(explanation.chain.joined(separator: " → "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

import ArgumentParser
import Foundation
import Phrasebook
import StringCatalog

/// `phrasebook negotiate`: the languages an app would show, in fallback order, for given preferences.
struct NegotiateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "negotiate",
        abstract: "Print the language fallback chain for a user's preferences, as Apple's bundles choose it.",
        discussion: """
            Prints one language per line: the best available language, the available languages it inherits \
            from, and finally the source language. Preferences come from one of --preferred (or \
            --device-languages), --accept-language or --from-environment (LANGUAGE, LC_ALL, LC_MESSAGES and \
            LANG, as gettext reads them).

            The languages come from --available, or from the catalogs (--catalog, else the project's) with \
            the project's released_languages and preparing_languages applied as the app's LanguageSettings \
            apply them: only released languages are chosen. --override is the UI language the user picked \
            in the app; --content-language prints the chain generated content is written in.

            \(ExitStatus.help(fails: nil))
            """
    )

    @Option(help: "The app's languages, comma-separated (en,fr,pt-BR); all are taken as released.")
    var available: String?

    @Option(help: ArgumentHelp("Take the languages and the source language from this String Catalog (default: the project's catalogs).", valueName: "file"))
    var catalog: String?

    @Option(name: [.customLong("preferred"), .customLong("device-languages")],
            help: "The user's device languages in order of preference, comma-separated (fr-CA,de).")
    var preferred: String?

    @Option(help: "An HTTP Accept-Language header value (\"fr-CH, fr;q=0.9, en;q=0.8\").")
    var acceptLanguage: String?

    @Flag(help: "Read the preferences from this process's POSIX locale environment.")
    var fromEnvironment = false

    @Option(name: .customLong("source"), help: .hidden)
    var legacySource: String?

    @OptionGroup var choices: UserLanguageOptions

    @OptionGroup var project: ProjectOptions

    @Flag(name: .shortAndLong, help: "Also print the preferences as read, how they were matched and each chosen language's name.")
    var verbose = false

    func validate() throws {
        let sources = [preferred != nil, acceptLanguage != nil, fromEnvironment].filter { $0 }.count
        let choosesItself = choices.override != nil || choices.contentLanguage != nil
        guard sources == 1 || sources == 0 && choosesItself else {
            throw ValidationError("give exactly one of --preferred, --accept-language or --from-environment")
        }
        guard available == nil || catalog == nil else {
            throw ValidationError("give the languages with one of --available or --catalog, not both")
        }
        if let available, Self.split(available).isEmpty { throw ValidationError("--available lists no language") }
        if let preferred { try LanguageFlags.validate(Self.split(preferred), flag: "--preferred") }
        try LanguageFlags.validate(legacySource.map { [$0] } ?? [], flag: "--source")
    }

    private static func split(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() throws {
        print(try report(environment: ProcessInfo.processInfo.environment), terminator: "")
    }

    /// The command's output: one language per line, with `--verbose` the preferences, the matching and names too.
    func report(environment: [String: String]) throws -> String {
        let languages = try appLanguages()
        let preferences: [LanguageTag]
        if let preferred {
            preferences = PreferredLanguages.list(Self.split(preferred))
        } else if let acceptLanguage {
            preferences = PreferredLanguages.acceptLanguage(acceptLanguage)
        } else if fromEnvironment {
            preferences = PreferredLanguages.environment(environment)
        } else {
            preferences = []
        }
        let deviceLanguages = preferences.map(\.identifier)
        let settings = try languages.settings(deviceLanguages: deviceLanguages, choices: choices)
        let forContent = choices.contentLanguage != nil
        var lines: [String] = []
        if verbose {
            lines.append("preferences: " + (preferences.isEmpty ? "(none: source language)" : deviceLanguages.joined(separator: ", ")))
            let negotiated = forContent ? [settings.contentLanguage] : choices.override.map { [$0] } ?? deviceLanguages
            lines.append("negotiated: " + languages.negotiation(of: negotiated).steps.joined(separator: "; "))
        }
        for language in forContent ? settings.contentLanguages : settings.uiLanguages {
            let name = verbose ? LanguageTag(language).flatMap { $0.displayName(in: LanguageTag(language: "en")) } : nil
            lines.append(name.map { "\(language)\t\($0)" } ?? language)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The languages to choose from: `--available` as given (all released), else the catalogs' with the project's lists.
    private func appLanguages() throws -> AppLanguages {
        let source = legacySource ?? project.sourceLanguage
        if let available {
            let listed = Self.split(available)
            return AppLanguages(sourceLanguage: source ?? listed[0], catalogLanguages: listed, released: listed, preparing: nil)
        }
        var options = project
        options.sourceLanguage = source
        let loaded = try options.load(catalogs: catalog.map { [$0] } ?? [])
        guard !loaded.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(loaded.catalogLocations.map(loaded.display).joined(separator: ", "))")
        }
        return AppLanguages(project: loaded)
    }
}

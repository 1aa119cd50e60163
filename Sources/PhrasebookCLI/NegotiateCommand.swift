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
            from, and finally the source language. Preferences come from exactly one of --preferred, \
            --accept-language or --from-environment (LANGUAGE, LC_ALL, LC_MESSAGES and LANG, as gettext reads them).

            \(ExitStatus.help(fails: nil))
            """
    )

    @Option(help: "The catalog's languages, comma-separated (en,fr,pt-BR).")
    var available: String?

    @Option(help: ArgumentHelp("Take the languages and the source language from this String Catalog.", valueName: "file"))
    var catalog: String?

    @Option(help: "The user's languages in order of preference, comma-separated (fr-CA,de).")
    var preferred: String?

    @Option(help: "An HTTP Accept-Language header value (\"fr-CH, fr;q=0.9, en;q=0.8\").")
    var acceptLanguage: String?

    @Flag(help: "Read the preferences from this process's POSIX locale environment.")
    var fromEnvironment = false

    @Option(help: "The source (development) language; defaults to the catalog's, else the first available language.")
    var source: String?

    @Flag(name: .shortAndLong, help: "Also print the preferences as read and each chosen language's name.")
    var verbose = false

    func validate() throws {
        let sources = [preferred != nil, acceptLanguage != nil, fromEnvironment].filter { $0 }.count
        guard sources == 1 else {
            throw ValidationError("give exactly one of --preferred, --accept-language or --from-environment")
        }
        guard (available == nil) != (catalog == nil) else {
            throw ValidationError("give the languages with exactly one of --available or --catalog")
        }
        if let available, Self.split(available).isEmpty { throw ValidationError("--available lists no language") }
    }

    private static func split(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() throws {
        print(try report(environment: ProcessInfo.processInfo.environment), terminator: "")
    }

    /// The command's output: one language per line, with `--verbose` the preferences and names too.
    func report(environment: [String: String]) throws -> String {
        let languages: [String]
        var sourceLanguage = source
        if let catalog {
            let loaded = try StringCatalog(contentsOf: URL(fileURLWithPath: catalog))
            languages = loaded.languages
            sourceLanguage = sourceLanguage ?? loaded.sourceLanguage
        } else {
            languages = Self.split(available ?? "")
        }
        let preferences: [LanguageTag]
        if let preferred {
            preferences = PreferredLanguages.list(Self.split(preferred))
        } else if let acceptLanguage {
            preferences = PreferredLanguages.acceptLanguage(acceptLanguage)
        } else {
            preferences = PreferredLanguages.environment(environment)
        }
        let negotiator = LanguageNegotiator(available: languages, sourceLanguage: sourceLanguage ?? languages.first ?? "en")
        var lines: [String] = []
        if verbose {
            lines.append("preferences: " + (preferences.isEmpty ? "(none: source language)" : preferences.map(\.identifier).joined(separator: ", ")))
        }
        for language in negotiator.fallbackChain(for: preferences) {
            let name = verbose ? LanguageTag(language).flatMap { $0.displayName(in: LanguageTag(language: "en")) } : nil
            lines.append(name.map { "\(language)\t\($0)" } ?? language)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

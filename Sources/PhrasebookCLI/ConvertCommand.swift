import ArgumentParser
import Foundation
import Interchange
import ProjectConfiguration

/// `phrasebook convert FILE_OR_DIR... --output NEW.xcstrings [--source-language LANG] [--format FORMAT]`.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Make a new catalog from another platform's files (Android, gettext, i18next, ICU, ARB, TMX).",
        discussion: """
            Every key of the source language's files becomes an entry, with its comment and "don't translate" \
            where the format has them; the other languages' files are then imported into it with import's \
            rules. Formats are told from file names as import tells them (--format where they don't). Android \
            resource names and ARB message names are keys unless the file carries the catalog key (as \
            Phrasebook's exports do where names differ from keys). An existing catalog is never overwritten: \
            import into it instead.

            \(ExitStatus.help(fails: "some messages could not be placed"))
            """
    )

    @Argument(help: "Files, or folders to search for them.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The catalog to write (.xcstrings); it must not exist.")
    var output: String

    @Option(help: "The catalog's source language (the language of Android's values/ and gettext's msgid).")
    var sourceLanguage: String = "en"

    @Option(help: "The format, when file names don't tell (android, compose, gettext, i18next, icu, arb, tmx).")
    var format: InterchangeFormat?

    @Option(help: "The language of files whose name and content don't tell.")
    var language: String?

    func run() throws {
        let paths = PathDisplay.current
        let conversion = InterchangeConversion(
            inputs: inputs.map(paths.url(forArgument:)), output: paths.url(forArgument: output), sourceLanguage: sourceLanguage,
            reader: InterchangeReader(format: format, language: language), display: { paths.display($0) })
        let outcome = try conversion.run()
        for diagnostic in outcome.report.diagnostics { printError(diagnostic.compilerStyleLine) }
        print("wrote \(output) (\(outcome.catalog.strings.count) strings, \(outcome.catalog.languages.count) languages)")
        if outcome.report.hasErrors || outcome.report.diagnostics.contains(where: { $0.severity == .warning }) { throw ExitStatus.failed }
    }
}

import ArgumentParser
import Foundation
import Phrasebook

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

            \(ExitStatus.help(fails: nil))
            """)

    @Option(name: .long, help: ArgumentHelp("A String Catalog (.xcstrings) to look in; repeat for several tables.", valueName: "file"))
    var catalog: [String]

    @Option(name: .long, help: ArgumentHelp("The preferred language(s), best first: --language fr-CA or --language fr-CA,de.", valueName: "tag"))
    var language: [String]

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

    func run() throws {
        print(try output(), terminator: "")
    }

    /// What the command prints.
    func output() throws -> String {
        let tables = try catalog.map { try LocalizationTable(contentsOf: URL(fileURLWithPath: $0)) }
        let preferred = language.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        let localizer = Localizer(tables: tables, preferredLanguages: preferred, device: DeviceKind(device),
                                  policy: translatedOnly ? .translatedOnly : .default)
        let values = localizer.arguments(forKey: key, table: table, parsing: arguments)
        let explanation = localizer.explain(key, table: table, arguments: values)
        var lines = [explanation.text]
        if explain {
            lines.append("  table:      \(explanation.table ?? "(no table has the key)")")
            lines.append("  language:   \(explanation.language ?? "(none)") — \(explanation.step)")
            lines.append("  variations: \(explanation.variations.isEmpty ? "(none)" : explanation.variations.joined(separator: ", "))")
            lines.append("  chain:      \(explanation.chain.joined(separator: " → "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

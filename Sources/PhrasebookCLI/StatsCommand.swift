import ArgumentParser
import Foundation
import StringCatalog

/// `phrasebook stats`: size and translation progress of catalogs.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show keys, languages and translation progress of String Catalogs.",
        discussion: """
            For each .xcstrings file: the number of keys, how many use plural, device or \
            substitution variations, how many are stale or marked "don't translate", and per \
            language how many keys are in each translation state, how many have no translation yet \
            (missing) and the share that is translated.

            A key whose localization mixes states (say one plural case still new) counts under the \
            state that needs the most work. Keys marked "don't translate" are left out of the \
            per-language counts. In the source language a key without a localization counts as \
            translated, since the key is its own text.

            --format json prints an array with one object per file, for scripts and dashboards.

            Examples:
              phrasebook stats Sources/App/Localizable.xcstrings
              phrasebook stats --format json Resources/*.xcstrings
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("The .xcstrings files to describe.", valueName: "file"))
    var files: [String]

    @Option(help: "Output format: text (a table per file) or json.")
    var format: OutputFormat = .text

    func run() throws {
        var reports: [FileStatistics] = []
        var failed = false
        for path in files {
            do {
                let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: path))
                reports.append(FileStatistics(file: path, statistics: CatalogStatistics(catalog)))
            } catch {
                printError(error, path: path)
                failed = true
            }
        }
        switch format {
        case .text: print(reports.map(StatisticsTable.render).joined(separator: "\n\n"))
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(reports), as: UTF8.self))
        }
        if failed { throw ExitCode(2) }
    }
}

/// One file's statistics as `--format json` prints them.
struct FileStatistics: Encodable {
    var file: String
    var statistics: CatalogStatistics

    func encode(to encoder: any Encoder) throws {
        try statistics.encode(to: encoder)
        var container = encoder.container(keyedBy: FileKey.self)
        try container.encode(file, forKey: .file)
    }

    private enum FileKey: String, CodingKey { case file }
}

import ArgumentParser
import CatalogChecks
import Diagnostics
import Foundation
import StringCatalog

/// `phrasebook stats [FILE...]`: size and translation progress of catalogs.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show keys, languages and translation progress of String Catalogs.",
        discussion: """
            For each catalog of the project (or each named): the number of keys, how many use plural, device \
            or substitution variations, how many are stale or marked "don't translate", and per language how \
            many keys are translated, need review, are copies of the source, are new or missing, and the share \
            translated.

            Progress is counted as `check` and `audit` count it: keys marked "don't translate" and stale keys \
            are left out; a key counts once, under the text needing the most work (a missing or empty text, \
            then one still new, then a copy of the source, then one needing review); shares are rounded down, \
            so 100% means every key. Released and preparing languages come from .phrasebook.yml. In \
            the source language a key without a localization counts as translated: the key is its own text.

            --format json prints an array with one object per file, for scripts and dashboards.

            \(ExitStatus.help(fails: nil))
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("The .xcstrings files or folders to describe (default: the project's catalogs).", valueName: "file"))
    var files: [String] = []

    @Option(help: "Output format: text (a table per file) or json.")
    var format: OutputFormat = .text

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let project = try project.load(catalogs: files, reading: .unreadableCatalogs)
        for error in project.catalogErrors { printError(RunFailure.describe(error)) }
        guard !project.catalogs.isEmpty || !project.catalogErrors.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
        let checker = CatalogChecker(options: CheckOptions(project: project))
        let reports = project.catalogs.map {
            FileStatistics(file: $0.path, statistics: CatalogStatistics($0.catalog), coverage: checker.coverage(of: $0.catalog))
        }
        switch format {
        case .text: print(reports.map(StatisticsTable.render).joined(separator: "\n\n"))
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(reports), as: UTF8.self))
        }
        if !project.catalogErrors.isEmpty { throw ExitStatus.couldNotRun }
    }
}

/// One file's statistics as `--format json` prints them.
struct FileStatistics: Encodable {
    var file: String
    var statistics: CatalogStatistics
    /// Each language's progress, the source language first.
    var coverage: [LanguageCoverage]

    func encode(to encoder: any Encoder) throws {
        try statistics.encode(to: encoder)
        var container = encoder.container(keyedBy: FileKey.self)
        try container.encode(file, forKey: .file)
        try container.encode(coverage.map(LanguageRow.init), forKey: .languages)
    }

    private enum FileKey: String, CodingKey { case file, languages }

    private struct LanguageRow: Encodable {
        var language: String
        var status: String
        var coverage: CoverageCounts
        init(_ row: LanguageCoverage) {
            language = row.language
            status = row.status.rawValue
            coverage = row.counts
        }
    }
}

import ArgumentParser
import CatalogChecks
import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner

/// `phrasebook extract`: finds localizable strings in Swift sources as Xcode's compiler does and
/// synchronizes String Catalogs with them.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Extract localizable strings from Swift sources, as Xcode does, into String Catalogs.",
        discussion: """
            Reads SwiftUI views and modifiers, String(localized:), LocalizedStringResource, \
            AttributedString(localized:), NSLocalizedString and the app's own LocalizedStringKey \
            parameters. Interpolations become format specifiers (Int → %lld, Double → %lf, String → %@). \
            With --catalog, new keys are added, keys no longer found are marked stale (translations kept), \
            manual keys are left alone. Without --catalog, the strings found are listed.
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Swift files or directories to scan.")
    var paths: [String]

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Swift files or directories whose declarations the sources use but whose strings are not extracted, such as local packages elsewhere in the repository (repeatable; packages inside a directory scanned are found by their Package.swift).",
            valueName: "path"))
    var declarationsFrom: [String] = []

    @Option(name: .long, help: "An .xcstrings file (its own table), or a directory with one TABLE.xcstrings per table.")
    var catalog: String?

    @Flag(name: .long, help: "Show what would change without writing.")
    var dryRun = false

    @Flag(name: .long, help: "Exit 1 when the catalog is out of date, listing what would change; write nothing.")
    var check = false

    @Option(name: .long, help: "The source language of catalogs created from scratch.")
    var sourceLanguage = "en"

    @Option(name: .long, help: "Output format: text or json (json lists each string with key, table, comment, file, line, column).")
    var format: OutputFormat = .text

    @Option(
        name: .customLong("localized-string-function"),
        help: ArgumentHelp(
            "An app function called like NSLocalizedString whose keys are extracted too, as Xcode's LOCALIZED_STRING_MACRO_NAMES (repeatable; adds to extract.localized_string_functions in .phrasebook.yml).",
            valueName: "name"))
    var localizedStringFunctions: [String] = []

    @Option(
        name: .customLong("platform"),
        help: ArgumentHelp(
            "A platform the app builds for (iOS, macOS, watchOS, tvOS, visionOS): #if os(…) branches no given platform compiles are not extracted (repeatable; default extract.platforms in .phrasebook.yml, else every branch).",
            valueName: "name"))
    var platforms: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The build's active compilation conditions, as Xcode's SWIFT_ACTIVE_COMPILATION_CONDITIONS (\"DEBUG\" for Debug, \"\" for Release): other #if conditions are evaluated against them (default extract.compilation_conditions, else every branch).",
            valueName: "list"))
    var compilationConditions: String?

    func run() throws {
        let files = try SwiftSourceFiles.findSeparatingLocalPackages(in: paths)
        let declarationFiles = try files.localPackageFiles + SwiftSourceFiles.find(in: declarationsFrom)
        let project = try ProjectConfiguration.load(fromProjectAt: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let result = SourceExtractor(
            settings: project?.extract, addingFunctions: localizedStringFunctions,
            platforms: platforms.isEmpty ? nil : platforms,
            compilationConditions: compilationConditions.map(BuildConditions.conditionNames))
            .extract(files: files.files, declarationsFrom: declarationFiles)
        printDiagnostics(result.diagnostics)

        guard let catalog else {
            print(format == .json ? ExtractionListing.json(result, changes: nil) : ExtractionListing.text(result), terminator: "")
            return
        }
        let plan: CatalogUpdatePlan
        do {
            plan = try CatalogUpdatePlan.plan(
                strings: result.strings, catalogPath: catalog,
                synchronizer: CatalogSynchronizer(defaultSourceLanguage: sourceLanguage))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        for (table, count) in plan.skippedTables.sorted(by: { $0.key < $1.key }) {
            FileHandle.standardError.write(
                Data("warning: \(count) strings of table '\(table)' not written: pass a directory to --catalog\n".utf8))
        }
        if !dryRun, !check { try plan.write() }

        // What the keys the code uses would show (key-shows-raw, concatenated-argument, unused-manual-key).
        let findings = check || dryRun
            ? KeyRules.findings(
                plan: plan, extraction: result, sourceFiles: files.files + declarationFiles,
                keysUsedDynamically: project?.extract?.keysUsedDynamically ?? false,
                locateKey: { url, key in
                    FileManager.default.contents(atPath: url.path).flatMap { CatalogLineIndex(text: $0).location(key: key, language: nil) }
                })
            : []
        switch format {
        case .json: print(ExtractionListing.json(result, changes: plan.changes, findings: findings), terminator: "")
        case .text:
            print(findings.map { $0.compilerStyleLine + "\n" }.joined(), terminator: "")
            print(ExtractionListing.changes(plan, result: result, written: !dryRun && !check), terminator: "")
        }
        if check, !plan.isUpToDate || findings.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }

    private func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            let location = [diagnostic.file, diagnostic.line.map(String.init), diagnostic.column.map(String.init)]
                .compactMap { $0 }.joined(separator: ":")
            FileHandle.standardError.write(Data("\(location): \(diagnostic.severity.rawValue): \(diagnostic.message)\n".utf8))
        }
    }
}

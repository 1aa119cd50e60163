import AccessorGeneration
import ArgumentParser
import Foundation
import ProjectConfiguration

/// `phrasebook generate`: type-safe Swift accessors for the keys of catalogs.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write type-safe Swift accessors for the keys of String Catalogs.",
        discussion: """
            One accessor per key of every table (stale keys left out), grouped by table: keys of \
            Localizable are members of the namespace (L10n by default), other tables are nested enums \
            named after them. A key without arguments is a static property, a key with arguments a static \
            function whose parameters are typed from the source text's format specifiers and substitutions \
            (%lld → Int, %lf → Double, %@ → String). Dotted keys are grouped by their segments \
            (settings.language.title → L10n.Settings.Language.title); other keys are named by their first \
            words ("%lld heroes are waiting" → L10n.heroesAreWaiting(_:)). Names that collide are \
            reported as warnings: the key that sorts first keeps the name, the others get _2, _3, ….

            Each accessor is a CatalogString that a Localizer resolves: localizer.string(L10n.title). On Apple \
            platforms L10n.title.resource is Foundation's LocalizedStringResource with the same key, table, \
            default value and bundle. --access and --namespace override .phrasebook.yml's generate: section. \
            The file is written only when its content changes.

            \(ExitStatus.help(fails: "--check finds the file out of date"))

            --symbols xcode writes instead what Xcode 26's "Generate String Catalog Symbols" writes: one \
            GeneratedStringSymbols_<Table>.swift per catalog into the --output folder, an extension of \
            LocalizedStringResource with a member per manually managed key (Text(.settings), \
            String(localized: .landmarks(count: 42))); --isolation nonisolated as Xcode writes it for targets \
            isolated to the main actor by default; --portable adds an import of Phrasebook where Foundation has \
            no LocalizedStringResource (Linux), so the same code runs there through Phrasebook's runtime \
            (localizer.string(.settings), String(localized: .settings)). --check compares the files in the folder.

            Examples:
              phrasebook generate Resources/Localizable.xcstrings --output Sources/App/L10n.swift
              phrasebook generate --access public --namespace FeatureStrings --output Strings.swift
              phrasebook generate --symbols xcode --output Sources/App/Generated
            """
    )

    @Argument(help: ArgumentHelp("The .xcstrings files or folders (default: the project's catalogs).", valueName: "catalog"))
    var catalogs: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write (default: standard output).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The access level of the accessors: public, package or internal (default: generate.access, else internal).", valueName: "level"))
    var access: GenerateSettings.Access?

    @Option(help: ArgumentHelp("The enum the accessors live in (default: generate.namespace, else L10n).", valueName: "name"))
    var namespace: String?

    @Option(help: ArgumentHelp("Write Xcode 26's string symbols instead of accessors: xcode (--output is then a folder).", valueName: "style"))
    var symbols: SymbolStyle?

    @Option(help: ArgumentHelp("With --symbols xcode: how Xcode declares the bundle and extension, plain or nonisolated (default: generate.symbol_isolation, else plain).", valueName: "isolation"))
    var isolation: XcodeSymbolGenerator.Isolation?

    @Flag(help: "With --symbols xcode: also build where Foundation has no LocalizedStringResource (Linux), through Phrasebook's runtime.")
    var portable = false

    @Flag(help: "Change nothing; exit 1 if the --output file is not what generate would write.")
    var check = false

    /// The kinds of symbol files `--symbols` writes.
    enum SymbolStyle: String, ExpressibleByArgument, CaseIterable {
        case xcode
    }

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        if check, output == nil { throw ValidationError("--check needs --output: the file (or, with --symbols, the folder) to compare") }
        if symbols == nil, isolation != nil { throw ValidationError("--isolation applies to --symbols xcode") }
        if symbols == nil, portable { throw ValidationError("--portable applies to --symbols xcode") }
        if symbols != nil, access != nil || namespace != nil {
            throw ValidationError("--access and --namespace apply to accessors, not to --symbols xcode (Xcode's symbols are internal members of LocalizedStringResource)")
        }
    }

    func run() throws {
        let project = try project.load(catalogs: catalogs)
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
        if symbols == .xcode { return try writeXcodeSymbols(project) }
        let generator = try AccessorGenerator(settings: project.generateSettings.overriding(access: access, namespace: namespace))
        let result = generator.generate(project.catalogs)
        for diagnostic in result.diagnostics { printError(diagnostic.compilerStyleLine) }
        guard let output else {
            print(result.source, terminator: "")
            return
        }
        let url = project.paths.url(forArgument: output)
        var summary = "\(result.accessorCount) accessors, \(result.tables.count == 1 ? "1 table" : "\(result.tables.count) tables")"
        if result.staleKeyCount > 0 { summary += ", \(result.staleKeyCount) stale \(result.staleKeyCount == 1 ? "key" : "keys") left out" }
        if check {
            guard GeneratedFile.isCurrent(result.source, at: url) else {
                print("\(output): out of date (\(summary)); run phrasebook generate without --check")
                throw ExitStatus.failed
            }
            print("\(output) is up to date (\(summary))")
            return
        }
        switch try GeneratedFile.write(result.source, to: url) {
        case .written: print("wrote \(output) (\(summary))")
        case .unchanged: print("\(output) is up to date (\(summary))")
        }
    }
}

extension GenerateCommand {
    /// `--symbols xcode`: one Xcode-style symbol file per catalog, printed or written into the `--output` folder.
    private func writeXcodeSymbols(_ project: Project) throws {
        let files = XcodeSymbolGenerator(isolation: isolation ?? project.generateSettings.symbolIsolation ?? .plain, portable: portable).generate(project.catalogs)
        for file in files { file.warnings.forEach(printError) }
        guard let output else {
            print(files.map(\.source).joined(separator: "\n\n"))
            return
        }
        // Xcode writes each target's files into its own derived sources: one folder can't take two tables of one name.
        if let clash = XcodeSymbolFile.clashes(in: files).first {
            throw CannotRun("\(clash.catalogPaths.joined(separator: " and ")) would both write \(clash.fileName); generate each into its own folder (name the catalog as an argument)")
        }
        let folder = project.paths.url(forArgument: output)
        var outOfDate: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.fileName)
            let shown = output.hasSuffix("/") ? output + file.fileName : output + "/" + file.fileName
            let summary = "\(file.memberCount) \(file.memberCount == 1 ? "symbol" : "symbols") from \(file.catalogPath)"
            if check {
                if GeneratedFile.isCurrent(file.source, at: url) {
                    print("\(shown) is up to date (\(summary))")
                } else {
                    print("\(shown): out of date (\(summary)); run phrasebook generate without --check")
                    outOfDate.append(shown)
                }
                continue
            }
            switch try GeneratedFile.write(file.source, to: url) {
            case .written: print("wrote \(shown) (\(summary))")
            case .unchanged: print("\(shown) is up to date (\(summary))")
            }
        }
        if !outOfDate.isEmpty { throw ExitStatus.failed }
    }
}

extension GenerateSettings.Access: ExpressibleByArgument {}

extension XcodeSymbolGenerator.Isolation: ExpressibleByArgument {}

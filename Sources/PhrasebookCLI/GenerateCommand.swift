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

            Examples:
              phrasebook generate Resources/Localizable.xcstrings --output Sources/App/L10n.swift
              phrasebook generate --access public --namespace FeatureStrings --output Strings.swift
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

    @Flag(help: "Change nothing; exit 1 if the --output file is not what generate would write.")
    var check = false

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        if check, output == nil { throw ValidationError("--check needs --output: the file to compare") }
    }

    func run() throws {
        let project = try project.load(catalogs: catalogs)
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", "))")
        }
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

extension GenerateSettings.Access: ExpressibleByArgument {}

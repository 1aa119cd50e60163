import ArgumentParser

/// The `phrasebook` command: String Catalog localization for Swift, on every platform Swift runs on.
@main
struct PhrasebookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrasebook",
        abstract: "String Catalog localization for Swift, on Linux and Apple platforms.",
        discussion: """
            Phrasebook reads and writes Xcode String Catalogs (.xcstrings) byte for byte as Xcode does, \
            extracts localizable strings from Swift sources, lints code for strings that bypass \
            localization, checks translations for CI, and exchanges work with translators as XLIFF.
            """,
        version: PhrasebookVersion.current,
        groupedSubcommands: [
            CommandGroup(name: "Project", subcommands: [
                AuditCommand.self, CheckCommand.self, ExtractCommand.self, LintCommand.self,
            ]),
            CommandGroup(name: "Catalogs", subcommands: [FormatCommand.self, StatsCommand.self, MergeCommand.self, DiffCommand.self, GitCommand.self]),
            CommandGroup(name: "Translators", subcommands: [
                ExportCommand.self, ImportCommand.self, PseudoCommand.self, CompileCommand.self, MigrateCommand.self,
            ]),
            CommandGroup(name: "Runtime", subcommands: [
                LookupCommand.self, NegotiateCommand.self, PluralCommand.self,
            ]),
        ]
    )
}

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
        subcommands: [
            LintCommand.self,
            PluralCommand.self,
            FormatCommand.self,
            StatsCommand.self,
            NegotiateCommand.self,
            LookupCommand.self,
            ExtractCommand.self,
            ExportCommand.self,
            ImportCommand.self,
            PseudoCommand.self,
            CompileCommand.self,
            MigrateCommand.self,
            CheckCommand.self,
            AuditCommand.self,
        ]
    )
}

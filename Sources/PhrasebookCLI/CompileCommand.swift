import ArgumentParser
import ProjectConfiguration
import Foundation
import StringCatalog
import TranslationExchange

/// `phrasebook compile CATALOG --output DIR`: legacy `.strings`/`.stringsdict` as `xcstringstool compile` writes them.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a catalog to LANG.lproj/TABLE.strings and .stringsdict, as xcstringstool does.",
        discussion: """
            Plain strings go to .strings; plural variations, substitutions and device variations \
            (NSStringDeviceSpecificRuleType) go to .stringsdict. Untranslated strings are left out, so the \
            lookup falls back at run time, unless --include-untranslated writes the source text.

            \(ExitStatus.help(fails: nil))
            """
    )

    @Argument(help: "The catalog (.xcstrings); its file name is the table name.")
    var catalog: String

    @Option(name: .shortAndLong, help: "The folder to write the .lproj folders into.")
    var output: String

    @Flag(help: "Write the source language's text for strings a language has not translated.")
    var includeUntranslated = false

    func run() throws {
        let result = try LegacyConversion.compile(
            catalogAt: URL(fileURLWithPath: catalog), into: URL(fileURLWithPath: output, isDirectory: true),
            options: LegacyCompileOptions(untranslated: includeUntranslated ? .useSourceLanguage : .omit))
        for issue in result.issues { printError("\(catalog): warning: \(issue)") }
        for file in result.files { print("wrote \(PathDisplay.current.display(file))") }
    }
}

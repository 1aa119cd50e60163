import ArgumentParser
import Foundation
import StringCatalog
import TranslationExchange

/// `phrasebook pseudo CATALOG --language en-XA|ar-XB [--in-place|--output FILE]`.
struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Add a pseudo-language (en-XA accented and longer, ar-XB right to left) to a catalog.",
        discussion: """
            Made from the source language, so layouts can be tested before translators start: en-XA accents \
            every letter, brackets each string and makes it about 40% longer to reveal truncation and \
            hard-coded text; ar-XB forces every word right to left to reveal mirroring problems. Format \
            specifiers, substitutions, Markdown links, inline code and tags stay intact; every plural, device \
            and substitution case is transformed. Without --in-place or --output the catalog is printed.

            \(ExitStatus.help(fails: nil))
            """
    )

    @Argument(help: "The catalog (.xcstrings).")
    var catalog: String

    @Option(name: .shortAndLong, help: "en-XA or ar-XB.")
    var language: PseudoLanguage

    @Flag(help: "Write the result back into the catalog.")
    var inPlace = false

    @Option(name: .shortAndLong, help: "Write the result to this file.")
    var output: String?

    func validate() throws {
        if inPlace && output != nil { throw ValidationError("use either --in-place or --output, not both") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: catalog)
        let localizer = PseudoLocalizer(language: language)
        if inPlace {
            try SafeFile.updateExisting(url) { data in
                localizer.localize(try StringCatalog(data: data, path: catalog)).encoded()
            }
            return
        }
        let result = localizer.localize(try StringCatalog(contentsOf: url))
        if let output {
            try result.write(to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(result.encoded())
        }
    }
}

extension PseudoLanguage: ExpressibleByArgument {}

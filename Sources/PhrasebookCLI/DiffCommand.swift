import ArgumentParser
import CatalogMerge
import Foundation
import StringCatalog

/// `phrasebook diff`: what changed between two versions of a catalog, in catalog terms.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of a String Catalog (a git diff driver).",
        discussion: """
            Lists keys added (+), removed (-) and renamed (>, same translations under a new key), \
            and for changed keys (~) each translation added, changed or removed per language and \
            plural or device case, state changes, and comment or other field changes. \
            --format markdown prints a table for pull-request comments, json one object for tools; \
            --stat prints only the counts per language.

            `phrasebook git install` makes this git's diff driver for *.xcstrings files \
            (diff.phrasebook.command), so `git diff` shows catalog changes this way; \
            `git log -p --ext-diff` and `git show --ext-diff` do too.

            Exit status: 0 when both files were read (whether or not they differ), 2 when one \
            cannot be read.

            Examples:
              phrasebook diff Old.xcstrings Localizable.xcstrings
              git show HEAD~1:Localizable.xcstrings > /tmp/old.xcstrings && \\
                phrasebook diff /tmp/old.xcstrings Localizable.xcstrings --format markdown
            """
    )

    @Argument(help: ArgumentHelp("The old and the new version.", valueName: "old new"))
    var files: [String]

    @Option(help: "Output format: text, markdown or json.")
    var format: DiffFormat = .text

    @Flag(help: "Print only the summary and per-language counts of added, changed and removed translations.")
    var stat = false

    /// git's external diff calling convention: path old-file old-hex old-mode new-file new-hex new-mode
    /// [new-path similarity].
    @Flag(help: .hidden)
    var gitExternalDiff = false

    func validate() throws {
        if gitExternalDiff {
            guard files.count == 7 || files.count == 9 else {
                throw ValidationError("--git-external-diff takes git's 7 or 9 arguments, got \(files.count)")
            }
        } else if files.count != 2 {
            throw ValidationError("expected two files, the old and the new version; got \(files.count)")
        }
    }

    func run() throws {
        let (name, old, new) = gitExternalDiff ? (files.count == 9 ? files[7] : files[0], files[1], files[4]) : (files[1], files[0], files[1])
        if gitExternalDiff { print("diff --phrasebook a/\(files[0]) b/\(name)") }
        guard let oldRead = read(old), let newRead = read(new) else {
            // git shows whatever the driver prints: a line diff is better than nothing there.
            if gitExternalDiff, let text = TextDiff.lines(old: old, new: new) {
                print(text, terminator: "")
                return
            }
            throw ExitStatus.couldNotRun
        }
        for repair in (oldRead?.repairs ?? []) + (newRead?.repairs ?? []) {
            printError(repair.description)
        }
        let sourceLanguage = newRead?.catalog.sourceLanguage ?? oldRead?.catalog.sourceLanguage ?? "en"
        let diff = CatalogDiff(old: oldRead?.catalog ?? StringCatalog(sourceLanguage: sourceLanguage),
                               new: newRead?.catalog ?? StringCatalog(sourceLanguage: sourceLanguage))
        print(diff.rendered(as: format, fileName: name, statistics: stat), terminator: "")
    }

    /// The catalog at `path`, `.some(nil)` for `/dev/null` (git's side of an added or deleted file),
    /// or `nil` with the error printed when it cannot be read.
    private func read(_ path: String) -> CatalogReadResult?? {
        guard path != "/dev/null" else { return .some(nil) }
        do {
            return try StringCatalog.read(data: try fileContents(path), path: path, duplicates: .keepFirst)
        } catch {
            printError(RunFailure.describe(error))
            return nil
        }
    }
}

extension DiffFormat: ExpressibleByArgument {}

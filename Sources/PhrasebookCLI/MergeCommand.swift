import ArgumentParser
import CatalogMerge
import Foundation
import StringCatalog

/// `phrasebook merge`: the three-way merge of a catalog, usable as a git merge driver.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two versions of a String Catalog with their common base (a git merge driver).",
        discussion: """
            Merges per key, language, plural and device case, substitution and field (comment, \
            state, extractionState, shouldTranslate, and fields Phrasebook does not model): edits \
            of different keys, languages, cases or fields always combine, the same edit on both \
            sides is taken once, and a key, language or case deleted on one side but edited on the \
            other keeps the edit (with a note). Only a unit both sides changed differently is a \
            conflict: the result keeps OURS' value, the conflicts are listed on standard error (key, \
            language, path, base/ours/theirs) and, with --conflicts, written as JSON. No conflict \
            markers are written: they would break the JSON for Xcode.

            The result is written to OURS unless --output names another file, as git expects of a \
            merge driver, always as a complete catalog in Xcode's exact form. Keys, languages or \
            fields an input repeats (an earlier bad merge) are merged on reading and reported. \
            .strings and .stringsdict tables merge per key the same way (chosen by the extension \
            of --path, or of OURS).

            `phrasebook git install` sets this up as the merge driver of *.xcstrings files \
            (driver = phrasebook merge --path %P %O %A %B).

            Exit status: 0 when the merge is clean, 1 when there are conflicts (or conflicting \
            repeated keys in an input), 2 when an input cannot be read (OURS is left as it was).

            Examples:
              phrasebook merge base.xcstrings mine.xcstrings theirs.xcstrings --output merged.xcstrings
              phrasebook merge %O %A %B --conflicts conflicts.json
            """
    )

    @Argument(help: ArgumentHelp("The common ancestor (git's %O); an empty file when there is none.", valueName: "base"))
    var base: String

    @Argument(help: ArgumentHelp("Our version (git's %A); receives the result unless --output is given.", valueName: "ours"))
    var ours: String

    @Argument(help: ArgumentHelp("Their version (git's %B).", valueName: "theirs"))
    var theirs: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the merged file here instead of over OURS.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Also write the conflicts, kept edits and repairs as JSON to this file.", valueName: "file"))
    var conflicts: String?

    @Option(help: ArgumentHelp("The file's path in the repository, for messages and its kind (git's %P).", valueName: "path"))
    var path: String?

    func run() throws {
        let name = path ?? ours
        let kind = LocalizationFileKind(fileName: name) ?? LocalizationFileKind(fileName: ours) ?? .catalog
        var inputs: [MergeInput] = []
        for (file, side) in [(base, "base"), (ours, "ours"), (theirs, "theirs")] {
            do {
                inputs.append(MergeInput(data: try fileContents(file), label: "\(name) (\(side))"))
            } catch {
                printError(RunFailure.describe(error))
                throw ExitStatus.couldNotRun
            }
        }
        let result: FileMergeResult
        do {
            result = try LocalizationFileMerge.merge(base: inputs[0], ours: inputs[1], theirs: inputs[2], kind: kind)
            try result.write(to: URL(fileURLWithPath: output ?? ours))
            if let conflicts {
                try SafeFile.write(Data(result.jsonReport(fileName: name).utf8), to: URL(fileURLWithPath: conflicts))
            }
        } catch let error as LegacyFormatError {
            printError(error.description)
            throw ExitStatus.couldNotRun
        } catch {
            printError(RunFailure.describe(error))
            throw ExitStatus.couldNotRun
        }
        FileHandle.standardError.write(Data(result.textReport(fileName: name).utf8))
        if result.needsAttention { throw ExitStatus.failed }
    }
}

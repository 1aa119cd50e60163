import ArgumentParser
import Foundation
import StringCatalog

/// `phrasebook format`: rewrite catalogs byte for byte as Xcode writes them.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite String Catalogs in the exact form Xcode writes.",
        discussion: """
            Reads each .xcstrings file and writes it back as Xcode would: two-space indentation, \
            "key" : value, keys in Xcode's order, Xcode's escaping and empty-object layout. Fields \
            Phrasebook does not know are kept. A file that is already canonical is not touched; a \
            rewrite replaces the file atomically, so an interrupted run never leaves half a catalog. \
            A file that cannot be read is reported as path:line:column: error: … and left as it is.

            Use --check in CI or a pre-commit hook: it changes nothing and exits 1 when a file \
            would be rewritten.

            Exit status: 0 when every file is (now) canonical, 1 when --check finds a file that is \
            not, 2 when a file cannot be read.

            Examples:
              phrasebook format Sources/App/Localizable.xcstrings
              phrasebook format --check $(git ls-files '*.xcstrings')
            """
    )

    @Argument(help: ArgumentHelp("The .xcstrings files to format.", valueName: "file"))
    var files: [String]

    @Flag(help: "Change nothing; list the files that are not canonical and exit 1 if there are any.")
    var check = false

    func run() throws {
        var failed = false
        var notCanonical = false
        for path in files {
            do {
                switch try CatalogFormatter.format(fileAt: URL(fileURLWithPath: path), checkOnly: check) {
                case .alreadyCanonical: break
                case .reformatted: print("formatted \(path)")
                case .notCanonical:
                    print("\(path): not in canonical form")
                    notCanonical = true
                }
            } catch {
                printError(error, path: path)
                failed = true
            }
        }
        if failed { throw ExitCode(2) }
        if notCanonical { throw ExitCode(1) }
    }
}

/// Prints an error once, as the compiler does: `path:line:column: error: message` for catalog errors.
func printError(_ error: any Error, path: String) {
    let line: String
    switch error {
    case let readError as CatalogReadError: line = readError.description
    case is FileAccessError where isDirectory(path): line = "\(path): error: is a folder; pass the .xcstrings files in it"
    case let accessError as FileAccessError: line = accessError.description
    case let cocoa as CocoaError where cocoa.code == .fileReadNoSuchFile: line = "\(path): error: no such file"
    case is CocoaError where isDirectory(path): line = "\(path): error: is a folder; pass the .xcstrings files in it"
    case let cocoa as CocoaError:
        let reason = (cocoa.userInfo[NSUnderlyingErrorKey] as? NSError).map { String(cString: strerror(Int32($0.code))) }
        line = "\(path): error: cannot read the file" + (reason.map { " (\($0))" } ?? "")
    default: line = "\(path): error: \(error.localizedDescription)"
    }
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

private func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
}

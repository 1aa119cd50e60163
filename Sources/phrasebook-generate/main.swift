// The PhrasebookGenerate build plugin's tool: `phrasebook generate` without the rest of the command line
// (no swift-syntax, no argument parser), so packages that use the plugin build little for it.
//
//   phrasebook-generate --project DIR --output FILE CATALOG...
//   phrasebook-generate --project DIR --symbols xcode [--isolation nonisolated] --output FOLDER CATALOG...
//
// The first writes accessors (PhrasebookGenerate); the project folder's .phrasebook.yml gives generate.access
// and generate.namespace. The second writes Xcode 26's GeneratedStringSymbols_<Table>.swift files into FOLDER
// (PhrasebookSymbols), importing Phrasebook where Foundation lacks LocalizedStringResource; generate.symbol_isolation
// gives the isolation unless --isolation does. Warnings are printed
// compiler-style; a problem that stops generation exits 1 with its error.
import AccessorGeneration
import Diagnostics
import Foundation
import ProjectConfiguration

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var projectFolder: String?
var output: String?
var symbols: String?
var isolation: XcodeSymbolGenerator.Isolation?
var catalogs: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--project", "--output", "--symbols", "--isolation":
        guard !arguments.isEmpty else { fail("error: \(argument) needs a value") }
        let value = arguments.removeFirst()
        switch argument {
        case "--project": projectFolder = value
        case "--output": output = value
        case "--symbols":
            guard value == "xcode" else { fail("error: --symbols expects xcode, found '\(value)'") }
            symbols = value
        default:
            guard let chosen = XcodeSymbolGenerator.Isolation(rawValue: value) else {
                fail("error: --isolation expects plain or nonisolated, found '\(value)'")
            }
            isolation = chosen
        }
    default:
        catalogs.append(argument)
    }
}
guard let output, !catalogs.isEmpty else {
    fail("usage: phrasebook-generate [--project DIR] [--symbols xcode [--isolation plain|nonisolated]] --output FILE|FOLDER CATALOG...")
}

do {
    // Rules are not validated here: that is `phrasebook lint` and `check`'s job, not the build's.
    let project = try Project.load(
        directory: projectFolder, overrides: Project.Overrides(catalogs: catalogs), rules: .unvalidated)
    if symbols != nil {
        let folder = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = XcodeSymbolGenerator(isolation: isolation ?? project.generateSettings.symbolIsolation ?? .plain, portable: true).generate(project.catalogs)
        // One target can't hold two tables of one name: the second file would replace the first.
        if let clash = XcodeSymbolFile.clashes(in: files).first {
            fail("error: \(clash.catalogPaths.joined(separator: " and ")) would both write \(clash.fileName); rename one of the catalogs")
        }
        for file in files {
            for warning in file.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
            _ = try GeneratedFile.write(file.source, to: folder.appendingPathComponent(file.fileName))
        }
        exit(0)
    }
    let result = try AccessorGenerator(settings: project.generateSettings).generate(project.catalogs)
    for diagnostic in result.diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic.compilerStyleLine)\n".utf8))
    }
    _ = try GeneratedFile.write(result.source, to: URL(fileURLWithPath: output))
} catch {
    fail(String(describing: error))
}

// The PhrasebookGenerate build plugin's tool: `phrasebook generate` without the rest of the command line
// (no swift-syntax, no argument parser), so packages that use the plugin build little for it.
//
//   phrasebook-generate --project DIR --output FILE CATALOG...
//
// The project folder's .phrasebook.yml gives generate.access and generate.namespace. Warnings are printed
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
var catalogs: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--project", "--output":
        guard !arguments.isEmpty else { fail("error: \(argument) needs a value") }
        if argument == "--project" { projectFolder = arguments.removeFirst() } else { output = arguments.removeFirst() }
    default:
        catalogs.append(argument)
    }
}
guard let output, !catalogs.isEmpty else { fail("usage: phrasebook-generate [--project DIR] --output FILE CATALOG...") }

do {
    // Rules are not validated here: that is `phrasebook lint` and `check`'s job, not the build's.
    let project = try Project.load(
        directory: projectFolder, overrides: Project.Overrides(catalogs: catalogs), rules: .unvalidated)
    let result = try AccessorGenerator(settings: project.generateSettings).generate(project.catalogs)
    for diagnostic in result.diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic.compilerStyleLine)\n".utf8))
    }
    _ = try GeneratedFile.write(result.source, to: URL(fileURLWithPath: output))
} catch {
    fail(String(describing: error))
}

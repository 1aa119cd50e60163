// The library calls behind `phrasebook serve`, `compile`, `check`, `stats` and `format`, in one small release
// executable without swift-syntax, for Scripts/probe-hostile-inputs to attack on loopback in CI (a release
// build of the CLI would compile swift-syntax optimized: about ten minutes). Not a tool for users.
//
//   ProbeHarness serve PROJECT_DIR HOST      prints `port=N token=T`, then serves until killed
//   ProbeHarness compile CATALOG OUTPUT_DIR  exit 2 with the error when refused
//   ProbeHarness check PROJECT_DIR           check and stats of every catalog; prints the seconds taken
//   ProbeHarness format CATALOG              rewrites the catalog in Xcode's form through SafeFile
import CatalogChecks
import CatalogEditor
import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
import TranslationExchange

func fail(_ error: Error) -> Never {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}

func loadProject(_ directory: String) -> Project {
    do {
        return try Project.load(directory: directory, rules: RuleRegistry(CheckRules.reading + CheckRules.all))
    } catch {
        fail(error)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("serve", 3):
    let session = EditorSession(project: loadProject(arguments[1]))
    do {
        let editor = try EditorServer(session: session, host: arguments[2], port: 0)
        FileHandle.standardOutput.write(Data("port=\(editor.server.port) token=\(editor.access.token ?? "")\n".utf8))
        editor.server.run()
    } catch {
        fail(error)
    }
case ("compile", 3):
    do {
        let result = try LegacyConversion.compile(catalogAt: URL(fileURLWithPath: arguments[1]), into: URL(fileURLWithPath: arguments[2], isDirectory: true))
        print("wrote \(result.files.count) files")
    } catch {
        fail(error)
    }
case ("check", 2):
    let started = ContinuousClock.now
    let project = loadProject(arguments[1])
    let checker = CatalogChecker(options: CheckOptions(project: project))
    let report = checker.report(project.catalogs, toolVersion: "probe")
    let coverage = project.catalogs.map { (CatalogStatistics($0.catalog), checker.coverage(of: $0.catalog)) }
    let elapsed = started.duration(to: .now).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    print("findings=\(report.diagnostics.count) catalogs=\(coverage.count) seconds=\(seconds)")
case ("format", 2):
    do {
        try SafeFile.updateExisting(URL(fileURLWithPath: arguments[1])) { data in
            try StringCatalog.read(data: data, path: arguments[1]).catalog.encoded()
        }
    } catch {
        fail(error)
    }
default:
    FileHandle.standardError.write(Data("usage: ProbeHarness serve DIR HOST | compile CATALOG OUT | check DIR | format CATALOG\n".utf8))
    exit(2)
}


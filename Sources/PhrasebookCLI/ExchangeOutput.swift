import ArgumentParser
import Diagnostics
import Foundation

/// Rendering shared by the exchange commands: compiler-style lines on standard error.
enum ExchangeOutput {
    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            let location = diagnostic.locationText ?? "phrasebook"
            printError("\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]")
        }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Runs a command body, printing errors once (as `path:line:column: error: …`) and exiting non-zero.
    static func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let exit as ExitCode {
            throw exit
        } catch let validation as ValidationError {
            throw validation
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
    }

    static var currentDirectory: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }
}

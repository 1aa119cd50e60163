import ArgumentParser
import Diagnostics
import Foundation
import SourceScanner

/// `phrasebook extract`: finds localizable strings in Swift sources as Xcode's compiler does.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Extract localizable strings from Swift sources, as Xcode does, into String Catalogs.",
        discussion: """
            Reads SwiftUI views and modifiers, String(localized:), LocalizedStringResource, \
            AttributedString(localized:), NSLocalizedString and the app's own LocalizedStringKey \
            parameters. Interpolations become format specifiers (Int → %lld, Double → %lf, String → %@).
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Swift files or directories to scan.")
    var paths: [String]

    @Option(name: .long, help: "Print the extracted strings as text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let files = try SwiftSourceFiles.find(in: paths)
        let result = SourceExtractor().extract(files: files)
        printDiagnostics(result.diagnostics)
        switch format {
        case .text: print(ExtractionListing.text(result), terminator: "")
        case .json: print(ExtractionListing.json(result))
        }
    }

    private func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            let location = [diagnostic.file, diagnostic.line.map(String.init), diagnostic.column.map(String.init)]
                .compactMap { $0 }.joined(separator: ":")
            FileHandle.standardError.write(Data("\(location): \(diagnostic.severity.rawValue): \(diagnostic.message)\n".utf8))
        }
    }
}

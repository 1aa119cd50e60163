import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

/// Imports translations from `.xliff` files, `.xcloc` bundles and `.csv` sheets into catalogs on disk.
///
/// Every input is read first; then the catalogs are locked (`SafeFile.update`), read as they are now,
/// updated in memory and written, only those that changed, and only when every input was readable. Two
/// imports into one catalog at once therefore both land: the second waits and applies its units to what
/// the first wrote. A dry run writes nothing.
public struct LocalizationImport: Sendable {
    public var inputs: [URL]
    /// Catalog files, or folders searched for `.xcstrings`.
    public var catalogs: [URL]
    public var baseDirectory: URL
    public var dryRun: Bool
    /// For CSV files whose name is not `LANG.csv`.
    public var language: String?
    public var importer: XLIFFImporter
    public var reader: XLIFFReader

    public init(inputs: [URL], catalogs: [URL], baseDirectory: URL, dryRun: Bool = false, language: String? = nil,
                importer: XLIFFImporter = XLIFFImporter(plurals: .xcode), reader: XLIFFReader = XLIFFReader()) {
        self.inputs = inputs
        self.catalogs = catalogs
        self.baseDirectory = baseDirectory
        self.dryRun = dryRun
        self.language = language
        self.importer = importer
        self.reader = reader
    }

    public struct Outcome: Sendable {
        public var report: ImportReport
        /// Catalogs that changed (and were written unless this was a dry run).
        public var changedCatalogs: [URL]
    }

    /// One input read into memory, before any catalog is locked.
    private enum Input {
        case xliff(XLIFFDocument, path: String)
        case csv(records: [(line: Int, fields: [String])], file: URL)
    }

    public func run() throws -> Outcome {
        let urls = catalogs.flatMap(CatalogFileSearch.catalogs)
        var inputs: [Input] = []
        for input in self.inputs {
            for file in try expand(input) {
                if file.pathExtension.lowercased() == "csv" {
                    inputs.append(.csv(records: try readCSV(file), file: file))
                } else {
                    inputs.append(.xliff(try reader.read(contentsOf: file), path: file.path))
                }
            }
        }
        var report = ImportReport()
        let changed = try CatalogFiles.update(urls, relativeTo: baseDirectory, dryRun: dryRun) { named in
            report = ImportReport()
            for input in inputs {
                switch input {
                case .xliff(let document, let path): report.merge(importer.apply(document, path: path, to: &named))
                case .csv(let records, let file): report.merge(try importCSV(records, file: file, into: &named))
                }
            }
        }
        return Outcome(report: report, changedCatalogs: changed)
    }

    private func expand(_ input: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory) else {
            throw XLIFFReadError(path: input.path, line: nil, column: nil, message: "no such file")
        }
        return isDirectory.boolValue ? try XclocBundle.xliffFiles(in: input) : [input]
    }

    private func readCSV(_ file: URL) throws -> [(line: Int, fields: [String])] {
        do {
            return try CSVTable.decode(Array(try SafeFile.read(file)))
        } catch let error as CSVTable.ParseError {
            throw XLIFFReadError(path: file.path, line: error.line, column: error.column, message: error.message)
        }
    }

    private func importCSV(_ records: [(line: Int, fields: [String])], file: URL, into named: inout [NamedCatalog]) throws -> ImportReport {
        let language = try csvLanguage(file, catalogs: named)
        let baseline = CSVExchange.Baseline(named, language: language, plurals: importer.plurals)
        let units: [String: [IncomingUnit]]
        // A Result rather than do/catch: the 6.3 compiler crashes on a typed catch here.
        switch Result(catching: { () throws(CSVTable.ParseError) in try CSVExchange.units(from: records, file: file.path, baseline: baseline) }) {
        case .success(let found): units = found
        case .failure(let error): throw XLIFFReadError(path: file.path, line: error.line, column: error.column, message: error.message)
        }
        var report = ImportReport()
        for (original, catalogUnits) in units.sorted(by: { $0.key < $1.key }) {
            let index = original.isEmpty && named.count == 1 ? 0 : XLIFFImporter.catalogIndex(for: original, in: named)
            guard let index else {
                report.diagnostics.append(Diagnostic(ruleID: "unknown-catalog", severity: .error,
                    message: "no catalog matches '\(original)'; its \(catalogUnits.count) rows were not imported", file: file.path))
                continue
            }
            report.merge(importer.apply(catalogUnits, language: language, to: &named[index].catalog, file: file.path))
        }
        return report
    }

    /// `--language`, else the file's name when it is a language tag (`de.csv`, `pt-BR.csv`, `zh_Hans.csv`)
    /// of a language CLDR or the catalogs know; any other name (`translations.csv`) needs `--language`.
    private func csvLanguage(_ file: URL, catalogs: [NamedCatalog]) throws -> String {
        if let language {
            try InvalidLanguageTag.check(language, from: "--language")
            return language
        }
        let name = file.deletingPathExtension().lastPathComponent
        let known = Set(catalogs.flatMap { $0.catalog.languages })
        if let tag = LanguageTagSyntax.tag(name), known.contains(tag) || LanguageTagSyntax.isKnownLanguage(tag) {
            return tag
        }
        throw XLIFFReadError(path: file.path, line: nil, column: nil,
                             message: "the file name '\(name)' is not a language tag; name the file LANG.csv (de.csv) or pass --language")
    }
}

import Diagnostics
import Foundation
import StringCatalog

/// Imports translations from `.xliff` files, `.xcloc` bundles and `.csv` sheets into catalogs on disk.
///
/// Every input is read and applied in memory first; catalogs are written (atomically) only when all
/// inputs were readable, and only those that changed. A dry run writes nothing.
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

    public func run() throws -> Outcome {
        let loaded = try CatalogFiles.load(catalogs.flatMap(CatalogFileSearch.catalogs), relativeTo: baseDirectory)
        var named = loaded.map(\.named)
        var report = ImportReport()
        for input in inputs {
            for file in try expand(input) {
                if file.pathExtension.lowercased() == "csv" {
                    report.merge(try importCSV(file, into: &named))
                } else {
                    let document = try reader.read(contentsOf: file)
                    report.merge(importer.apply(document, path: file.path, to: &named))
                }
            }
        }
        var changed: [URL] = []
        for (index, entry) in loaded.enumerated() where named[index].catalog != entry.named.catalog {
            changed.append(entry.url)
            if !dryRun { try named[index].catalog.write(to: entry.url) }
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

    private func importCSV(_ file: URL, into named: inout [NamedCatalog]) throws -> ImportReport {
        let language = self.language ?? file.deletingPathExtension().lastPathComponent
        let records: [(line: Int, fields: [String])]
        let units: [String: [IncomingUnit]]
        do {
            records = try CSVTable.decode(Array(try Data(contentsOf: file)))
            units = try CSVExchange.units(from: records, file: file.path,
                                          baseline: CSVExchange.Baseline(named, language: language, plurals: importer.plurals))
        } catch let error as CSVTable.ParseError {
            throw XLIFFReadError(path: file.path, line: error.line, column: error.column, message: error.message)
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
}

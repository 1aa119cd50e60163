import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
import TranslationExchange

/// Exports catalogs on disk to another platform's format: everything is rendered first, so a refused export
/// writes nothing, then each file is written atomically.
public struct InterchangeExport: Sendable {
    public var catalogs: [URL]
    public var languages: [String]
    public var outputDirectory: URL
    public var exporter: InterchangeExporter
    /// Catalog paths in the files are relative to this folder (the project root).
    public var baseDirectory: URL

    public init(catalogs: [URL], languages: [String], outputDirectory: URL, exporter: InterchangeExporter, baseDirectory: URL) {
        self.catalogs = catalogs
        self.languages = languages
        self.outputDirectory = outputDirectory
        self.exporter = exporter
        self.baseDirectory = baseDirectory
    }

    public struct Outcome: Sendable {
        public var files: [URL]
        public var notCarried: [NotCarried]
        public var warnings: [Diagnostic]
    }

    public func run() throws -> Outcome {
        let named = try CatalogFiles.load(catalogs.flatMap(CatalogFileSearch.catalogs), relativeTo: baseDirectory).map(\.named)
        let rendering = try exporter.render(named, languages: languages)
        var written: [URL] = []
        for (path, data) in rendering.files {
            let url = outputDirectory.appendingPathComponent(path)
            try SafeFile.createFolder(url.deletingLastPathComponent())
            try SafeFile.write(data, to: url)
            written.append(url)
        }
        return Outcome(files: written, notCarried: rendering.notCarried, warnings: rendering.warnings)
    }
}

/// Imports other platforms' files into catalogs on disk with the XLIFF import's rules: every input is read
/// first, then each catalog is locked, read as it is now, updated and written only if every input was read
/// and something changed; a dry run writes nothing.
public struct InterchangeImport: Sendable {
    public var inputs: [URL]
    public var catalogs: [URL]
    public var baseDirectory: URL
    public var reader: InterchangeReader
    public var dryRun: Bool
    /// How reports show paths.
    public var display: @Sendable (URL) -> String

    public init(inputs: [URL], catalogs: [URL], baseDirectory: URL, reader: InterchangeReader = InterchangeReader(),
                dryRun: Bool = false, display: @escaping @Sendable (URL) -> String = { $0.path }) {
        self.inputs = inputs
        self.catalogs = catalogs
        self.baseDirectory = baseDirectory
        self.reader = reader
        self.dryRun = dryRun
        self.display = display
    }

    public struct Outcome: Sendable {
        public var report: ImportReport
        public var changedCatalogs: [URL]
    }

    public func run() throws -> Outcome {
        let urls = catalogs.flatMap(CatalogFileSearch.catalogs)
        var read: [InterchangeReader.Input] = []
        for input in inputs { read += try reader.read(input, display: display) }
        var report = ImportReport()
        let changed = try CatalogFiles.update(urls, relativeTo: baseDirectory, dryRun: dryRun) { named in
            report = try Self.apply(read, reader: reader, to: &named, addsKeys: false).report
        }
        return Outcome(report: report, changedCatalogs: changed)
    }

    /// Applies read inputs to catalogs, source-language files first (so a conversion has its keys before their
    /// translations).
    package static func apply(_ inputs: [InterchangeReader.Input], reader: InterchangeReader, to catalogs: inout [NamedCatalog],
                              addsKeys: Bool) throws(InterchangeReadError) -> InterchangeApplier.Outcome {
        var outcome = InterchangeApplier.Outcome()
        var files: [(format: InterchangeFormat, catalog: Int, file: ImportedFile)] = []
        for input in inputs {
            for (catalog, file) in try reader.importedFiles(input, catalogs: catalogs, diagnostics: &outcome.report.diagnostics) {
                files.append((input.format, catalog, file))
            }
        }
        func isSource(_ item: (format: InterchangeFormat, catalog: Int, file: ImportedFile)) -> Bool {
            XLIFFImporter.catalogLanguage(for: item.file.language, in: catalogs[item.catalog].catalog) == catalogs[item.catalog].catalog.sourceLanguage
        }
        for item in files.filter(isSource) + files.filter({ !isSource($0) }) {
            var applier = InterchangeReader.applier(for: item.format)
            applier.addsKeys = addsKeys
            let result = applier.apply(item.file, to: &catalogs[item.catalog].catalog)
            outcome.report.merge(result.report)
            outcome.addedKeys += result.addedKeys
            for note in item.file.notes {
                outcome.report.diagnostics.append(Diagnostic(ruleID: "read-note", severity: .note, message: note, file: item.file.path))
            }
        }
        return outcome
    }
}

/// Converts other platforms' files into a new catalog: every key of the source language's files becomes an
/// entry (with its comment and "don't translate"), then the other languages' files are imported into it.
public struct InterchangeConversion: Sendable {
    public var inputs: [URL]
    public var output: URL
    public var sourceLanguage: String
    public var reader: InterchangeReader
    public var display: @Sendable (URL) -> String

    public init(inputs: [URL], output: URL, sourceLanguage: String, reader: InterchangeReader = InterchangeReader(),
                display: @escaping @Sendable (URL) -> String = { $0.path }) {
        self.inputs = inputs
        self.output = output
        self.sourceLanguage = sourceLanguage
        self.reader = reader
        self.display = display
    }

    public struct Outcome: Sendable {
        public var catalog: StringCatalog
        public var report: ImportReport
        public var addedKeys: Int
    }

    /// The catalog the inputs make, without writing it.
    public func convert() throws -> Outcome {
        var read: [InterchangeReader.Input] = []
        for input in inputs { read += try reader.read(input, display: display) }
        let original = output.lastPathComponent
        var named = [NamedCatalog(original: original, catalog: StringCatalog(sourceLanguage: sourceLanguage))]
        let outcome = try InterchangeImport.apply(read, reader: reader, to: &named, addsKeys: true)
        return Outcome(catalog: named[0].catalog, report: outcome.report, addedKeys: outcome.addedKeys)
    }

    /// Converts and writes the catalog; an existing catalog is never overwritten.
    public func run() throws -> Outcome {
        if FileManager.default.fileExists(atPath: output.path) {
            throw InterchangeReadError(path: display(output), message: "the catalog exists; import into it with `phrasebook import` instead")
        }
        let outcome = try convert()
        try SafeFile.write(outcome.catalog.encoded(), to: output)
        return outcome
    }
}

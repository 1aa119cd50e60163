import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

/// Exports catalogs for translators: `LANG.xliff`, `LANG.xcloc` bundles or `LANG.csv` per language.
public struct LocalizationExport: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case xliff
        case csv
    }

    public var catalogs: [URL]
    public var languages: [String]
    public var outputDirectory: URL
    public var format: Format
    /// Wrap each XLIFF in an `.xcloc` bundle.
    public var xcloc: Bool
    public var tool: XLIFFTool
    /// Catalog paths in the files are relative to this folder (the project root).
    public var baseDirectory: URL
    public var plurals: PluralCategoryProvider
    /// Keys whose translations are the source text copied, by catalog file and language: XLIFF exports them as
    /// needing translation (see `XLIFFExporter.copiedKeys`). Empty: Xcode's states exactly.
    public var copiedKeys: [URL: [String: Set<String>]] = [:]

    public init(catalogs: [URL], languages: [String], outputDirectory: URL, format: Format = .xliff, xcloc: Bool = false,
                tool: XLIFFTool, baseDirectory: URL, plurals: PluralCategoryProvider = .xcode) {
        self.catalogs = catalogs
        self.languages = languages
        self.outputDirectory = outputDirectory
        self.format = format
        self.xcloc = xcloc
        self.tool = tool
        self.baseDirectory = baseDirectory
        self.plurals = plurals
    }

    public struct Outcome: Sendable {
        public var files: [URL]
        public var warnings: [Diagnostic]
    }

    /// Everything is rendered before anything is written, so a refused export writes nothing.
    public func run() throws -> Outcome {
        let loaded = try CatalogFiles.load(catalogs.flatMap(CatalogFileSearch.catalogs), relativeTo: baseDirectory)
        let named = loaded.map(\.named)
        // Each language names a file: one that is not a tag refuses the export before anything is written.
        for language in languages { try InvalidLanguageTag.check(language, from: "the export's languages") }
        var outputs: [(name: String, bytes: [UInt8], bundle: XclocBundle?)] = []
        var warnings: [Diagnostic] = []
        for language in languages {
            switch format {
            case .csv:
                outputs.append(("\(language).csv", CSVTable.encode(try CSVExchange.export(named, language: language, plurals: plurals)), nil))
            case .xliff:
                var copied: [String: Set<String>] = [:]
                for catalog in loaded {
                    copied[catalog.named.original] = copiedKeys[catalog.url.standardizedFileURL]?[language]
                }
                let exporter = XLIFFExporter(plurals: plurals, tool: tool, copiedKeys: copied)
                let result = try exporter.export(named, language: language)
                warnings += result.warnings
                let bytes = XLIFFWriter.encode(result.document)
                let bundle = xcloc ? XclocBundle(
                    targetLanguage: language, developmentRegion: named.first?.catalog.sourceLanguage ?? "en",
                    project: baseDirectory.standardizedFileURL.lastPathComponent, tool: tool, xliff: bytes,
                    sourceContents: try loaded.map { ($0.named.original, try SafeFile.read($0.url)) }) : nil
                outputs.append(("\(language).xliff", bytes, bundle))
            }
        }
        try SafeFile.createFolder(outputDirectory)
        var written: [URL] = []
        for output in outputs {
            if let bundle = output.bundle {
                written.append(try bundle.write(into: outputDirectory))
            } else {
                let url = try ContainedPath.url([output.name], inside: outputDirectory)
                try SafeFile.write(Data(output.bytes), to: url)
                written.append(url)
            }
        }
        return Outcome(files: written, warnings: warnings)
    }
}

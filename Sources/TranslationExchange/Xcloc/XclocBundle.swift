import Foundation
import StringCatalog

/// An Xcode Localization Catalog (`LANG.xcloc`): the XLIFF for one language with its manifest and the
/// source catalogs translators may consult.
///
/// ```
/// fr.xcloc/
///   contents.json
///   Localized Contents/fr.xliff
///   Source Contents/<catalog paths>
///   Notes/
/// ```
public struct XclocBundle: Sendable {
    public var targetLanguage: String
    public var developmentRegion: String
    /// The project name the manifest records.
    public var project: String
    public var tool: XLIFFTool
    public var xliff: [UInt8]
    /// Source files by their project-relative path, copied into `Source Contents`.
    public var sourceContents: [(path: String, data: Data)]

    public init(targetLanguage: String, developmentRegion: String, project: String, tool: XLIFFTool,
                xliff: [UInt8], sourceContents: [(path: String, data: Data)]) {
        self.targetLanguage = targetLanguage
        self.developmentRegion = developmentRegion
        self.project = project
        self.tool = tool
        self.xliff = xliff
        self.sourceContents = sourceContents
    }

    /// `contents.json` as Xcode writes it: Foundation's pretty-printed JSON with sorted keys.
    public var manifest: Data {
        let object: [String: Any] = [
            "developmentRegion": developmentRegion, "project": project, "targetLocale": targetLanguage,
            "toolInfo": ["toolBuildNumber": tool.buildNumber, "toolID": tool.id, "toolName": tool.name, "toolVersion": tool.version],
            "version": "1.0",
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    }

    /// Writes the bundle as `directory/LANG.xcloc`, replacing an older one only once the new one is complete.
    @discardableResult
    public func write(into directory: URL) throws -> URL {
        let manager = FileManager.default
        try InvalidLanguageTag.check(targetLanguage, from: "the bundle's target language")
        let destination = try ContainedPath.url(["\(targetLanguage).xcloc"], inside: directory)
        let staging = directory.appendingPathComponent(".\(targetLanguage).xcloc.\(UUID().uuidString)")
        defer { try? manager.removeItem(at: staging) }
        let localized = staging.appendingPathComponent("Localized Contents")
        let sources = staging.appendingPathComponent("Source Contents")
        for folder in [localized, sources, staging.appendingPathComponent("Notes")] {
            try SafeFile.createFolder(folder)
        }
        try SafeFile.write(manifest, to: staging.appendingPathComponent("contents.json"))
        try SafeFile.write(Data(xliff), to: localized.appendingPathComponent("\(targetLanguage).xliff"))
        for (path, data) in sourceContents {
            let relative = path.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
            let file = sources.appendingPathComponent(relative)
            try SafeFile.createFolder(file.deletingLastPathComponent())
            try SafeFile.write(data, to: file)
        }
        // Swap folders by renaming (replaceItemAt cannot replace a folder on Linux); put the old one back
        // if the new one cannot be moved in.
        let previous = directory.appendingPathComponent(".\(targetLanguage).xcloc.old.\(UUID().uuidString)")
        let hadPrevious = manager.fileExists(atPath: destination.path)
        if hadPrevious { try manager.moveItem(at: destination, to: previous) }
        do {
            try manager.moveItem(at: staging, to: destination)
        } catch {
            if hadPrevious { try? manager.moveItem(at: previous, to: destination) }
            throw error
        }
        if hadPrevious { try? manager.removeItem(at: previous) }
        return destination
    }

    /// The XLIFF files inside an `.xcloc` folder (`Localized Contents/*.xliff`).
    /// - Throws: `XLIFFReadError` when there is none: a folder without them is no Localization Catalog,
    ///   and importing nothing from it would pass unnoticed.
    public static func xliffFiles(in bundle: URL) throws -> [URL] {
        let localized = bundle.appendingPathComponent("Localized Contents")
        let files = ((try? FileManager.default.contentsOfDirectory(at: localized, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "xliff" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard !files.isEmpty else {
            throw XLIFFReadError(path: bundle.path, line: nil, column: nil,
                                 message: "no XLIFF file in 'Localized Contents': not an Xcode Localization Catalog (.xcloc)")
        }
        return files
    }
}

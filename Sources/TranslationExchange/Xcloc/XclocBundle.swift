import Foundation

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

    /// `contents.json` in the layout Xcode writes (sorted keys, ` : ` separators, two-space indent).
    public var manifest: String {
        """
        {
          "developmentRegion" : \(Self.quoted(developmentRegion)),
          "project" : \(Self.quoted(project)),
          "targetLocale" : \(Self.quoted(targetLanguage)),
          "toolInfo" : {
            "toolBuildNumber" : \(Self.quoted(tool.buildNumber)),
            "toolID" : \(Self.quoted(tool.id)),
            "toolName" : \(Self.quoted(tool.name)),
            "toolVersion" : \(Self.quoted(tool.version))
          },
          "version" : "1.0"
        }
        """
    }

    /// Writes the bundle as `directory/LANG.xcloc`, replacing an older one only once the new one is complete.
    @discardableResult
    public func write(into directory: URL) throws -> URL {
        let manager = FileManager.default
        let destination = directory.appendingPathComponent("\(targetLanguage).xcloc")
        let staging = directory.appendingPathComponent(".\(targetLanguage).xcloc.\(UUID().uuidString)")
        defer { try? manager.removeItem(at: staging) }
        let localized = staging.appendingPathComponent("Localized Contents")
        let sources = staging.appendingPathComponent("Source Contents")
        for folder in [localized, sources, staging.appendingPathComponent("Notes")] {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data(manifest.utf8).write(to: staging.appendingPathComponent("contents.json"))
        try Data(xliff).write(to: localized.appendingPathComponent("\(targetLanguage).xliff"))
        for (path, data) in sourceContents {
            let relative = path.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
            let file = sources.appendingPathComponent(relative)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        if manager.fileExists(atPath: destination.path) {
            _ = try manager.replaceItemAt(destination, withItemAt: staging)
        } else {
            try manager.moveItem(at: staging, to: destination)
        }
        return destination
    }

    /// The XLIFF files inside an `.xcloc` folder (`Localized Contents/*.xliff`).
    public static func xliffFiles(in bundle: URL) throws -> [URL] {
        let localized = bundle.appendingPathComponent("Localized Contents")
        return try FileManager.default.contentsOfDirectory(at: localized, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xliff" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "/": out += "\\/"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

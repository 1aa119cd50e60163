import Foundation

/// A built iOS app laid out as Xcode writes it: `StoryApp.app` with a binary `Info.plist`, an `.lproj` folder
/// per catalog language (English source; German, Spanish, French; Ukrainian kept for later), `Base.lproj`,
/// an embedded framework with an XML `Info.plist` and its own `.lproj` folders, and a widget extension.
public struct AppBundleFixture {
    public let url: URL

    /// Writes the app into `folder`.
    public init(in folder: URL, languages: [String] = ["en", "de", "es", "fr", "uk"]) throws {
        url = folder.appendingPathComponent("StoryApp.app")
        let manager = FileManager.default
        try manager.createDirectory(at: url, withIntermediateDirectories: true)
        try Data([0xCF, 0xFA, 0xED, 0xFE]).write(to: url.appendingPathComponent("StoryApp"))
        try Data("car".utf8).write(to: url.appendingPathComponent("Assets.car"))
        try Self.writePropertyList([
            "CFBundleIdentifier": "com.example.StoryApp", "CFBundleExecutable": "StoryApp",
            "CFBundleDevelopmentRegion": "en", "CFBundleLocalizations": languages,
        ], to: url.appendingPathComponent("Info.plist"), format: .binary)
        for language in languages + ["Base"] {
            let lproj = url.appendingPathComponent("\(language).lproj")
            try manager.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"Settings\" = \"Settings (\(language))\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let framework = url.appendingPathComponent("Frameworks/StoryKit.framework")
        try manager.createDirectory(at: framework, withIntermediateDirectories: true)
        try Self.writePropertyList(["CFBundleIdentifier": "com.example.StoryKit", "CFBundleLocalizations": ["en", "es", "fr", "pt_BR"]],
                                   to: framework.appendingPathComponent("Info.plist"), format: .xml)
        for language in ["en", "es", "fr", "pt_BR"] {
            try manager.createDirectory(at: framework.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        let widget = url.appendingPathComponent("PlugIns/StoryWidget.appex")
        try manager.createDirectory(at: widget.appendingPathComponent("uk.lproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: widget.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try Self.writePropertyList(["CFBundleIdentifier": "com.example.StoryApp.widget", "CFBundleDevelopmentRegion": "en"],
                                   to: widget.appendingPathComponent("Info.plist"), format: .binary)
    }

    /// The `.lproj` folders under the bundle, as paths relative to it, sorted.
    public var localizationFolders: [String] {
        let root = url.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var folders: [String] = []
        while let item = enumerator?.nextObject() as? URL {
            if item.pathExtension == "lproj" { folders.append(String(item.standardizedFileURL.path.dropFirst(root.count))) }
        }
        return folders.sorted()
    }

    /// A property list's dictionary and its format.
    public static func readPropertyList(_ url: URL) throws -> (dictionary: [String: Any], format: PropertyListSerialization.PropertyListFormat) {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let list = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), options: [], format: &format)
        return (list as? [String: Any] ?? [:], format)
    }

    private static func writePropertyList(_ list: [String: Any], to url: URL, format: PropertyListSerialization.PropertyListFormat) throws {
        try PropertyListSerialization.data(fromPropertyList: list, format: format, options: 0).write(to: url)
    }
}

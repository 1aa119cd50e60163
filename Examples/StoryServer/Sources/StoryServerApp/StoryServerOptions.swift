import Foundation
import Phrasebook

/// How the story server is set up: its languages (as the StoryApp's `.phrasebook.yml` releases them), where
/// users' language choices are saved, and where it listens.
public struct StoryServerOptions: Sendable {
    /// The example project's catalogs: the app's strings (`Examples/StoryApp`) and the server's own.
    public static let exampleCatalogs: [URL] = {
        let examples = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [examples.appendingPathComponent("StoryApp/Resources/Localizable.xcstrings"),
                examples.appendingPathComponent("StoryServer/Resources/Server.xcstrings")]
    }()

    /// English source; German, Spanish and French released; Ukrainian kept in the catalog for later.
    public var languages = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "de", "es", "fr"])
    public var catalogs = StoryServerOptions.exampleCatalogs
    /// One JSON file per user (`ana.json`), written atomically.
    public var preferencesFolder: URL
    public var host = "127.0.0.1"
    /// 0 picks a free port (tests).
    public var port = 8080
    /// Where the runtime reports translation problems (standard error by default).
    public var reportIssue: @Sendable (LocalizationIssue) -> Void = LocalizationIssue.printWarning

    public init(preferencesFolder: URL) {
        self.preferencesFolder = preferencesFolder
    }
}

import Foundation
import Testing
import TestSupport
@testable import TranslationExchange

@Suite("Pruning an app bundle to its released languages")
struct BundleLanguagePruningTests {
    @Test("unreleased languages lose their .lproj folders everywhere in the app and their Info.plist entries")
    func prunesIOSApp() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try AppBundleFixture(in: folder.url)
        let pruning = try BundleLanguagePruning(bundle: app.url, keeping: ["en", "fr", "de"])
        #expect(pruning.removedLanguages == ["es", "pt_BR", "uk"])
        try pruning.apply()
        #expect(app.localizationFolders == [
            "Base.lproj", "Frameworks/StoryKit.framework/en.lproj", "Frameworks/StoryKit.framework/fr.lproj",
            "PlugIns/StoryWidget.appex/fr.lproj", "de.lproj", "en.lproj", "fr.lproj",
        ])
        let main = try AppBundleFixture.readPropertyList(app.url.appendingPathComponent("Info.plist"))
        #expect(main.format == .binary)
        #expect(main.dictionary["CFBundleLocalizations"] as? [String] == ["en", "de", "fr"])
        #expect(main.dictionary["CFBundleIdentifier"] as? String == "com.example.StoryApp")
        let framework = try AppBundleFixture.readPropertyList(app.url.appendingPathComponent("Frameworks/StoryKit.framework/Info.plist"))
        #expect(framework.format == .xml)
        #expect(framework.dictionary["CFBundleLocalizations"] as? [String] == ["en", "fr"])
        #expect(FileManager.default.fileExists(atPath: app.url.appendingPathComponent("Assets.car").path))
        #expect(try BundleLanguagePruning(bundle: app.url, keeping: ["en", "fr", "de"]).isEmpty)
    }

    @Test("the development region and Base are kept even when not listed; spellings of one language match")
    func keepsDevelopmentRegion() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try AppBundleFixture(in: folder.url, languages: ["en", "fr", "pt-BR", "zh_Hans", "English"])
        let pruning = try BundleLanguagePruning(bundle: app.url, keeping: ["pt_br", "zh-Hans"])
        #expect(pruning.keptLanguages == ["pt_br", "zh-Hans", "en"])
        try pruning.apply()
        #expect(app.localizationFolders.filter { !$0.contains("/") } == ["Base.lproj", "English.lproj", "en.lproj", "pt-BR.lproj", "zh_Hans.lproj"])
        #expect(app.localizationFolders.contains("Frameworks/StoryKit.framework/pt_BR.lproj"))
    }

    @Test("a damaged Info.plist stops the run before anything is removed")
    func damagedPropertyList() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try AppBundleFixture(in: folder.url)
        let plist = app.url.appendingPathComponent("Frameworks/StoryKit.framework/Info.plist")
        try Data("<plist><dict><key>CFBundleLocalizations".utf8).write(to: plist)
        let before = app.localizationFolders
        #expect(throws: BundleLanguagesError.self) { try BundleLanguagePruning(bundle: app.url, keeping: ["en"]) }
        #expect(app.localizationFolders == before)
        #expect(throws: BundleLanguagesError.self) { try BundleLanguagePruning(bundle: folder.url.appendingPathComponent("Missing.app"), keeping: ["en"]) }
    }
}

import Foundation
import Testing
import TestSupport

@Suite("phrasebook bundle-languages")
struct BundleLanguagesCommandTests {
    @Test("keeps the project's released languages by default, as an Xcode build phase runs it")
    func releasedFromProject() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try "source_language: en\nreleased_languages: [en, de, fr]\npreparing_languages: [es, uk]\ncatalogs: []\n"
            .write(to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        let app = try AppBundleFixture(in: folder.url.appendingPathComponent("Build/Products/Debug-iphoneos"))
        let result = try PhrasebookExecutable.run(["bundle-languages", app.url.path], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.hasPrefix("StoryApp.app: kept en, de, fr; removed es, pt_BR, uk\n  removed es.lproj\n"))
        #expect(!app.localizationFolders.contains("uk.lproj") && app.localizationFolders.contains("de.lproj"))
        let again = try PhrasebookExecutable.run(["bundle-languages", app.url.path], in: folder.url)
        #expect(again.standardOutput == "StoryApp.app: only kept languages (en, de, fr)\n")
    }

    @Test("--keep overrides the project; --dry-run changes nothing; a missing bundle exits 2")
    func keepAndDryRun() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try AppBundleFixture(in: folder.url)
        let before = app.localizationFolders
        let dry = try PhrasebookExecutable.run(["bundle-languages", app.url.path, "--keep", "en,fr", "--dry-run"], in: folder.url)
        #expect(dry.status == 0)
        #expect(dry.standardOutput.contains("would remove de.lproj"))
        #expect(app.localizationFolders == before)
        let missing = try PhrasebookExecutable.run(["bundle-languages", "Nowhere.app", "--keep", "en"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Nowhere.app: error: no such app bundle folder"))
    }
}

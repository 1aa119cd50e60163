import Diagnostics
import Foundation
import ProjectConfiguration
import TestSupport
import Testing
@testable import SourceScanner

@Suite("What lint reads from a project's catalogs")
struct CatalogFactsTests {
    private let rules = RuleRegistry(LintRules.all)

    private let catalog = #"""
        {"sourceLanguage":"en","version":"1.0","strings":{
          "settings.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings"}},
                                             "de":{"stringUnit":{"state":"translated","value":"Einstellungen"}}}},
          "Anthropic":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Anthropic"}},
                                        "fr":{"stringUnit":{"state":"translated","value":"Anthropic"}}}}
        }}
        """#

    @Test("keys and source text come from String Catalogs and legacy .lproj tables, Base standing for the source language")
    func keysAndSourceText() throws {
        let folder = try TemporaryDirectory(files: [
            "App/Localizable.xcstrings": catalog,
            "App/Base.lproj/Main.strings": #""menu.quit" = "Quit";"#,
            "App/de.lproj/Main.strings": #""menu.quit" = "Beenden";"#,
            "App/de.lproj/Plurals.stringsdict": Self.stringsDict(key: "files.count"),
            "Mail.xcodeproj/project.pbxproj": "",
        ])
        defer { folder.remove() }
        let facts = CatalogFacts(project: try Project.load(directory: folder.url.path, rules: rules))
        #expect(facts.keys == ["settings.title", "Anthropic", "menu.quit", "files.count"])
        #expect(facts.sourceTexts.isSuperset(of: ["Settings", "Anthropic", "Quit"]))
        #expect(facts.isKeptAsIs("Anthropic") && facts.isKeptAsIs("Mail") && !facts.isKeptAsIs("Settings"))
        #expect(facts.tableNames.count == 3)
    }

    @Test("languages held back: those in preparation, and with released_languages set, the catalogs' others; code offering them is reported", arguments: [
        ("released_languages: [en, fr]\npreparing_languages: [es]\n", ["es": "in preparation", "de": "not in released_languages"]),
        ("preparing_languages: [es]\n", ["es": "in preparation"]),
        ("source_language: en\n", [:]),
    ])
    func unreleasedLanguages(configuration: String, expected: [String: String]) throws {
        let folder = try TemporaryDirectory(files: [
            ".phrasebook.yml": configuration,
            "App/Localizable.xcstrings": catalog,
            "App/LanguagePicker.swift": """
                enum AppLanguage: String, CaseIterable { case en, fr, de, es }
                """,
        ])
        defer { folder.remove() }
        let project = try Project.load(directory: folder.url.path, rules: rules, reading: .sources)
        #expect(CatalogFacts(project: project).unreleasedLanguages == expected)
        let findings = try Linter(configuration: LintConfiguration(project: project))
            .lint(sources: [("LanguagePicker.swift", "enum AppLanguage: String, CaseIterable { case en, fr, de, es }")])
            .filter { $0.ruleID == .languageOfferedNotReleased }
        #expect(Set(findings.compactMap { $0.message.split(separator: "'").first.map(String.init) }) == Set(expected.keys))
    }

    @Test("a short text every translated language keeps is a name; a sentence copied into every language is not")
    func unchangedNames() {
        let facts = CatalogFacts(sourceLanguage: "en", strings: [
            "Google Calendar": ["en": "Google Calendar", "de": "Google Calendar", "fr": "Google Calendar"],
            "Delete the file?": ["en": "Delete the file?", "de": "Delete the file?", "fr": "Delete the file?"],
            "OK": ["en": "OK", "de": "OK"],
        ])
        #expect(facts.isKeptAsIs("Google Calendar"))
        #expect(!facts.isKeptAsIs("Delete the file?"))
        // One translation alone says nothing: it may just not be translated yet.
        #expect(!facts.isKeptAsIs("OK"))
    }

    @Test("a wrapper's keys are checked against a legacy project's tables, and the finding names them")
    func wrapperKeysInLegacyTables() throws {
        let folder = try TemporaryDirectory(files: [
            "App/en.lproj/Localizable.strings": #""accounts.title" = "Accounts";"#,
            "App/Sources/Strings.swift": """
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                }
                """,
            "App/Sources/Accounts.swift": """
                final class AccountsViewController: UIViewController {
                    override func viewDidLoad() {
                        title = "accounts.title".localized
                        navigationItem.prompt = "accounts.prompt".localized
                    }
                }
                """,
        ])
        defer { folder.remove() }
        let project = try Project.load(directory: folder.url.path, rules: rules, reading: .sources)
        let files = try SourceFile.parse(project.sourceFiles, display: project.display)
        let found = try Linter(configuration: LintConfiguration(project: project)).lint(files)
            .filter { $0.ruleID == .missingLocalizationKey }
        #expect(found.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["4:33"])
        #expect(found.first?.message.contains("'accounts.prompt'") == true)
        #expect(found.first?.message.contains("Localizable") == true)
    }

    private static func stringsDict(key: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d Dateien</string></dict></dict></dict></plist>
        """
    }
}

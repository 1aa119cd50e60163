import Diagnostics
import Foundation
import TestSupport
import Testing
@testable import SourceScanner

/// The seeds' own bugs, each caught by a fixture modelled on it — and nothing else in those fixtures.
@Suite("Lint on seed-modelled apps")
struct SeedFixtureTests {
    private func findings(_ files: [(String, String)], sourceLanguage: String = "en") throws -> [String] {
        try lint(files, configuration: LintConfiguration(sourceLanguage: sourceLanguage)).map {
            "\($0.file!.split(separator: "/").last!):\($0.line!) [\($0.ruleID)]"
        }
    }

    @Test("pitch trainer: statistics labels, cent plurals and VoiceOver strings are found, SwiftUI literals are not")
    func pitchTrainer() throws {
        let found = try findings(SeedFixtures.pitchTrainer)
        #expect(found == [
            "SummaryStatisticsView.swift:10 [unlocalized-ui-string]",  // statItem(label: "Mean")
            "SummaryStatisticsView.swift:11 [unlocalized-ui-string]",  // statItem(label: "Std Dev")
            "SummaryStatisticsView.swift:29 [manual-pluralization]",   // rounded == 1 ? "cent" : "cents"
            "SummaryStatisticsView.swift:35 [manual-pluralization]",
            "SummaryStatisticsView.swift:39 [unlocalized-ui-string]",  // "No training data yet"
            "SummaryStatisticsView.swift:41 [unlocalized-ui-string]",  // "Mean detection threshold: …"
            "SummaryStatisticsView.swift:41 [manual-pluralization]",
            "SummaryStatisticsView.swift:46 [unlocalized-ui-string]",  // "Trend: improving"
            "SummaryStatisticsView.swift:47 [unlocalized-ui-string]",
            "SummaryStatisticsView.swift:48 [unlocalized-ui-string]",
            "ProfileScreen.swift:15 [unlocalized-ui-string]",          // "Perceptual profile. No training data available."
            "ProfileScreen.swift:20 [unlocalized-ui-string]",          // "Perceptual profile showing …"
        ])
    }

    @Test("astrology app: hard-coded Ukrainian settings strings in an English-source app are found")
    func astrologyApp() throws {
        let found = try findings(SeedFixtures.astrologyApp)
        #expect(found == [
            "SettingsView.swift:11 [foreign-language-literal]",  // Section("Профілі")
            "SettingsView.swift:12 [foreign-language-literal]",  // NavigationLink("Керувати профілями")
            "SettingsView.swift:14 [foreign-language-literal]",  // Section("Оформлення")
            "SettingsView.swift:15 [foreign-language-literal]",  // Picker("Тема додатку")
            "SettingsView.swift:21 [foreign-language-literal]",  // Section("Про додаток")
            "SettingsView.swift:22 [foreign-language-literal]",  // LabeledContent("Версія")
            "SettingsView.swift:23 [foreign-language-literal]",  // Text("Зроблено з любов'ю")
            "SettingsView.swift:30 [foreign-language-literal]",  // .navigationTitle("Налаштування")
            "SettingsView.swift:37 [unlocalized-ui-string]",     // statusMessage = … "Dev Mode увімкнено"
            "SettingsView.swift:37 [foreign-language-literal]",
            "SettingsView.swift:37 [unlocalized-ui-string]",     // … "Dev Mode вимкнено"
            "SettingsView.swift:37 [foreign-language-literal]",
            "AppTheme.swift:8 [unlocalized-ui-string]",          // displayName "Система"
            "AppTheme.swift:8 [foreign-language-literal]",
            "AppTheme.swift:9 [unlocalized-ui-string]",          // "Світле"
            "AppTheme.swift:9 [foreign-language-literal]",
            "AppTheme.swift:10 [unlocalized-ui-string]",         // "Темне"
            "AppTheme.swift:10 [foreign-language-literal]",
            "ReportHeader.swift:10 [locale-unaware-formatting]", // String(format: "%.2f°")
            "ReportHeader.swift:16 [locale-unaware-formatting]", // dateFormat without locale
        ])
    }

    @Test("story app: English UI strings that bypass localization are found, identifiers and logs are not")
    func storyApp() throws {
        let found = try findings(SeedFixtures.storyApp)
        #expect(found == [
            "HomeView.swift:9 [unlocalized-ui-string]",           // HeroCard(title: "Your Heroes")
            "HomeView.swift:9 [unlocalized-ui-string]",           // subtitle: … "Create your first hero"
            "HomeView.swift:22 [concatenated-sentence]",          // "Good evening, " + userName
            "HomeView.swift:25 [manual-pluralization]",           // count == 1 ? "story" : "stories"
            "CharacterTrait.swift:8 [unlocalized-ui-string]",     // summary shown by HeroCard(subtitle:)
            "CharacterTrait.swift:9 [unlocalized-ui-string]",
            "CharacterTrait.swift:10 [unlocalized-ui-string]",
            "CharacterTrait.swift:14 [dynamic-localization-key]", // LocalizedStringKey(rawValue)
            "CharacterTrait.swift:19 [dynamic-localization-key]", // NSLocalizedString(key, …)
            "StoryGenerator.swift:8 [unlocalized-ui-string]",     // errorDescription
            "StoryGenerator.swift:23 [locale-unaware-formatting]",
            "StoryGenerator.swift:23 [unlocalized-format]",       // String(format: "Generated in %.1f seconds")
        ])
    }

    @Test("the bundled example app's planted bypasses are each found once, and nothing else")
    func bundledExample() throws {
        let sources = Corpus.packageRoot.appendingPathComponent("Examples/StoryApp/Sources")
        let found = try Linter().lint(swiftFiles(at: sources)).map {
            "\($0.file!.split(separator: "/").last!):\($0.line!) [\($0.ruleID)]"
        }
        #expect(found == [
            "HomeView.swift:33 [unlocalized-ui-string]",      // greeting: "Good afternoon!"
            "HomeView.swift:33 [unlocalized-ui-string]",      // … : "Good evening!"
            "JourneyView.swift:24 [concatenated-sentence]",   // "Average rating " + … + " stars"
            "JourneyView.swift:24 [locale-unaware-formatting]", // String(format: "%.1f")
            "LibraryView.swift:15 [concatenated-sentence]",   // name + " and the " + "Moonlight Forest"
            "LibraryView.swift:30 [manual-pluralization]",    // count == 1 ? "1 story" : "\(count) stories"
            "SettingsView.swift:34 [foreign-language-literal]", // Text("Повільне читання")
        ])
    }
}

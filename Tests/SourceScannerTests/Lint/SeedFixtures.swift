/// Small apps modelled on the seeds' real localization bugs, each a set of (path, source) files.
enum SeedFixtures {
    /// The pitch trainer (English source): statistics strings built in functions, hand-made "cent"/"cents"
    /// plurals, and VoiceOver strings returned as `String`.
    static let pitchTrainer: [(String, String)] = [
        ("PitchTrainer/Profile/SummaryStatisticsView.swift", """
        import SwiftUI

        struct SummaryStatisticsView: View {
            let mean: Double?
            let stdDev: Double?
            let trend: Trend

            var body: some View {
                HStack {
                    statItem(label: "Mean", value: Self.formatMean(mean))
                    statItem(label: "Std Dev", value: Self.formatStdDev(stdDev))
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Summary statistics")
                .accessibilityValue(Self.accessibilityMean(mean))
                .accessibilityHint(Self.accessibilityTrend(trend))
            }

            private func statItem(label: String, value: String) -> some View {
                VStack(spacing: 2) {
                    Text(value)
                    Text(label)
                }
            }

            static func formatMean(_ value: Double?) -> String {
                guard let value else { return "—" }
                let rounded = Int(value.rounded())
                return "\\(rounded) \\(rounded == 1 ? "cent" : "cents")"
            }

            static func formatStdDev(_ value: Double?) -> String {
                guard let value else { return "—" }
                let rounded = Int(value.rounded())
                return "±\\(rounded) \\(rounded == 1 ? "cent" : "cents")"
            }

            static func accessibilityMean(_ value: Double?) -> String {
                guard let value else { return "No training data yet" }
                let rounded = Int(value.rounded())
                return "Mean detection threshold: \\(rounded) \\(rounded == 1 ? "cent" : "cents")"
            }

            static func accessibilityTrend(_ trend: Trend) -> String {
                switch trend {
                case .improving: return "Trend: improving"
                case .stable: return "Trend: stable"
                case .declining: return "Trend: declining"
                }
            }
        }
        """),
        ("PitchTrainer/Profile/ProfileScreen.swift", """
        import SwiftUI

        struct ProfileScreen: View {
            let profile: PerceptualProfile
            let range: ClosedRange<Int>

            var body: some View {
                ProfileVisualization(profile: profile)
                    .accessibilityLabel(accessibilitySummary(profile: profile, midiRange: range))
                    .navigationTitle("Profile")
            }

            func accessibilitySummary(profile: PerceptualProfile, midiRange: ClosedRange<Int>) -> String {
                guard let threshold = profile.averageThreshold else {
                    return "Perceptual profile. No training data available."
                }
                let lowestName = PianoKeyboardLayout.noteName(midiRange.lowerBound)
                let highestName = PianoKeyboardLayout.noteName(midiRange.upperBound)
                let roundedThreshold = Int(threshold.rounded())
                return "Perceptual profile showing detection thresholds from \\(lowestName) to \\(highestName). Average threshold: \\(roundedThreshold) cents."
            }
        }
        """),
        ("PitchTrainer/Settings/SettingsScreen.swift", """
        import SwiftUI
        import os

        struct SettingsScreen: View {
            @AppStorage("referencePitch") private var referencePitch = 440.0
            @AppStorage("noteDuration") private var duration = 1.0
            private let logger = Logger(subsystem: "com.example.peach", category: "settings")

            var body: some View {
                Form {
                    Section("Audio") {
                        Stepper("Duration: \\(duration, specifier: "%.1f")s", value: $duration, in: 0.3...3)
                        Text("Reference Pitch: \\(Int(referencePitch)) Hz")
                        Picker("Sound Source", selection: .constant(0)) { Text("Sine Wave").tag(0) }
                    }
                    Button("Reset All Training Data", role: .destructive) {
                        logger.info("Resetting \\(count) \\(count == 1 ? "record" : "records")")
                    }
                    Image(systemName: "waveform")
                        .accessibilityIdentifier("settings.waveform")
                }
                .navigationTitle("Settings")
            }
        }

        #Preview {
            SettingsScreen()
        }
        """),
    ]

    /// The astrology app (English source): hard-coded Ukrainian settings strings, some chosen in code.
    static let astrologyApp: [(String, String)] = [
        ("AstroSvitla/Features/Settings/SettingsView.swift", """
        import SwiftUI

        struct SettingsView: View {
            @AppStorage("appTheme") private var theme: AppTheme = .system
            @State private var devModeEnabled = false
            @State private var statusMessage = ""

            var body: some View {
                NavigationStack {
                    Form {
                        Section("Профілі") {
                            NavigationLink("Керувати профілями") { ProfilesView() }
                        }
                        Section("Оформлення") {
                            Picker("Тема додатку", selection: $theme) {
                                ForEach(AppTheme.allCases) { theme in
                                    Text(theme.displayName).tag(theme)
                                }
                            }
                        }
                        Section("Про додаток") {
                            LabeledContent("Версія", value: appVersion)
                            Text("Зроблено з любов'ю")
                        }
                        Section {
                            Button("Change Language") { openSystemSettings() }
                            Text(statusMessage)
                        }
                    }
                    .navigationTitle("Налаштування")
                    .onLongPressGesture { toggleDevMode() }
                }
            }

            private func toggleDevMode() {
                devModeEnabled.toggle()
                statusMessage = devModeEnabled ? "Dev Mode увімкнено" : "Dev Mode вимкнено"
            }

            private func openSystemSettings() {
                if let url = URL(string: UIApplication.openSettingsURLString) {
                    UIApplication.shared.open(url)
                }
            }
        }
        """),
        ("AstroSvitla/Models/AppTheme.swift", """
        enum AppTheme: String, CaseIterable, Identifiable {
            case system, light, dark

            var id: String { rawValue }

            var displayName: String {
                switch self {
                case .system: return "Система"
                case .light: return "Світле"
                case .dark: return "Темне"
                }
            }
        }
        """),
        ("AstroSvitla/Services/AIPromptBuilder.swift", """
        import Foundation
        import os

        struct AIPromptBuilder {
            let languageCode: String
            let languageDisplayName: String
            private let logger = Logger(subsystem: "AstroSvitla", category: "prompt")

            func systemPrompt() -> String {
                logger.debug("Будую запит")
                return "Always answer in language: \\(languageDisplayName) (language code: \\(languageCode))."
            }
        }
        """),
        ("AstroSvitla/Features/Reports/ReportHeader.swift", """
        import SwiftUI

        struct ReportHeader: View {
            let generatedAt: Date
            let sunDegree: Double

            var body: some View {
                VStack {
                    Text(Self.dateText(generatedAt))
                    Text(String(format: "%.2f°", sunDegree))
                }
            }

            static func dateText(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "d MMMM yyyy"
                return formatter.string(from: date)
            }
        }
        """),
    ]

    /// The story app (English source): English UI strings passed as `String`, glued sentences, a manual
    /// plural, formats and run-time keys — next to code that must stay quiet.
    static let storyApp: [(String, String)] = [
        ("InfiniteStories/Views/HeroCard.swift", """
        import SwiftUI

        struct HeroCard: View {
            let title: String
            let subtitle: String

            var body: some View {
                VStack(alignment: .leading) {
                    Text(title).font(.headline)
                    Text(subtitle).foregroundStyle(.secondary)
                }
            }
        }

        #Preview {
            HeroCard(title: "Luna", subtitle: "Brave and curious")
        }
        """),
        ("InfiniteStories/Views/HomeView.swift", """
        import SwiftUI

        struct HomeView: View {
            var heroes: [Hero]
            var userName: String

            var body: some View {
                List {
                    HeroCard(title: "Your Heroes", subtitle: heroes.isEmpty ? "Create your first hero" : storiesLabel(heroes.count))
                    ForEach(heroes) { hero in
                        HeroCard(title: hero.name, subtitle: hero.trait.summary)
                    }
                    Image(systemName: "book.fill")
                }
                .navigationTitle(greeting)
                .toolbar {
                    Button("New Story") { generate() }
                        .accessibilityIdentifier("newStoryButton")
                }
            }

            var greeting: String { "Good evening, " + userName }

            func storiesLabel(_ count: Int) -> String {
                "\\(count) \\(count == 1 ? "story" : "stories")"
            }

            private func generate() {
                print("Generating a story for \\(userName)")
                UserDefaults.standard.set(true, forKey: "hasGeneratedStory")
                NotificationCenter.default.post(name: Notification.Name("storyGenerated"), object: nil)
            }
        }
        """),
        ("InfiniteStories/Models/CharacterTrait.swift", """
        import SwiftUI

        enum CharacterTrait: String, CaseIterable, Codable {
            case brave, kind, curious

            var summary: String {
                switch self {
                case .brave: "Brave and bold"
                case .kind: "Kind to everyone"
                case .curious: "Always asking why"
                }
            }

            var localizedTitle: LocalizedStringKey { LocalizedStringKey(rawValue) }
        }

        struct StoryEvent: Codable {
            let key: String
            var title: String { NSLocalizedString(key, comment: "Story event title") }

            enum CodingKeys: String, CodingKey {
                case key = "event_key"
            }
        }
        """),
        ("InfiniteStories/Services/StoryGenerator.swift", """
        import Foundation

        enum StoryError: LocalizedError {
            case network, quota

            var errorDescription: String? {
                switch self {
                case .network: return "Check your internet connection and try again."
                case .quota: return String(localized: "You have reached today's story limit.")
                }
            }
        }

        struct PromptLocalizer {
            func prompt(hero: Hero, language: String) -> String {
                "Write a gentle bedtime story in \\(language) about \\(hero.name), who is \\(hero.trait.rawValue)."
            }
        }

        struct GenerationStatusView: View {
            let elapsed: Double
            var body: some View {
                Text(String(format: "Generated in %.1f seconds", elapsed))
                    .accessibilityLabel("Generation time")
            }
        }
        """),
        ("InfiniteStoriesTests/HeroCardTests.swift", """
        import XCTest

        final class HeroCardTests: XCTestCase {
            func testTitle() {
                let card = HeroCard(title: "Test hero", subtitle: "Test subtitle")
                XCTAssertEqual(card.title, "Test hero")
            }
        }
        """),
    ]
}

import SwiftUI

// A bedtime-story app for families: heroes, AI-generated stories read aloud, a reading journey.
// These sources are data for Phrasebook's tools (extraction, lint), not a build target.

@main
struct StoryApp: App {
    @StateObject private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            TabView {
                HomeView()
                    .tabItem { Label("Home", systemImage: "house") }
                LibraryView()
                    .tabItem { Label("Library", systemImage: "books.vertical") }
                HeroListView()
                    .tabItem { Label("Heroes", systemImage: "person.2") }
                JourneyView()
                    .tabItem { Label("Journey", systemImage: "chart.bar") }
                SettingsView()
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
            .environmentObject(settings)
        }
    }
}

import SwiftUI

struct SettingsView: View {
    @State private var statusMessage: LocalizedStringKey = ""
    @State private var language = "en"

    let modes: [(id: String, title: LocalizedStringKey, icon: String)] = [
        ("auto", "Automatic", "gear"),
        ("light", "Light", "sun.max"),
    ]

    /// Endonyms: each language's name in itself, never translated.
    let languages = [("en", "English"), ("es", "Español"), ("fr", "Français"), ("uk", "Українська")]

    var body: some View {
        List {
            ForEach(modes, id: \.id) { mode in
                Label(mode.title, systemImage: mode.icon)
            }
            Picker("Language", selection: $language) {
                ForEach(languages, id: \.0) { language in
                    Text(verbatim: language.1).tag(language.0)
                }
            }
            Text("Requests (API)")
            Text(statusMessage)
        }
        .navigationTitle("Settings")
        .onAppear { statusMessage = "Ready to sync" }
    }
}

struct TabBar: View {
    var tabs: [Tab]
    var body: some View {
        ForEach(tabs, id: \.symbol) { tab in
            Label(String(localized: tab.title), systemImage: tab.symbol)
        }
    }
}

struct PhaseView: View {
    var phase: Phase
    var error: SyncError?
    var body: some View {
        VStack {
            Text(phase.title)
            Text(error?.localizedDescription ?? "")
        }
    }
}

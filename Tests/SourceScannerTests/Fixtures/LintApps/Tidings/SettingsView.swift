import SwiftUI

struct SettingsView: View {
    @State private var statusMessage = ""
    @State private var language = "en"

    let modes = [
        ("auto", "Автоматично", "gear"), // bypass
        ("light", "Світла", "sun.max"), // bypass
    ]

    /// Endonyms: each language's name in itself, never translated.
    let languages = [("en", "English"), ("es", "Español"), ("fr", "Français"), ("uk", "Українська")] // keep

    var body: some View {
        List {
            ForEach(modes, id: \.0) { mode in
                Label(mode.1, systemImage: mode.2)
            }
            Picker("Language", selection: $language) {
                ForEach(languages, id: \.0) { language in
                    Text(verbatim: language.1).tag(language.0)
                }
            }
            Text("Запити (API)") // bypass
            Text(statusMessage)
        }
        .navigationTitle("Settings")
        .onAppear { statusMessage = "Ready to sync" } // bypass
    }
}

struct TabBar: View {
    var tabs: [Tab]
    var body: some View {
        ForEach(tabs, id: \.title) { tab in
            Label(tab.title, systemImage: tab.symbol)
        }
    }
}

struct PhaseView: View {
    var phase: Phase
    var error: SyncError?
    var body: some View {
        VStack {
            Text(phase.rawValue)
            Text(error?.rawValue ?? "")
        }
    }
}

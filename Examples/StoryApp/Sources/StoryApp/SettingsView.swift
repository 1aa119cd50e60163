import SwiftUI

final class AppSettings: ObservableObject {
    @AppStorage("uiLanguageOverride") var uiLanguageOverride = ""
    @AppStorage("storyLanguage") var storyLanguage = "en"
}

struct SettingsView: View {
    @EnvironmentObject private var settings: AppSettings
    @State private var showRestartNotice = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("App Language", selection: $settings.uiLanguageOverride) {
                        Text("System Default").tag("")
                        Text(verbatim: "English").tag("en")
                        Text(verbatim: "Deutsch").tag("de")
                        Text(verbatim: "Español").tag("es")
                        Text(verbatim: "Français").tag("fr")
                    }
                    Picker("Story Language", selection: $settings.storyLanguage) {
                        Text(verbatim: "English").tag("en")
                        Text(verbatim: "Deutsch").tag("de")
                    }
                } header: {
                    Text("Language")
                } footer: {
                    Text("The story language can differ from the app language.")
                }
                Section("Audio") {
                    Toggle("Read stories aloud", isOn: .constant(true))
                    Text("Повільне читання")
                }
                Section {
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                }
            }
            .navigationTitle("Settings")
            .alert("Restart required", isPresented: $showRestartNotice) {
                Button("OK") {}
            } message: {
                Text("The new language applies the next time you open the app.")
            }
        }
    }
}

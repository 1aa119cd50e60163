import SwiftUI

@main
struct TrailJournalApp: App {
    var body: some Scene {
        WindowGroup("Trail Journal") {
            TrailListView(trails: [])
        }
        .commands {
            CommandMenu("Trails") {
                Button("New Trail") { }
                    .keyboardShortcut("n")
            }
        }
    }
}

import SwiftUI

struct HomeView: View {
    @State private var heroes: [Hero] = []
    @State private var isGenerating = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Text("Your Heroes")
                    .font(.title2)
                Text("\(heroes.count) heroes are waiting for a new adventure")
                if heroes.isEmpty {
                    ContentUnavailableView(
                        "No heroes yet",
                        systemImage: "sparkles",
                        description: Text("Create a hero to start your first story.")
                    )
                }
                Button("Create a Story") { isGenerating = true }
                    .buttonStyle(.borderedProminent)
                    .accessibilityHint("Generates a new bedtime story with your hero")
                Text(greeting(for: Date()))
            }
            .padding()
            .navigationTitle("Tonight's Story")
        }
    }

    /// Greets the family by time of day.
    private func greeting(for date: Date) -> String {
        let hour = Calendar.current.component(.hour, from: date)
        return hour < 18 ? "Good afternoon!" : "Good evening!"
    }
}

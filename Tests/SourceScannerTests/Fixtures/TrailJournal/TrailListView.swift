import SwiftUI

struct TrailListView: View {
    let trails: [Trail]
    @State private var query = ""
    @State private var showsDeleteAlert = false
    @State private var favoriteCount = 0

    var body: some View {
        NavigationStack {
            List {
                Section("Favorites") {
                    Text("\(favoriteCount) favorite trails")
                    Text("You have walked \(trails.count) trails")
                }
                ForEach(trails) { trail in
                    VStack(alignment: .leading) {
                        Text(trail.name)
                        Text("\(trail.lengthKilometers) km, \(trail.elevationMeters) m up")
                        Text("Rated \(trail.rating) by \(trail.visits) hikers")
                        Text("Trail #\(trail.id) opened \(trail.created, style: .date)")
                        Text("\(trail.lengthKilometers, specifier: "%.1f") km")
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) { showsDeleteAlert = true }
                    }
                    .accessibilityLabel("Trail row")
                }
                ForEach(0..<3) { index in
                    Text("Suggestion \(index + 1)")
                }
            }
            .navigationTitle("Trails")
            .searchable(text: $query, prompt: "Search trails")
            .toolbar {
                Button {
                    favoriteCount += 1
                } label: {
                    Label("Add Favorite", systemImage: "star")
                }
                .help("Marks the trail as a favorite")
            }
            .alert("Delete this trail?", isPresented: $showsDeleteAlert) {
                Button("Delete", role: .destructive) { }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("Its checkpoints and photos are deleted too.")
            }
            .overlay {
                if trails.isEmpty {
                    ContentUnavailableView("No Trails", systemImage: "map", description: Text("Add a trail to start your journal."))
                }
            }
        }
    }
}

#Preview {
    TrailListView(trails: [])
        .navigationTitle("Preview title")
}

import SwiftUI

struct LibraryView: View {
    @State private var stories: [Story] = []
    @State private var showDeleteConfirmation = false
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List(stories) { story in
                VStack(alignment: .leading) {
                    Text(verbatim: story.title)
                    Text("\(story.minutes) min read")
                        .font(.caption)
                    Text(story.hero.name + " and the " + "Moonlight Forest")
                }
                .swipeActions {
                    Button("Delete", role: .destructive) { showDeleteConfirmation = true }
                }
            }
            .searchable(text: $searchText, prompt: "Search stories")
            .navigationTitle("Library")
            .alert("Delete this story?", isPresented: $showDeleteConfirmation) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This story will be removed from all your devices.")
            }
            .toolbar {
                Text(stories.count == 1 ? "1 story" : "\(stories.count) stories")
            }
        }
    }
}

import SwiftUI

struct HeroListView: View {
    @State private var heroes: [Hero] = []
    @State private var newName = ""
    @State private var trait: CharacterTrait = .brave

    var body: some View {
        NavigationStack {
            Form {
                Section("New Hero") {
                    TextField("Hero name", text: $newName, prompt: Text("For example, Luna"))
                    Picker("Personality", selection: $trait) {
                        ForEach(CharacterTrait.allCases) { trait in
                            Text(trait.title).tag(trait)
                        }
                    }
                    Button("Save Hero") {}
                        .disabled(newName.isEmpty)
                }
                Section("Your Heroes") {
                    ForEach(heroes) { hero in
                        LabeledContent(hero.name) {
                            Text("^[\(hero.storyCount) story](inflect: true)")
                        }
                    }
                }
            }
            .navigationTitle("Heroes")
        }
    }
}

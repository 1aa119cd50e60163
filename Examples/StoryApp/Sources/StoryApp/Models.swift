import Foundation

struct Hero: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var trait: CharacterTrait
    var storyCount: Int
}

enum CharacterTrait: String, CaseIterable, Identifiable {
    case brave, curious, kind, funny

    var id: String { rawValue }

    var title: LocalizedStringResource {
        switch self {
        case .brave: "Brave"
        case .curious: "Curious"
        case .kind: "Kind"
        case .funny: "Funny"
        }
    }
}

struct Story: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var hero: Hero
    var minutes: Int
    var createdAt: Date
    var isFavorite: Bool
}

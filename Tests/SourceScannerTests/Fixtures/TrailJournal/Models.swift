import Foundation

struct Trail: Identifiable, Hashable {
    let id: Int32
    var name: String
    var lengthKilometers: Double
    var elevationMeters: Int
    var rating: Float
    var visits: UInt
    var checkpoints: [Checkpoint]
    var created: Date
    var difficulty: Difficulty
}

struct Checkpoint: Hashable {
    var label: String
    var altitude: Int64
    var reached: Bool
}

enum Difficulty: String, CaseIterable {
    case easy, moderate, hard

    /// Literals returned where the result is declared `LocalizedStringResource` are extracted.
    var title: LocalizedStringResource {
        switch self {
        case .easy: "Easy"
        case .moderate: "Moderate"
        case .hard: return "Hard"
        }
    }

    /// A plain `String` result is not localizable: nothing here is extracted.
    var code: String {
        switch self {
        case .easy: "E"
        case .moderate: "M"
        case .hard: "H"
        }
    }
}

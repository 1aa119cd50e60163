import AppIntents
import Charts
import SwiftUI

/// An app view whose initializer takes a `LocalizedStringKey`: call sites with literals are extracted.
struct SectionHeader: View {
    let title: LocalizedStringKey
    let comment: StaticString?

    init(_ title: LocalizedStringKey, comment: StaticString? = nil) {
        self.title = title
        self.comment = comment
    }

    var body: some View {
        Text(title)
            .font(.headline)
    }
}

/// A struct whose memberwise initializer takes a `LocalizedStringResource`.
struct StatTile {
    let label: LocalizedStringResource
    let value: Int
}

extension View {
    func cardTitle(_ title: LocalizedStringKey) -> some View {
        overlay(alignment: .top) { Text(title) }
    }

    func cardFooter(_ text: String) -> some View {
        overlay(alignment: .bottom) { Text(text) }
    }
}

struct StatsView: View {
    let distances: [Double]

    var body: some View {
        VStack {
            SectionHeader("Statistics", comment: "Header above the charts")
            Chart(distances.indices, id: \.self) { index in
                BarMark(x: .value("Day", index), y: .value("Distance", distances[index]))
            }
            Text("Weekly distance")
                .cardTitle("This Week")
                .cardFooter("not localized")
        }
    }

    let tiles = [StatTile(label: "Summits", value: 3)]
}

struct LogHikeIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Hike"
    static var description = IntentDescription("Adds a hike to your journal.")

    @Parameter(title: "Trail Name")
    var trailName: String

    func perform() async throws -> some IntentResult {
        .result()
    }
}

import AppIntents
import WidgetKit
import SwiftUI

// Family 1: App Intents and widgets, with LocalizedStringResource in all its shapes.

enum ShelfKind: String, AppEnum {
    case reading, finished, wishlist

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .reading: .init(title: "Reading Now", subtitle: "Books you have started"),
        .finished: "Finished",
        .wishlist: DisplayRepresentation(title: "Wishlist", synonyms: ["Want to Read"]),
    ]
}

struct OpenShelf: AppIntent {
    static var title: LocalizedStringResource = "Open Shelf"
    static let description: IntentDescription = "Opens one of your shelves."
    static var categoryDescription = IntentDescription("Shows a shelf.", categoryName: "Library")

    @Parameter(title: "Shelf", requestValueDialog: IntentDialog("Which shelf?"))
    var shelf: ShelfKind

    @Parameter(title: "Limit", default: 10)
    var limit: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$shelf)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard limit > 0 else { throw $limit.needsValueError("How many books?") }
        return .result(dialog: "Opened \(limit) books")
    }
}

struct LanternShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenShelf(),
            phrases: ["Open my shelf in \(.applicationName)", "Show \(\.$shelf) in \(.applicationName)"],
            shortTitle: "Open Shelf",
            systemImageName: "books.vertical")
    }
}

struct ReadingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "reading", provider: ReadingProvider()) { entry in
            Text(verbatim: entry.title)
        }
        .configurationDisplayName("Reading Now")
        .description("Shows the book you are reading.")
    }
}

/// Not App Intents' `Summary`: an app type of the same name, outside any `parameterSummary`.
struct Summary {
    init(_ text: String) {}
}

let weeklySummary = Summary("not localized: the app's own Summary")

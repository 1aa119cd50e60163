import LanternKit
import Phrasebook
import SwiftUI

// Family 2: literals typed from the other side of an operator, or by a declared collection.

struct Filter {
    var title: LocalizedStringResource?
    var name: String?
}

enum SortOrder: LocalizedStringKey {
    case newest = "sort.newest"
    case oldest
}

typealias StateTitles = (current: LocalizedStringResource, next: LocalizedStringResource)

struct LibraryModel {
    var error: LocalizedStringKey?
    var note: String = ""

    let sectionTitles: [String: LocalizedStringResource] = ["new": "New Arrivals", "top": "Top Rated"]
    let tabs: [LocalizedStringKey] = ["Books", "Authors"]
    let identifiers: [String: String] = ["new": "not localized: an identifier"]
    let states: StateTitles = (current: "Reading", next: "Mark as Finished")

    func filterTitle(_ filter: Filter?) -> String {
        String(localized: filter?.title ?? "Any Shelf")
    }

    func plainName(_ filter: Filter?) -> some View {
        Text(filter?.name ?? "not localized: a String beside a String")
    }

    mutating func validate(query: String) {
        if query.isEmpty { error = "search.error.empty" }
        note = "not localized: a String property"
    }
}

// Family 3: implicit member initializers through the app's own types and the local package's.

struct ShelfHeader {
    init(label: LocalizedStringResource?, badge: BadgeLabel) {}
}

struct LibraryView: View {
    let model: LibraryModel

    var body: some View {
        VStack {
            Badge(label: .init("New Books", symbol: "sparkles"), count: 3)
            Badge(label: .init(verbatim: "not localized: verbatim", symbol: "tag"), count: 1)
            Badge(title: "Bestsellers")
        }
    }

    func header() -> ShelfHeader {
        ShelfHeader(label: .init("Shelves", comment: "Header of the shelf list"), badge: .init("Popular", symbol: "flame"))
    }

    func emptyMessage() -> String {
        .init(localized: "Nothing here yet")
    }

    func count() -> Int {
        .init("42") ?? 0
    }
}

// Family 4: the Phrasebook runtime's Localizer, known by its declared type, whatever its name.

struct Environment {
    let texts: Localizer
    let defaults: UserDefaults
}

struct Scoreboard {
    let l10n: Localizer
    let environment: Environment

    func lines(points: Int) -> [String] {
        [
            l10n.string("Reading Goals"),
            environment.texts.string("\(points) pages today"),
            environment.defaults.string(forKey: "not localized: a UserDefaults key") ?? "",
        ]
    }
}

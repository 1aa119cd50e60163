import SourceScanner
import Testing

/// A literal takes its type from its context: the other side of `??`, `?:`, `=` or `+=`, the element or
/// value type of a declared collection, an enum's raw type, a closure called where it is written.
@Suite("Literals typed by their context")
struct ContextTypeExtractionTests {
    @Test("the default of ?? where only a localizable value fits, or beside a localizable optional")
    func nilCoalescing() {
        let found = keys(
            """
            struct Filter { var title: LocalizedStringResource?; var name: String?; var key: LocalizedStringKey? }
            func labels(filter: Filter?) {
                let any = String(localized: filter?.title ?? "Any Filter")
                let resource: LocalizedStringResource = filter?.title ?? "No Filter"
                let key = Text(filter?.key ?? "Untitled")
                let plain = Text(filter?.name ?? "not localized: a String")
                let unknown = Text(someValue ?? "not localized: unknown type")
            }
            """)
        #expect(found == ["Any Filter", "No Filter", "Untitled"])
    }

    @Test("the default of ?? beside a map to String is a String, even where a String overload is disfavoured")
    func nilCoalescingBesideMappedString() {
        let found = keys(
            """
            extension View {
                func screenTitle(_ title: LocalizedStringResource) -> some View { self }
                @_disfavoredOverload func screenTitle(_ title: String) -> some View { self }
            }
            struct Feed { var label: LocalizedStringResource?; var labels: [LocalizedStringResource] }
            struct FeedView: View {
                var feed: Feed?
                var body: some View {
                    List {}.screenTitle(feed?.label.map(String.init(localized:)) ?? "")
                        .screenTitle(feed?.label.map { String(localized: $0) } ?? "not localized: a String")
                        .screenTitle(feed?.label ?? "All Feeds")
                }
            }
            """)
        #expect(found == ["All Feeds"])
    }

    @Test("a ternary branch beside a non-literal takes the type where only one fits, else the other branch's")
    func ternaries() {
        let found = keys(
            """
            struct Row { var title: LocalizedStringKey; var name: String }
            func labels(row: Row, on: Bool) {
                let a = String(localized: on ? row.resource : "Off")
                let b = Text(on ? row.title : "Fallback")
                let c = Text(on ? row.name : "not localized: a String")
                let d: LocalizedStringResource = on ? "On" : row.resource
            }
            """)
        #expect(found == ["Off", "Fallback", "On"])
    }

    @Test("elements and values of declared arrays, dictionaries and tuples, through type aliases")
    func collections() {
        let found = keys(
            """
            typealias Titles = (current: LocalizedStringResource, next: LocalizedStringResource)
            let names: [String: LocalizedStringResource] = ["a": "First", "b": "Second"]
            let titles: [LocalizedStringKey] = ["One", "Two"]
            let nested: [Int: [LocalizedStringKey]] = [1: ["Three"]]
            let plain: [String: String] = ["c": "not localized"]
            let pair: Titles = (current: "Blocked", next: "Unblock")
            let other: (String, LocalizedStringKey) = ("not localized", "Second of two")
            let groups: [(title: LocalizedStringKey, regions: [Region])] = [("North", [.north]), (title: "South", regions: [])]
            let lookup: [(key: String, value: Int)] = [("not localized either", 1)]
            """)
        #expect(found == ["First", "Second", "One", "Two", "Three", "Blocked", "Unblock", "Second of two", "North", "South"])
    }

    @Test("a literal passed to a closure, by its name, whose first parameter is localizable; not to a String closure's name or another object's member")
    func closureProperties() {
        let found = keys(
            """
            struct TripList: View {
                let showToast: (LocalizedStringKey) -> Void
                var onError: (@Sendable (LocalizedStringResource) -> Void)?
                let log: (String) -> Void
                let handler: (LocalizedStringKey) -> Void
                func delete(day: String, confirm notify: (LocalizedStringKey) -> Void) {
                    showToast("deleted_day \\(day)")
                    onError?("Could not delete")
                    notify("Deleted")
                    log("deleted")
                    tracker.showToast("a tracker's member")
                }
            }
            func run(handler: (String) -> Void) { handler("a String closure of the same name") }
            """)
        #expect(found == ["deleted_day %@", "Could not delete", "Deleted"])
    }

    @Test("function types inside tuple and array types: their arrows are not brackets")
    func arrowsInTypes() {
        let found = keys(
            """
            let rows: [(action: () -> Void, title: LocalizedStringKey)] = [({}, "Refresh")]
            let pair: (run: (Int) -> String, label: LocalizedStringResource) = ({ _ in "" }, "Run")
            """)
        #expect(found == ["Refresh", "Run"])
    }

    @Test("an assignment or += to a declared localizable property or variable")
    func assignments() {
        let found = keys(
            """
            struct Form {
                var error: LocalizedStringKey?
                var note: String = ""
                mutating func validate(text: String) {
                    error = "form.error.empty"
                    self.error = "form.error.short"
                    note = "not localized"
                    var summary = ""
                    summary += .init(localized: "Checked.")
                }
            }
            """)
        #expect(found == ["form.error.empty", "form.error.short", "Checked."])
    }

    @Test("raw values of an enum whose raw type is localizable, written or implicit (the case's name)")
    func enumRawValues() {
        let result = extract(
            """
            enum Label: LocalizedStringKey {
                case open = "menu.open"
                case closeAll
            }
            enum Plain: String { case a = "not localized", b }
            """)
        #expect(result.strings.map(\.key) == ["menu.open", "closeAll"])
        #expect(result.strings.map(\.api) == ["LocalizedStringKey", "LocalizedStringKey"])
        #expect(result.strings[1].position.line == 3)
        #expect(result.strings[1].position.column == 10)
    }

    @Test("the result of a closure called where it is written takes the declared type")
    func immediatelyCalledClosure() {
        let found = keys(
            """
            func label(kind: Kind?) {
                let title: LocalizedStringKey = {
                    switch kind {
                    case .none: return "kind.unknown"
                    case .some: return "kind.known"
                    }
                }()
                let plain: String = { "not localized" }()
            }
            """)
        #expect(found == ["kind.unknown", "kind.known"])
    }

    @Test("a ternary with nil in a branch, and the ?? fallback after a mapped value")
    func nilBranchesAndMappedFallbacks() {
        let found = keys(
            """
            struct Banner: View {
                init(_ title: LocalizedStringKey, actionTitle: LocalizedStringKey? = nil, action: @escaping () -> Void = {}) {}
                var body: some View { EmptyView() }
            }
            struct Mapping: View {
                var held: String?
                var mode: String?
                var body: some View {
                    Banner("Warning", actionTitle: held == nil ? nil : "Use Hold, Then Press") {}
                    Banner("Note", actionTitle: held != nil ? "Undo" : nil)
                    Text("Mode").help(mode.map { "Mode: \\($0)" } ?? "Select mode")
                }
            }
            """)
        #expect(found == ["Warning", "Use Hold, Then Press", "Note", "Undo", "Mode", "Mode: %@", "Select mode"])
    }

    @Test("?? with other operators beside it: precedence decides, so nothing is typed by the title")
    func nilCoalescingAmongOperators() {
        let found = keys(
            """
            struct Greeting: View {
                var name: String?
                var body: some View { Text(name.map { "Hi, \\($0)" } ?? "Guest" + "!") }
            }
            """)
        #expect(found.isEmpty)
    }
}

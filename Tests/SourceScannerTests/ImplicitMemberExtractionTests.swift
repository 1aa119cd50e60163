import SourceScanner
import Testing

/// An implicit member `.init(…)` calls the initializer of the type its context expects: the app's own
/// types (declared in another file, or in a local package the app imports), `String` for
/// `.init(localized:)`, a `LocalizedStringResource` where one is expected.
@Suite("Implicit member initializers")
struct ImplicitMemberExtractionTests {
    @Test("a parameter of the app's own type receives .init(…) whose initializer takes a localizable value")
    func appTypeInitializer() {
        let found = keys(
            """
            struct Toolbar {
                func add(_ badge: BadgeLabel, at index: Int) {}
                func setup() {
                    add(.init("Add Tag", symbol: "tag"), at: 0)
                    add(.init(verbatim: "not localized", symbol: "tag"), at: 1)
                }
            }
            """,
            """
            struct BadgeLabel {
                init(_ title: LocalizedStringResource, symbol: String) {}
                init(verbatim: String, symbol: String) {}
            }
            """)
        #expect(found == ["Add Tag"])
    }

    @Test("the overload the call's labels pick decides the parameter's type")
    func overloadsByLabels() {
        let found = keys(
            """
            struct Popup {
                func show(message: LocalizedStringResource, _ actions: [Action]) {}
                func show(_ group: Group) {}
                struct Action { init(title: LocalizedStringResource, run: () -> Void) {} }
                struct Group { init(name: String) {} }
                func demo() {
                    show(message: "Filter as…", [.init(title: "Subject") {}, .init(title: "Moderator") {}])
                    show(.init(name: "not localized"))
                }
            }
            """)
        #expect(found == ["Filter as…", "Subject", "Moderator"])
    }

    @Test("a literal prefers the app's overload taking a String, unless that overload is disfavored")
    func stringOverloads() {
        let found = keys(
            """
            extension View {
                func screenTitle(_ title: LocalizedStringResource) -> some View { navigationTitle(Text(title)) }
                func screenTitle(_ title: String) -> some View { navigationTitle(title) }
            }
            enum Toast {
                static func failure(_ message: LocalizedStringResource) -> Toast { .failure(String(localized: message)) }
                @_disfavoredOverload
                static func failure(_ message: String) -> Toast { .init() }
            }
            struct Feed: View {
                var body: some View { List {}.screenTitle("not localized: the String overload wins") }
                func fail() -> Toast { .failure("Failed to load") }
            }
            """)
        #expect(found == ["Failed to load"])
    }

    @Test(".init(localized:) builds a String where the context declares one; appended elements are typed by the array")
    func stringInitializers() {
        let found = keys(
            """
            func popular() -> String { .init(localized: "Popular") }
            var subtitle: String? { .init(localized: "Subtitle") }
            func caption(isGuest: Bool) -> [AttributedString] {
                var output: [AttributedString] = []
                if isGuest { output.append(.init(localized: "Guest")) }
                output.append(.init("not localized: AttributedString(_:) takes a String"))
                return output
            }
            func helper() -> Int { .init("42") ?? 0 }
            """)
        #expect(found == ["Popular", "Subtitle", "Guest"])
    }

    @Test("SDK positions that take text: a file dialog's message, an alert's message and informative text")
    func sdkPositions() {
        let found = keys(
            """
            struct Importer: View {
                var body: some View {
                    List {}.fileDialogMessage(.init("FileImporter.message", defaultValue: "Choose a file", table: "Import"))
                }
            }
            func ask() {
                let alert = NSAlert()
                alert.messageText = .init(localized: .init("Permission.title", defaultValue: "Permission needed"))
                alert.informativeText = .init(localized: "Grant access in Settings.")
            }
            """)
        #expect(found == ["FileImporter.message", "Permission.title", "Grant access in Settings."])
    }

    @Test("a parameter typed LocalizedStringResource? receives .init(…); Self names the enclosing type")
    func optionalResourceAndSelf() {
        let found = keys(
            """
            struct Appearance {
                let label: String
                init(label: LocalizedStringResource, isOn: Bool) { self.label = String(localized: label) }
                static func upvote(isOn: Bool) -> Self { .init(label: isOn ? "Undo Upvote" : "Upvote", isOn: isOn) }
            }
            func show(title: LocalizedStringResource?) {}
            func demo() { show(title: .init("Saved", comment: "Toast")) }
            """)
        #expect(found == ["Undo Upvote", "Upvote", "Saved"])
    }

    @Test("types declared only in a local package the app imports are read from it, its strings are not extracted")
    func localPackageDeclarations() {
        let app = SourceInput(path: "App/Toolbar.swift", text: """
            struct Toolbar: View {
                var body: some View {
                    ActionButton(label: .init("Share", symbol: "square.and.arrow.up"), run: share)
                    Banner(title: "Welcome back")
                }
            }
            """)
        let package = SourceInput(path: "Packages/UIKitPlus/Sources/Components.swift", text: """
            public struct ActionLabel { public init(_ title: LocalizedStringResource, symbol: String) {} }
            public struct ActionButton { public init(label: ActionLabel, run: () -> Void) {} }
            public struct Banner: View {
                public init(title: LocalizedStringKey) {}
                public var body: some View { Text("Package-only string") }
            }
            """)
        let withPackage = SourceExtractor(isParallel: false).extract([app], declarationsFrom: [package])
        #expect(withPackage.strings.map(\.key) == ["Share", "Welcome back"])
        let alone = SourceExtractor(isParallel: false).extract([app])
        #expect(alone.strings.isEmpty)
    }

    @Test("a payload bound by a case pattern has the type the enum case declares")
    func casePayloadTypes() {
        let found = keys(
            """
            enum Reason { case tooShort(minLength: Int), tooLong(Int), invalid(String) }
            extension Reason {
                var label: LocalizedStringResource {
                    switch self {
                    case let .tooShort(minLength: length): "At least \\(length) characters."
                    case let .tooLong(maximum): "At most \\(maximum) characters."
                    case let .invalid(text): "Invalid: \\(text)"
                    }
                }
            }
            """)
        #expect(found == ["At least %lld characters.", "At most %lld characters.", "Invalid: %@"])
    }

    @Test("a parameter typed Text receives .init(…) as Text(…), multi-line literals included")
    func textParameters() {
        let found = keys(
            #"""
            struct Cleanup: View {
                @State var confirming = false
                var body: some View {
                    List {}.alert(isPresented: $confirming) {
                        Alert(title: .init("Delete it?"), message: .init("This can't be undone."), dismissButton: .cancel())
                    }
                    ContentUnavailableView("Empty", systemImage: "tray", description: .init("Nothing here yet."))
                    ContentUnavailableView("Offline", systemImage: "wifi", description: .init("""
                        Check your connection
                        and try again.
                        """))
                    ContentUnavailableView("Search", systemImage: "magnifyingglass", description: .init(verbatim: "not localized"))
                }
            }
            """#)
        #expect(found == [
            "Delete it?", "This can't be undone.", "Empty", "Nothing here yet.", "Offline",
            "Check your connection\nand try again.", "Search",
        ])
    }

    @Test("an element appended to a declared array is built by the element type's initializer")
    func appendedElements() {
        let found = keys(
            """
            struct ShortcutRow { var id: String; var label: LocalizedStringKey? }
            func shortcutRows(extended: Bool) -> [ShortcutRow] {
                var rows: [ShortcutRow] = []
                rows.append(.init(id: "short", label: "Short press:"))
                if extended { rows.append(ShortcutRow(id: "long", label: "Long press:")) }
                var more = [ShortcutRow]()
                more.insert(.init(id: "double", label: "Double press:"), at: 0)
                return rows + more
            }
            """)
        #expect(found == ["Short press:", "Long press:", "Double press:"])
    }

    @Test("over-extraction: .init() in a ternary picks the String overload; an SDK object's String property is not the app's")
    func stringOverloadsAndSDKProperties() {
        let found = keys(
            """
            struct Status: View {
                var installed: Bool
                var body: some View { Text("Status").help(installed ? .init() : "not localized: help(_: String)") }
            }
            struct Level { var title: LocalizedStringKey }
            final class LevelController {
                let button = NSButton()
                @IBOutlet var field: NSTextField!
                var level: Level
                func update(name: String?) {
                    button.title = name ?? "not localized: NSButton.title is a String"
                    field.stringValue = name ?? "not localized: a String"
                    level.title = "Expert"
                }
            }
            """)
        #expect(found == ["Status", "Expert"])
    }

    @Test("an app's own type named like a SwiftUI one keeps its own parameter types")
    func appTypeNamedLikeSwiftUI() {
        let found = keys(
            """
            struct Alert { init(title: String) {} }
            func warn() -> Alert { Alert(title: .init("not localized: the app's Alert takes a String")) }
            """)
        #expect(found.isEmpty)
    }
}

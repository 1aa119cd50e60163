import SourceScanner
import Testing

/// App Intents and widgets label everything with `LocalizedStringResource`s, often through types a string
/// literal builds (`IntentDescription`, `DisplayRepresentation`, `IntentDialog`); App Shortcut phrases go
/// to their own `AppShortcuts` table. Shapes from Apple's samples and open-source apps.
@Suite("App Intents and widgets")
struct AppIntentsExtractionTests {
    @Test("an intent's title, description, parameters and dialogs are keys, whatever type the literal builds")
    func intentLabels() {
        let found = keys(
            """
            struct OpenFolder: AppIntent {
                static var title: LocalizedStringResource = "Open Folder"
                static let description: IntentDescription = "Opens a folder in a new window."
                static var other = IntentDescription("Finds files.", categoryName: "Files", searchKeywords: ["find", "search"])
                @Parameter(title: "Folder", description: "The folder to open", requestValueDialog: IntentDialog("Which folder?"))
                var folder: FolderEntity
                @Parameter(title: "Depth", requestValueDialog: "How deep?")
                var depth: Int
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    guard depth > 0 else { throw $depth.needsValueError("Depth must be positive.") }
                    return .result(dialog: "Opened \\(folder.name) with \\(depth) levels")
                }
            }
            """)
        #expect(found == [
            "Open Folder", "Opens a folder in a new window.", "Finds files.", "Files", "find", "search", "Folder",
            "The folder to open", "Which folder?", "Depth", "How deep?", "Depth must be positive.",
            "Opened %@ with %lld levels",
        ])
    }

    @Test("an intent's static description written as a plain literal is its description; elsewhere it is a String")
    func plainIntentDescription() {
        let found = keys(
            """
            struct CompleteReminder: AppIntent {
                static let title: LocalizedStringResource = "Complete Reminder"
                static var description = "Complete this reminder"
                var description = "an instance property"
            }
            struct Reminder {
                static var description = "not an intent"
            }
            protocol UserIntent {}
            struct Tap: UserIntent {
                static var description = "an app's own protocol named Intent"
            }
            struct Share: AppIntent {
                static var description = "Share \\(1) item"
            }
            """)
        #expect(found == ["Complete Reminder", "Complete this reminder"])
    }

    @Test("display representations of types, cases and entities, as literals or initializers in a declared dictionary")
    func displayRepresentations() {
        let found = keys(
            """
            enum Sorting: String, AppEnum {
                case recent, shared, starred
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Sorting"
                static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                    .recent: .init(title: "Recent Items", subtitle: "Opened this week"),
                    .shared: "Shared",
                    .starred: DisplayRepresentation(title: "Starred", synonyms: ["Favorites"]),
                ]
            }
            struct FolderEntity: AppEntity {
                static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Folder")
                var name: String
                var displayRepresentation: DisplayRepresentation { .init(title: "\\(name)") }
            }
            enum Style: String, AppEnum {
                case event, hidden
                static var typeDisplayRepresentation: TypeDisplayRepresentation = .init(stringLiteral: "Style")
                static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                    .event: .init(stringLiteral: "Event"),
                    .hidden: DisplayRepresentation(stringLiteral: "Hidden"),
                ]
            }
            """)
        #expect(found == [
            "Sorting", "Recent Items", "Opened this week", "Shared", "Starred", "Favorites", "Folder", "%@",
            "Style", "Event", "Hidden",
        ])
    }

    @Test("App Shortcut phrases go to the AppShortcuts table with their parameters named; the short title is Localizable's")
    func appShortcutPhrases() {
        let result = extract(
            """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: AddNote(),
                        phrases: ["Add a note in \\(.applicationName)", "Open \\(\\.$folder) in \\(.applicationName)"],
                        shortTitle: "Add Note",
                        systemImageName: "note.text")
                }
            }
            """)
        #expect(result.strings.map { "\($0.table): \($0.key)" } == [
            "AppShortcuts: Add a note in ${applicationName}", "AppShortcuts: Open ${folder} in ${applicationName}",
            "Localizable: Add Note",
        ])
    }

    @Test("a parameter summary names its parameters as phrases do; a Summary elsewhere is not App Intents'")
    func parameterSummary() {
        let result = extract(
            """
            struct AddFeed: AppIntent {
                static var parameterSummary: some ParameterSummary {
                    Summary("Add \\(\\.$url) to \\(\\.$account)") { \\.$folder }
                }
            }
            struct Report { let summary = Summary("not localized") }
            """)
        #expect(result.strings.map { "\($0.table): \($0.key)" } == ["Localizable: Add ${url} to ${account}"])
    }

    @Test("shortcuts built by the provider's result builder from .init(…) are AppShortcuts")
    func shortcutsFromResultBuilder() {
        let result = extract(
            """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    .init(intent: ListPackages(), phrases: ["List packages in \\(.applicationName)"],
                          shortTitle: "action.list.short-title", systemImageName: "shippingbox")
                }
            }
            """)
        #expect(result.strings.map { "\($0.table): \($0.key)" } == [
            "AppShortcuts: List packages in ${applicationName}", "Localizable: action.list.short-title",
        ])
    }

    @Test("a widget's name and description, a control's title and a recommendation's description are keys")
    func widgets() {
        let found = keys(
            """
            struct Latest: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "latest", provider: Provider()) { entry in Text(entry.title) }
                        .configurationDisplayName("Latest posts")
                        .description("Shows the latest post.")
                }
            }
            struct Toggle: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "timer") { ControlWidgetToggle("Timer", isOn: true, action: StartTimer()) { _ in } }
                }
            }
            let recommendations = [AppIntentRecommendation(intent: Pick(all: true), description: "All Backyards")]
            """)
        #expect(found == ["Latest posts", "Shows the latest post.", "Timer", "All Backyards"])
    }

    @Test("literals App Intents never show are not keys: identifiers, symbols, strings of the app's own types")
    func nonTriggering() {
        let found = keys(
            """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: AddNote(), phrases: ["Add in \\(.applicationName)"], shortTitle: "Add", systemImageName: "note.text")
                }
            }
            struct Entity: AppEntity {
                static var defaultQuery = Query()
                var id: String = "entity.id"
                let kind = "folder"
                var summary: String { description("verbose") }
                func description(_ style: String) -> String { style }
            }
            let plain: [String: String] = ["a": "not a key"]
            """)
        #expect(found == ["Add in ${applicationName}", "Add"])
    }
}

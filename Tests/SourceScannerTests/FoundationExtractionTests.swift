import SourceScanner
import Testing

@Suite("Foundation localization APIs")
struct FoundationExtractionTests {
    @Test("String(localized:) with defaultValue, table and comment")
    func stringLocalized() {
        let result = extract(
            """
            let a = String(localized: "Welcome")
            let b = String(localized: "greeting.title", defaultValue: "Hello \\(name)!", table: "Onboarding", comment: "Shown on launch")
            let c = String(localized: "Count \\(count)", bundle: .module, locale: .current, comment: "A count")
            """)
        #expect(result.strings.count == 3)
        let b = result.strings[1]
        #expect(b.key == "greeting.title")
        #expect(b.defaultValue == "Hello %@!")
        #expect(b.table == "Onboarding")
        #expect(b.comment == "Shown on launch")
        #expect(result.strings[0].table == "Localizable")
        #expect(result.strings[2].comment == "A count")
    }

    @Test("LocalizedStringResource, String.LocalizationValue, AttributedString and literals typed as them")
    func resources() {
        let found = keys(
            """
            let r = LocalizedStringResource("Resource", table: "Intents")
            let v = String.LocalizationValue("Value")
            let a = AttributedString(localized: "**Bold** move")
            let typed: LocalizedStringResource = "Typed resource"
            var key: LocalizedStringKey = "Typed key"
            let list: [LocalizedStringKey] = ["One", "Two"]
            struct Intent: AppIntent {
                static var title: LocalizedStringResource = "Add Bird"
                static var description = IntentDescription("Adds a bird.")
                @Parameter(title: "Species") var species: String
            }
            let plain: String = "Not localized"
            """)
        #expect(found == [
            "Resource", "Value", "**Bold** move", "Typed resource", "Typed key", "One", "Two", "Add Bird",
            "Adds a bird.", "Species",
        ])
    }

    @Test("NSLocalizedString with tableName, value and comment; dynamic keys are skipped")
    func nsLocalizedString() {
        let result = extract(
            """
            let a = NSLocalizedString("Open", comment: "Menu item")
            let b = NSLocalizedString("error.network", tableName: "Errors", bundle: .main, value: "No connection", comment: "")
            let c = NSLocalizedString("Hello \\(name)", comment: "interpolated: not a constant")
            let d = NSLocalizedString(key, comment: "variable")
            """)
        #expect(result.strings.map(\.key) == ["Open", "error.network"])
        #expect(result.strings[0].comment == "Menu item")
        #expect(result.strings[1].table == "Errors")
        #expect(result.strings[1].defaultValue == "No connection")
    }

    @Test("results of functions and properties declared as localizable types")
    func declaredResults() {
        let found = keys(
            """
            enum Tab {
                case home, settings
                var title: LocalizedStringResource {
                    switch self {
                    case .home: "Home"
                    case .settings: return "Settings"
                    }
                }
                func subtitle(short: Bool) -> LocalizedStringKey {
                    short ? "Short" : "A longer subtitle"
                }
                var plain: String { "Not this" }
            }
            """)
        #expect(found == ["Home", "Settings", "Short", "A longer subtitle"])
    }
}

@Suite("The app's own localizable APIs")
struct AppDeclaredAPITests {
    @Test("an initializer, a method and a memberwise initializer declared in one file are recognised in another")
    func acrossFiles() {
        let found = keys(
            """
            struct Card: View {
                init(_ title: LocalizedStringKey, comment: StaticString? = nil) { }
                var body: some View { EmptyView() }
            }
            struct Badge { let label: LocalizedStringResource }
            extension View {
                func caption(_ text: LocalizedStringKey) -> some View { self }
                func debugTag(_ text: String) -> some View { self }
            }
            struct Counter { var total: Int }
            """,
            """
            struct Screen: View {
                let counter: Counter
                var body: some View {
                    Card("Welcome", comment: "Card title")
                        .caption("Swipe to continue")
                        .debugTag("screen-1")
                    Card("\\(counter.total) visits")
                    let badge = Badge(label: "New")
                }
            }
            """)
        #expect(found == ["Welcome", "Swipe to continue", "%lld visits", "New"])
    }
}

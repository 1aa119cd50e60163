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

    @Test("an implicit .init(…) where a localizable value is expected is a LocalizedStringResource with table, comment and default value")
    func implicitInitializers() {
        let result = extract(
            """
            func g(_ r: LocalizedStringResource) {}
            struct Screen: View {
                @State var p = false
                let x: String
                var typed: LocalizedStringResource { .init("Computed", table: "T", comment: "A heading") }
                var body: some View {
                    let b: LocalizedStringResource = .init("Typed", table: "T")
                    g(.init("Arg", table: "T"))
                    Button(.init("BtnKey", defaultValue: "Btn"), role: .destructive) {}
                    Button(p ? .init("A.k", defaultValue: "A") : .init("B.k", defaultValue: "B \\(x)"), systemImage: "x") {}
                    Text("x").confirmationDialog(.init("Dlg", defaultValue: "D \\(x)"), isPresented: $p) {}
                    Text(.init("Plain"))
                    let s: String = .init("Not localized")
                    let n = Note(.init("Not either"))
                }
            }
            """)
        let found = result.strings.map { [$0.key, $0.table, $0.comment ?? "", $0.defaultValue ?? ""] }
        #expect(found == [
            ["Computed", "T", "A heading", ""], ["Typed", "T", "", ""], ["Arg", "T", "", ""],
            ["BtnKey", "Localizable", "", "Btn"], ["A.k", "Localizable", "", "A"], ["B.k", "Localizable", "", "B %@"],
            ["x", "Localizable", "", ""], ["Dlg", "Localizable", "", "D %@"], ["Plain", "Localizable", "", ""],
        ])
    }

    @Test("an implicit .init(…) passed to the app's own LocalizedStringResource parameter, declared in another file")
    func implicitInitializersOfAppAPIs() {
        let result = extract(
            """
            struct Reference: View {
                var body: some View {
                    Row(term: ".", description: .init("Any character", table: "RegexReference"))
                    Row(term: "\\\\d", description: .init("Digit", table: "RegexReference", comment: "regex"))
                }
            }
            """,
            """
            struct Row: View {
                var term: String
                var description: LocalizedStringResource
                var body: some View { Text(description) }
            }
            """)
        #expect(result.strings.map(\.key) == ["Any character", "Digit"])
        #expect(result.strings.map(\.table) == ["RegexReference", "RegexReference"])
        #expect(result.strings.last?.comment == "regex")
    }

    @Test("Self(…) in a type or its extension calls that type's own localizable initializer")
    func selfInitializers() {
        let declaring = """
            private struct Definition {
                var term: String
                var description: LocalizedStringResource
                static let anchors = [Self(term: "^", description: "beginning of the line")]
            }
            """
        let using = """
            extension Definition {
                static let characters = [
                    Self(term: ".", description: .init("any character", table: "RegexReference")),
                    Self.init(term: "\\\\t", description: .init("tab character", table: "RegexReference")),
                ]
            }
            """
        #expect(keys(declaring + "\n" + using) == ["beginning of the line", "any character", "tab character"])
        #expect(keys(using, declaring) == ["any character", "tab character", "beginning of the line"])
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

    @Test("functions named as localized-string functions are read like NSLocalizedString, as Xcode's LOCALIZED_STRING_MACRO_NAMES")
    func localizedStringFunctions() {
        let source = SourceInput(path: "A.swift", text: """
            let a = NNWLocalizedString("Mark All as Read", comment: "Command")
            let b = NNWLocalizedString("error.feed", tableName: "Errors", bundle: .main, value: "Feed not found", comment: "")
            let c = NNWLocalizedString(dynamicKey, comment: "not a constant")
            """)
        let standard = SourceExtractor(isParallel: false).extract([source])
        #expect(standard.strings.isEmpty)
        let catalog = LocalizableAPICatalog.standard.addingLocalizedStringFunctions(["NNWLocalizedString"])
        let result = SourceExtractor(catalog: catalog, isParallel: false).extract([source])
        #expect(result.strings.map(\.key) == ["Mark All as Read", "error.feed"])
        #expect(result.strings.map(\.table) == ["Localizable", "Errors"])
        #expect(result.strings[0].comment == "Command")
        #expect(result.strings[1].defaultValue == "Feed not found")
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

    @Test("APIs declared after their use, in files without literals, in nested types and in #if are recognised")
    func declarationsFoundInTheExtractionWalk() {
        let found = keys(
            """
            struct Screen: View {
                let steps: Int
                var body: some View {
                    Banner("Hello")
                    Banner("\\(steps) steps")
                    Outer.Inner(caption: "Nested")
                    Flag(label: "Flagged")
                    Conditional("Compiled in")
                }
                struct Banner: View {
                    init(_ title: LocalizedStringKey) { }
                    var body: some View { EmptyView() }
                }
            }
            """,
            """
            enum Outer {
                struct Inner { var caption: LocalizedStringKey }
            }
            func Flag(label: LocalizedStringResource) -> some View { EmptyView() }
            #if os(iOS)
            struct Conditional { init(_ text: LocalizedStringKey) { } }
            #endif
            """)
        #expect(found == ["Hello", "%lld steps", "Nested", "Flagged", "Compiled in"])
    }
}

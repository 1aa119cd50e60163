import Testing
import SourceScanner

/// Files are scanned one at a time and let go of: these pin down that what one file needs from others
/// (the app's own APIs, properties declared elsewhere) is still found, and that a file's own
/// declarations are not overridden by unrelated ones of the same name.
@Suite("Extraction across files")
struct CrossFileExtractionTests {
    @Test("an API declared in another file is extracted from files that never name a localizable type")
    func appAPIFromAnotherFile() {
        let found = keys(
            """
            struct Screen: View {
                var body: some View { Banner(title: "Welcome back", icon: "hand.wave") }
            }
            """,
            """
            struct Banner: View {
                let title: LocalizedStringKey
                let icon: String
                var body: some View { Text(title) }
            }
            """)
        #expect(found == ["Welcome back"])
    }

    @Test("a property declared in an extension in another file types the interpolation")
    func propertyFromAnotherFileExtension() {
        let found = keys(
            """
            struct Row: View {
                var body: some View { Text("\\(count) items") }
            }
            """,
            """
            extension Row {
                var count: Int { 3 }
            }
            """)
        #expect(found == ["%lld items"])
    }

    @Test("a well-known property name declared on the extended type in another file takes that file's type")
    func declaredPropertyWinsOverWellKnown() {
        let found = keys(
            """
            extension Shelf {
                var label: String { String(localized: "\\(self.count) on the shelf") }
                var other: String { String(localized: "\\(count) again") }
            }
            """,
            """
            struct Shelf { var count: String }
            """)
        #expect(found == ["%@ on the shelf", "%@ again"])
    }

    @Test("a property of the file's own type wins over unrelated properties of the same name elsewhere")
    func ownPropertyWins() {
        let found = keys(
            """
            struct Gauge {
                var level: Double
                var label: String { String(localized: "Level \\(level)") }
            }
            """,
            """
            struct Other { var level: String }
            """)
        #expect(found == ["Level %lf"])
    }

    @Test("a name whose type only the whole project can tell is typed from every file's declarations")
    func projectWideNames() {
        let single = keys(
            """
            func show(_ order: Order) -> some View { Text("Total: \\(order.total)") }
            """,
            """
            struct Order { var total: Double }
            """)
        #expect(single == ["Total: %lf"])

        // Declared with different types in two places: unknown, so `%@` as Xcode writes for objects.
        let conflicting = keys(
            """
            func show(_ order: Any) -> some View { Text("Total: \\(summary.total)") }
            """,
            """
            struct Order { var total: Double }
            """,
            """
            struct Invoice { var total: Int }
            """)
        #expect(conflicting == ["Total: %@"])
    }
}

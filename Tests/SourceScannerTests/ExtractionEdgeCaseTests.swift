import Testing
import SourceScanner

/// Corners of the raw-tree scan: nested literals, indirect arguments in files declaring APIs, nested
/// `#if`, and types without members.
@Suite("Extraction edge cases")
struct ExtractionEdgeCaseTests {
    @Test("literals inside interpolations are extracted after the literal around them")
    func literalsInsideInterpolations() {
        let found = keys(
            """
            struct Terms: View {
                var body: some View { Text("Agree to our \\(Text("Terms").underline())") }
            }
            func label(_ v: String) -> String { "\\(NSLocalizedString("Version", comment: "")) \\(v)" }
            """)
        #expect(found == ["Agree to our %@", "Terms", "Version"])
    }

    @Test("a file declaring an API gets its literals through ternaries, arrays and parentheses")
    func declaringFileIndirectArguments() {
        let found = keys(
            """
            struct Row { let title: LocalizedStringKey }
            struct TagList { let tags: [LocalizedStringKey] }
            func rows(on: Bool) {
                _ = Row(title: on ? "On" : "Off")
                _ = Row(title: ("Parenthesized"))
                _ = TagList(tags: ["A", "B"])
            }
            """)
        #expect(found == ["On", "Off", "Parenthesized", "A", "B"])
    }

    @Test("an unrelated #if inside a platform branch does not hide that branch's platforms")
    func nestedConditionInsideUnavailablePlatform() {
        let found = keys(
            """
            @available(watchOS, unavailable)
            struct Share: View {
                var body: some View {
                    #if os(watchOS)
                    #if DEBUG
                    Text("Debug only")
                    #else
                    Text("Release only")
                    #endif
                    #endif
                    Text("Everywhere")
                }
            }
            """)
        #expect(found == ["Everywhere"])
    }

    @Test("a type declared without members is still the sources' own (no well-known guess in its extensions)")
    func memberlessTypeIsDeclared() {
        let found = keys(
            """
            final class Cache: Collection {}
            extension Cache {
                var summary: String { String(localized: "\\(count) cached") }
            }
            """,
            """
            extension Array {
                var summary: String { String(localized: "\\(count) elements") }
            }
            """)
        // `count` of `Cache` is not declared anywhere, so it is unknown; of `Array` it is the well-known Int.
        #expect(found == ["%@ cached", "%lld elements"])
    }
}

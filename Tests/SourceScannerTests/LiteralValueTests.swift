import SourceScanner
import Testing

@Suite("Literal values as the compiler reads them")
struct LiteralValueTests {
    @Test("escapes, unicode escapes and raw strings")
    func escapes() {
        let found = keys(
            ##"""
            Text("Tab\tand \"quotes\" and \\ backslash")
            Text("Caf\u{E9} \u{1F426}")
            Text(#"Raw \n stays "quoted""#)
            Text(#"Raw \#(count) interpolates"#)
            Text("Line\nbreak")
            Text("Emoji 🐦‍⬛ and café")
            """##)
        #expect(found == [
            "Tab\tand \"quotes\" and \\ backslash", "Café 🐦", "Raw \\n stays \"quoted\"", "Raw %@ interpolates",
            "Line\nbreak", "Emoji 🐦‍⬛ and café",
        ])
    }

    @Test("multi-line literals drop indentation and the closing line, keep inner newlines and continuations")
    func multiline() {
        let found = keys(
            #"""
            struct V: View {
                var body: some View {
                    Text("""
                        First line
                          indented
                        joined \
                        here \(count)
                        """)
                }
            }
            """#)
        #expect(found == ["First line\n  indented\njoined here %@"])
    }
}

import Testing
@testable import SourceScanner

@Suite("Suppression comments")
struct SuppressionTests {
    private let source = """
        struct V: View {
            var name: String?
            var body: some View {
                VStack {
                    Text(name ?? "Unknown")
                    // phrasebook:disable-next-line
                    Text(name ?? "Nobody")
                    Text(name ?? "Anonymous") // phrasebook:disable-line:unlocalized-ui-string
                    // phrasebook:disable:foreign-language-literal
                    Text(name ?? "Guest")
                    // phrasebook:disable:unlocalized-ui-string
                    Text(name ?? "Visitor")
                    // phrasebook:enable:unlocalized-ui-string
                    Text(name ?? "Stranger")
                }
            }
        }
        """

    @Test("disable-next-line, disable-line, disable:rule and enable:rule silence exactly their lines and rules")
    func regions() throws {
        let found = try lint([("V.swift", source)]).map(\.line)
        #expect(found == [5, 10, 14])
    }

    @Test("a bare disable turns every rule off until the end of the file")
    func disableAll() throws {
        let text = "// phrasebook:disable\n" + source
        #expect(try lint([("V.swift", text)]).isEmpty)
    }

    @Test("directives are parsed per rule list")
    func ruleLists() {
        let text = "let a = 1 // phrasebook:disable-line:manual-pluralization,key-naming\n"
        let file = SourceFile(path: "a.swift", text: text)
        #expect(file.suppressions.isSuppressed(rule: "key-naming", line: 1))
        #expect(file.suppressions.isSuppressed(rule: "manual-pluralization", line: 1))
        #expect(!file.suppressions.isSuppressed(rule: "unlocalized-ui-string", line: 1))
        #expect(!file.suppressions.isSuppressed(rule: "key-naming", line: 2))
    }
}

import Diagnostics
import Testing
@testable import SourceScanner

@Suite("Lint around previews")
struct PreviewScopeTests {
    @Test("a PreviewProvider type or extension, at top level or nested, neither crashes lint nor hides the findings after it")
    func previewTypesKeepTypeScopes() throws {
        let source = """
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text(verbatim: "Preview") }
            }
            extension Card: PreviewProvider {}
            struct Card: View {
                var title: String
                struct Inner_Previews: PreviewProvider {
                    static var previews: some View { Card(title: "x") }
                }
                var body: some View { Text(title == "" ? "Untitled" : title) }
            }
            """
        let findings = try lint([("Card.swift", source)])
        #expect(findings.contains { $0.ruleID == "unlocalized-ui-string" && $0.line == 10 })
    }
}

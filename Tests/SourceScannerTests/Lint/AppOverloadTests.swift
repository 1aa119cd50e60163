import Diagnostics
import Testing
@testable import SourceScanner

@Suite("A call is the app's own declaration only when its labels fit one")
struct AppOverloadTests {
    @Test("the app's Label(_:icon:) taking a String doesn't make SwiftUI's Label(_:systemImage:) verbatim")
    func swiftUIViewExtension() throws {
        let sources = [
            ("App/CompoundLabel.swift", """
                import SwiftUI
                public extension Label where Title == Text, Icon == Image {
                    init(_ title: some StringProtocol, icon: String) {
                        self.init { Text(title) } icon: { Image(icon) }
                    }
                }
                """),
            ("App/Menu.swift", """
                import SwiftUI
                struct Menu: View {
                    var body: some View {
                        Label("Disabled", systemImage: "square.dashed")
                        Label("Archive", icon: "archive")
                    }
                }
                """),
        ]
        #expect(try locations(lint(sources)) == ["5:15 [unlocalized-ui-string]"])
    }

    @Test("another type's method named like the String wrapper is no key lookup")
    func keyMemberLabels() throws {
        let sources = [
            ("App/Strings.swift", """
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                    func localized(tableName: String) -> String { NSLocalizedString(self, tableName: tableName, comment: "") }
                }
                """),
            ("App/Rules.swift", """
                struct ServerText {
                    var texts: [String: String]
                    func localized(languageCode: String?, service: String) -> String { texts[languageCode ?? "en"] ?? "" }
                }
                struct Rule { var text: ServerText; var name: String }
                func describe(_ rule: Rule) -> (String, String) {
                    (rule.text.localized(languageCode: "de", service: "rules"), rule.name.localized(tableName: "Rules"))
                }
                """),
        ]
        let found = try lint(sources).filter { $0.ruleID == .dynamicLocalizationKey }
        #expect(found.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["7:65"])
    }
}

import Diagnostics
import Testing
@testable import SourceScanner

@Suite("Lint leaves code that never reaches a user, and judges code in closures")
struct DeveloperCodeTests {
    private static let alert = """
        import AppKit
        func warn() {
            let alert = NSAlert()
            alert.messageText = "Something went wrong"
        }
        """

    @Test("test doubles, playgrounds and project manifests are not the app", arguments: [
        "App/Mocks/SessionMock.swift", "App/Sources/SessionProxyMock.swift", "Scratch.playground/Contents.swift",
    ])
    func outsideTheApp(path: String) throws {
        #expect(try lint([(path, Self.alert)]).isEmpty)
        #expect(try locations(lint([("App/Sources/Session.swift", Self.alert)])) == ["4:25 [unlocalized-ui-string]"])
    }

    @Test("a Tuist or SwiftPM manifest is read by the build tool, not shown")
    func manifests() throws {
        let manifest = """
            import ProjectDescription
            let project = Project(name: "App", targets: [.target(name: "App", destinations: .iOS, product: .app,
                bundleId: "com.example.app", infoPlist: .extendingDefault(with: ["CFBundleDisplayName": "My App"]))])
            """
        #expect(try lint([("Project.swift", manifest)]).isEmpty)
    }

    @Test("#if DEBUG, #if !RELEASE and the #else of #if RELEASE never ship; the #if RELEASE branch does")
    func developerBuilds() throws {
        let source = """
            import UIKit
            final class Menu: UIViewController {
                func show(_ label: UILabel) {
                    #if !RELEASE
                    label.text = "Reset exposure database"
                    #endif
                    #if RELEASE
                    label.text = "Welcome back"
                    #else
                    label.text = "Developer build"
                    #endif
                }
            }
            """
        #expect(try locations(lint([("App/Menu.swift", source)])) == ["8:22 [unlocalized-ui-string]"])
    }

    @Test("text in a closure given to Task or DispatchQueue is shown like any other")
    func closures() throws {
        let source = """
            import AppKit
            final class Quitter {
                func quit() {
                    Task {
                        let alert = NSAlert()
                        alert.messageText = "There are windows waiting for your input."
                    }
                    DispatchQueue.main.async {
                        let alert = NSAlert()
                        alert.addButton(withTitle: "Discard and Quit")
                    }
                    DispatchQueue(label: "com.example.quitter").async { logger.error("quit failed") }
                }
            }
            """
        #expect(try locations(lint([("App/Quitter.swift", source)])) == [
            "6:33 [unlocalized-ui-string]", "10:40 [unlocalized-ui-string]",
        ])
    }
}

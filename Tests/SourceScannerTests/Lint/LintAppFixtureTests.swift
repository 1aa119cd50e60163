import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
import TestSupport
import Testing
@testable import SourceScanner

/// The Tidings fixture app before and after its localization work (Fixtures/LintApps): `// bypass` marks
/// each line lint must report, `// keep` each line `--fix` must leave alone.
@Suite("Lint on the Tidings fixture app")
struct LintAppFixtureTests {
    static let folder = Corpus.packageRoot.appendingPathComponent("Tests/SourceScannerTests/Fixtures/LintApps")

    static func sources(_ app: String) throws -> [(path: String, text: String)] {
        let urls = FileSearch.files(at: folder.appendingPathComponent(app), withExtension: "swift")
        return try urls.map { ("\(app)/\($0.lastPathComponent)", try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// `File.swift:line` of every line carrying `marker`.
    static func markedLines(_ sources: [(path: String, text: String)], _ marker: String) -> Set<String> {
        var lines: Set<String> = []
        for source in sources {
            for (number, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let comment = line.range(of: "// ") else { continue }
                if line[comment.upperBound...].split(separator: " ").contains(Substring(marker)) {
                    lines.insert("\(source.path):\(number + 1)")
                }
            }
        }
        return lines
    }

    @Test("every planted bypass is reported (recall 1.0) and no other line is")
    func beforeLocalization() throws {
        let sources = try Self.sources("Tidings")
        let found = Set(try Linter().lint(sources: sources).map { "\($0.file!):\($0.line!)" })
        let planted = Self.markedLines(sources, "bypass")
        #expect(planted.count >= 15)
        #expect(planted.subtracting(found).sorted() == [], "missed bypasses")
        #expect(found.subtracting(planted).sorted() == [], "findings on lines that are not bypasses")
    }

    @Test("the localized app has no findings")
    func afterLocalization() throws {
        let found = try Linter().lint(sources: Self.sources("TidingsLocalized"))
        #expect(found.map { "\($0.file!):\($0.line!): \($0.message) [\($0.ruleID)]" } == [])
    }

    @Test("messages say where text goes and where a value is shown, and propose the localized sibling")
    func messages() throws {
        let found = try Linter().lint(sources: Self.sources("Tidings"))
        func message(_ location: String, _ rule: RuleID) -> String {
            found.first { "\($0.file!):\($0.line!)" == location && $0.ruleID == rule }?.message ?? ""
        }
        #expect(message("Tidings/Reports.swift:17", "foreign-language-literal").contains("reaches a prompt or generated content"))
        #expect(message("Tidings/SettingsView.swift:25", "foreign-language-literal").contains("it reaches UI"))
        #expect(message("Tidings/SettingsView.swift:8", "foreign-language-literal").contains("where it goes is unknown"))
        #expect(message("Tidings/Models.swift:4", "unlocalized-ui-string").contains("(Text in SettingsView.swift:"))
        #expect(message("Tidings/Models.swift:18", "unlocalized-ui-string").contains("(Label in SettingsView.swift:"))
        #expect(message("Tidings/Models.swift:42", "unlocalized-ui-string").contains("show 'localizedDescription' there instead"))
    }

    @Test("--fix leaves every kept line as it is, fixes UI text, and the fixed app type-checks against SwiftUI-shaped stubs")
    func fixesNeverDamageCode() throws {
        let sources = try Self.sources("Tidings")
        let result = try Linter().fix(sources: sources)
        let fixed = sources.map { (path: $0.path, text: result.fixedFiles[$0.path] ?? $0.text) }
        #expect(Self.markedLines(sources, "keep") == Self.markedLines(fixed, "keep"))
        for (original, after) in zip(sources, fixed) {
            let before = original.text.split(separator: "\n", omittingEmptySubsequences: false)
            let lines = after.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(before.count == lines.count)
            for (old, new) in zip(before, lines) where old.contains("// keep") { #expect(old == new) }
        }
        let all = fixed.map(\.text).joined(separator: "\n")
        #expect(all.contains(#"statusMessage = String(localized: "Ready to sync")"#))
        #expect(all.contains(#"case .inbox: return String(localized: "Inbox")"#))
        #expect(all.contains(#"Text(subtitle ?? String(localized: "No entries yet"))"#))
        #expect(result.fixedCount == 6)
        try typecheck(fixed)
    }

    /// Type-checks `sources` as one module against the stub SwiftUI module; skips, saying why, without swiftc.
    private func typecheck(_ sources: [(path: String, text: String)]) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        guard (try? Shell.run("command -v swiftc", in: directory.url, path: ""))?.status == 0 else {
            print("note: swiftc is not on PATH; the fixed app is not type-checked")
            return
        }
        let stubs = Self.folder.appendingPathComponent("SwiftUIStubs.swift").path
        let module = try Shell.run(
            "swiftc -emit-module -parse-as-library -module-name SwiftUI -o SwiftUI.swiftmodule '\(stubs)'",
            in: directory.url, path: "")
        try #require(module.status == 0, "\(module)")
        var files: [String] = []
        for (index, source) in sources.enumerated() {
            let name = "File\(index)_\(source.path.split(separator: "/").last!)"
            try source.text.write(to: directory.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
            files.append(name)
        }
        let check = try Shell.run("swiftc -typecheck -I . \(files.joined(separator: " "))", in: directory.url, path: "")
        #expect(check.status == 0, "\(check)")
    }
}

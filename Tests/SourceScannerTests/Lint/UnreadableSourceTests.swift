import Diagnostics
import Foundation
import SourceScanner
import Testing
import TestSupport

@Suite("An unreadable Swift file never stops lint")
struct UnreadableSourceTests {
    @Test("the file is reported compiler-style and the others are linted")
    func reportedAndSkipped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try """
            struct Stats: View {
                var body: some View { Text(Self.label(3)) }
                static func label(_ n: Int) -> String { "\\(n) \\(n == 1 ? "cent" : "cents")" }
            }
            """.write(to: directory.url.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        // A link to nothing can't be read, whoever runs the test (root reads files without permission).
        let broken = directory.url.appendingPathComponent("Broken.swift")
        try FileManager.default.createSymbolicLink(atPath: broken.path, withDestinationPath: "Missing.swift")

        let found = try Linter().lint(paths: [directory.url.path])
        #expect(found.first?.compilerStyleLine == "\(broken.path): error: cannot read: no such file [unreadable-file]")
        #expect(found.dropFirst().contains { $0.ruleID == "manual-pluralization" && $0.file?.hasSuffix("A.swift") == true })

        var unreadable: [Diagnostic] = []
        let files = try LintedFile.parse(paths: [directory.url.path], unreadable: &unreadable)
        #expect(files.map { ($0.path as NSString).lastPathComponent } == ["A.swift"])
        #expect(unreadable.map(\.ruleID) == ["unreadable-file"])

        let fixed = try Linter().fix(paths: [directory.url.path])
        #expect(fixed.remaining.first?.ruleID == "unreadable-file")
        #expect(fixed.fixedCount == 1)
    }
}

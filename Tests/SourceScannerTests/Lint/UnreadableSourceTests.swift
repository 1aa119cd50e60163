import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog
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

        var unreadable: [Diagnostic] = []
        let files = SourceFile.parse(FileSearch.files(at: directory.url, withExtension: "swift"), unreadable: &unreadable)
        #expect(files.map { ($0.path as NSString).lastPathComponent } == ["A.swift"])
        #expect(unreadable.map(\.compilerStyleLine) == ["\(broken.path): error: cannot read: no such file [unreadable-file]"])
        #expect(try Linter().lint(files).contains { $0.ruleID == "manual-pluralization" && $0.file?.hasSuffix("A.swift") == true })
        #expect(throws: FileAccessError.self) { try SourceFile.parse(FileSearch.files(at: directory.url, withExtension: "swift")) }

        let fixed = try Linter().fix(files)
        #expect(fixed.fixedCount == 1)
        let command = try PhrasebookExecutable.run(["lint", directory.url.path])
        #expect(command.status == 1, "an unreadable file is an error finding, not a stop: \(command)")
        #expect(command.standardOutput.hasPrefix("\(broken.path): error: cannot read: no such file [unreadable-file]\n"))
    }
}

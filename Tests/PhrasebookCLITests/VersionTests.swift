import Foundation
@testable import PhrasebookCLI
import Testing
import TestSupport

/// The version a release is tagged with is written in the sources and the changelog (docs/RELEASING.md).
@Suite("The release version")
struct VersionTests {
    @Test("the committed version is a semantic version X.Y.Z, which Scripts/version reads")
    func semantic() throws {
        let parts = PhrasebookVersion.released.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) },
                "\(PhrasebookVersion.released) is not MAJOR.MINOR.PATCH")
        let declaration = try String(contentsOf: Corpus.packageRoot.appendingPathComponent("Sources/PhrasebookCLI/PhrasebookVersion.swift"),
                                     encoding: .utf8)
        // Scripts/version, Scripts/pre-commit-hook and the release steps read the version from this exact line.
        #expect(declaration.contains("\n    static let released = \"\(PhrasebookVersion.released)\"\n"))
    }

    @Test("CHANGELOG.md has a section for the committed version")
    func changelog() throws {
        let changelog = try String(contentsOf: Corpus.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.contains { $0.hasPrefix("## \(PhrasebookVersion.released) ") || $0 == "## \(PhrasebookVersion.released)" },
                "CHANGELOG.md has no '## \(PhrasebookVersion.released)' section")
    }

    @Test("an unstamped build reports the committed version")
    func unstamped() {
        // `swift build` sets no PHRASEBOOK_VERSION, so the C define is empty and the sources' version applies.
        #expect(PhrasebookVersion.current == PhrasebookVersion.released)
    }
}

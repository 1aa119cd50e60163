import Foundation
import StringCatalog
import Testing
import TestSupport

/// What a git run printed and how it ended.
private struct GitRun: CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String
    var description: String { "exit \(status)\n\(standardOutput)\(standardError)" }
}

/// Runs git in `directory` with a fixed identity and no user or system configuration.
@discardableResult
private func git(_ arguments: [String], in directory: URL) throws -> GitRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    for role in ["AUTHOR", "COMMITTER"] {
        environment["GIT_\(role)_NAME"] = "Test"
        environment["GIT_\(role)_EMAIL"] = "test@example.com"
    }
    process.environment = environment
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return GitRun(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                         standardError: String(decoding: errorData, as: UTF8.self))
}

/// Whether `git` can run here; the suites that drive real git skip without it.
private let gitIsAvailable: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "--version"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

private func translated(_ texts: [String: String], comment: String? = nil) -> CatalogEntry {
    CatalogEntry(comment: comment, localizations: texts.mapValues { Localization.text($0) })
}

/// Two branches that both add translations next to each other: git's line merge conflicts.
private enum Scenario {
    static let base = StringCatalog(sourceLanguage: "en", strings: [
        "Cancel": translated(["de": "Abbrechen"]),
        "Welcome back, %@!": translated(["de": "Willkommen zurück, %@!"]),
    ])

    static var french: StringCatalog {
        var catalog = base
        catalog.strings["Cancel"]?.localizations["fr"] = .text("Annuler")
        catalog.strings["Welcome back, %@!"]?.localizations["fr"] = .text("Bon retour, %@ !")
        return catalog
    }

    static var spanish: StringCatalog {
        var catalog = base
        catalog.strings["Cancel"]?.localizations["es"] = .text("Cancelar")
        catalog.strings["Welcome back, %@!"]?.localizations["es"] = .text("¡Hola de nuevo, %@!")
        catalog.strings["Cancel"]?.comment = "Button"
        return catalog
    }

    /// A repository on `main` with the base committed, a `french` branch and the Spanish work on main.
    static func repository() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("Localizable.xcstrings")
        try git(["init", "-q", "-b", "main"], in: folder.url)
        try base.write(to: file)
        try git(["add", "."], in: folder.url)
        try git(["commit", "-qm", "base"], in: folder.url)
        try git(["checkout", "-qb", "french"], in: folder.url)
        try french.write(to: file)
        try git(["commit", "-qam", "French"], in: folder.url)
        try git(["checkout", "-q", "main"], in: folder.url)
        try spanish.write(to: file)
        try git(["commit", "-qam", "Spanish"], in: folder.url)
        return folder
    }
}

@Suite("Catalogs in git: merge and diff drivers end to end", .enabled(if: gitIsAvailable, "git is not installed"))
struct GitDriverTests {
    @Test("git alone conflicts on two branches adding languages; with the driver installed git merge combines them")
    func gitMergeUsesTheDriver() throws {
        let folder = try Scenario.repository()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("Localizable.xcstrings")

        let plain = try git(["merge", "french", "-m", "merge"], in: folder.url)
        #expect(plain.status == 1, "git's line merge conflicts: \(plain)")
        try git(["merge", "--abort"], in: folder.url)

        let install = try PhrasebookExecutable.run(["git", "install"], in: folder.url)
        #expect(install.status == 0, "\(install)")
        #expect(install.standardOutput.hasPrefix(".gitattributes: added *.xcstrings merge=phrasebook diff=phrasebook\n"))
        try git(["commit", "-qm", "Phrasebook drivers", "--", ".gitattributes"], in: folder.url)

        let merge = try git(["merge", "french", "-m", "merge"], in: folder.url)
        #expect(merge.status == 0, "\(merge)")
        var expected = Scenario.spanish
        expected.strings["Cancel"]?.localizations["fr"] = .text("Annuler")
        expected.strings["Welcome back, %@!"]?.localizations["fr"] = .text("Bon retour, %@ !")
        #expect(try Data(contentsOf: file) == expected.encoded(), "the merged file is the catalog with both, in Xcode's bytes")

        let diff = try git(["diff", "HEAD~1", "--", "Localizable.xcstrings"], in: folder.url)
        #expect(diff.standardOutput == """
            diff --phrasebook a/Localizable.xcstrings b/Localizable.xcstrings
            Localizable.xcstrings: 2 keys changed
            ~ "Cancel"
                [fr] + "Annuler" (translated)
            ~ "Welcome back, %@!"
                [fr] + "Bon retour, %@ !" (translated)

            """)
    }

    @Test("a true conflict stops git merge with ours' value in a valid catalog and the conflict on stderr")
    func gitMergeConflict() throws {
        let folder = try Scenario.repository()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("Localizable.xcstrings")
        #expect(try PhrasebookExecutable.run(["git", "install"], in: folder.url).status == 0)
        var ours = Scenario.spanish
        ours.strings["Cancel"]?.localizations["fr"] = .text("Annulation")
        try ours.write(to: file)
        try git(["commit", "-qam", "French on main too"], in: folder.url)

        let merge = try git(["merge", "french", "-m", "merge"], in: folder.url)
        #expect(merge.status == 1)
        #expect(merge.standardError.contains("""
            Localizable.xcstrings: 1 conflict; the merged file keeps ours for each:
              key "Cancel" [fr] stringUnit.value
                base    (none)
                ours    "Annulation"
                theirs  "Annuler"
            """), "\(merge)")
        let merged = try StringCatalog(contentsOf: file)
        #expect(merged.strings["Cancel"]?.localizations["fr"] == .text("Annulation"))
        #expect(merged.strings["Welcome back, %@!"]?.localizations["fr"] == .text("Bon retour, %@ !"), "the rest merged")
        #expect(try git(["status", "--porcelain"], in: folder.url).standardOutput.contains("UU Localizable.xcstrings\n"), "left for the person to settle")
    }

    @Test("git install is idempotent and keeps other lines; uninstall removes only what install added")
    func installAndUninstall() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try git(["init", "-q"], in: folder.url)
        let attributes = folder.url.appendingPathComponent(".gitattributes")
        try Data("*.png binary\n".utf8).write(to: attributes)
        try git(["config", "--local", "core.autocrlf", "false"], in: folder.url)

        let first = try PhrasebookExecutable.run(["git", "install", "--command", "phrasebook"], in: folder.url)
        #expect(first.status == 0)
        #expect(first.standardOutput == """
            .gitattributes: added *.xcstrings merge=phrasebook diff=phrasebook
            git config merge.phrasebook.name "Phrasebook three-way merge of String Catalogs"
            git config merge.phrasebook.driver "phrasebook merge --path %P %O %A %B"
            git config diff.phrasebook.command "phrasebook diff --git-external-diff"

            """)
        let second = try PhrasebookExecutable.run(["git", "install", "--command", "phrasebook"], in: folder.url)
        #expect(second.standardOutput == """
            .gitattributes: already has *.xcstrings merge=phrasebook diff=phrasebook
            git config merge.phrasebook.name: already set
            git config merge.phrasebook.driver: already set
            git config diff.phrasebook.command: already set

            """)
        #expect(try String(contentsOf: attributes, encoding: .utf8).hasPrefix("*.png binary\n# String Catalogs"))

        let removed = try PhrasebookExecutable.run(["git", "uninstall"], in: folder.url)
        #expect(removed.standardOutput == """
            .gitattributes: removed *.xcstrings merge=phrasebook diff=phrasebook
            git config merge.phrasebook: removed
            git config diff.phrasebook: removed

            """)
        #expect(try String(contentsOf: attributes, encoding: .utf8) == "*.png binary\n")
        #expect(try git(["config", "--local", "core.autocrlf"], in: folder.url).standardOutput == "false\n", "other settings stay")
        #expect(try git(["config", "--local", "--get", "merge.phrasebook.driver"], in: folder.url).status == 1)
    }

    @Test("git install outside a repository fails with exit 2")
    func installOutsideRepository() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["git", "install"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.hasSuffix("error: not inside a git work tree\n"))
    }
}

@Suite("phrasebook merge and diff")
struct MergeAndDiffCommandTests {
    @Test("merge writes the result over OURS by default, to --output when given, and --conflicts as JSON; exit 1 on conflict")
    func mergeCommand() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        func path(_ name: String) -> URL { folder.url.appendingPathComponent(name) }
        try Scenario.base.write(to: path("base.xcstrings"))
        try Scenario.french.write(to: path("ours.xcstrings"))
        try Scenario.spanish.write(to: path("theirs.xcstrings"))

        let clean = try PhrasebookExecutable.run(["merge", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], in: folder.url)
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.standardError.isEmpty)
        let merged = try StringCatalog(contentsOf: path("ours.xcstrings"))
        #expect(merged.strings["Cancel"]?.localizations.keys.sorted() == ["de", "es", "fr"])

        var theirs = Scenario.spanish
        theirs.strings["Cancel"]?.localizations["fr"] = .text("Abandonner")
        try theirs.write(to: path("theirs.xcstrings"))
        let conflicting = try PhrasebookExecutable.run(
            ["merge", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings", "--output", "out.xcstrings", "--conflicts", "c.json"],
            in: folder.url)
        #expect(conflicting.status == 1)
        #expect(conflicting.standardError.contains(#"key "Cancel" [fr] stringUnit.value"#))
        #expect(try StringCatalog(contentsOf: path("out.xcstrings")).strings["Cancel"]?.localizations["fr"] == .text("Annuler"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path("c.json"))) as? [String: Any])
        let conflicts = try #require(report["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["theirs"] as? String == "Abandonner")
    }

    @Test("an unreadable input exits 2 and leaves OURS as it was")
    func mergeUnreadable() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let ours = folder.url.appendingPathComponent("ours.xcstrings")
        try Scenario.base.write(to: folder.url.appendingPathComponent("base.xcstrings"))
        try Scenario.french.write(to: ours)
        try Data("{ not json".utf8).write(to: folder.url.appendingPathComponent("theirs.xcstrings"))
        let result = try PhrasebookExecutable.run(["merge", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError == "ours.xcstrings (theirs):1:3: error: expected a string key, found 'n'\n")
        #expect(try Data(contentsOf: ours) == Scenario.french.encoded())
    }

    @Test("diff prints the changes; git's external-diff arguments and /dev/null for an added file work too")
    func diffCommand() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Scenario.base.write(to: folder.url.appendingPathComponent("old.xcstrings"))
        try Scenario.french.write(to: folder.url.appendingPathComponent("new.xcstrings"))
        let stat = try PhrasebookExecutable.run(["diff", "--stat", "old.xcstrings", "new.xcstrings"], in: folder.url)
        #expect(stat.standardOutput == "new.xcstrings: 2 keys changed\n  language  added  changed  removed  state\n  fr            2        0        0      0\n")
        let added = try PhrasebookExecutable.run(
            ["diff", "--git-external-diff", "L.xcstrings", "/dev/null", "0000", "100644", "new.xcstrings", "abcd", "100644"], in: folder.url)
        #expect(added.status == 0)
        #expect(added.standardOutput.hasPrefix("diff --phrasebook a/L.xcstrings b/L.xcstrings\nL.xcstrings: 2 keys added\n"))
        let wrong = try PhrasebookExecutable.run(["diff", "old.xcstrings"], in: folder.url)
        #expect(wrong.status == 2)
    }
}

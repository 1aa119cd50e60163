import Foundation
import StringCatalog

/// Installs Phrasebook as git's merge and diff driver for String Catalogs in one repository: a line
/// in the repository's `.gitattributes` (shared with the team through commits) and the drivers in
/// the repository-local git configuration (each clone runs `phrasebook git install` once; git never
/// takes commands from a clone's history). Both steps are idempotent and touch nothing else.
public struct GitDriverSetup: Sendable {
    /// How git starts Phrasebook: `phrasebook` when it is on `PATH`, or a quoted absolute path.
    public var command: String

    public init(command: String) {
        self.command = command
    }

    /// The `.gitattributes` line routing catalogs to both drivers.
    public static let attributeLine = "*.xcstrings merge=phrasebook diff=phrasebook"

    /// The repository-local configuration entries, in the order they are set.
    public var configuration: [(key: String, value: String)] {
        [
            ("merge.phrasebook.name", "Phrasebook three-way merge of String Catalogs"),
            ("merge.phrasebook.driver", "\(command) merge --path %P %O %A %B"),
            ("diff.phrasebook.command", "\(command) diff --git-external-diff"),
        ]
    }

    /// Adds the attribute line and sets the configuration in the repository containing `directory`.
    /// - Returns: What was done (or found already done), one line each, for people.
    public func install(in directory: URL) throws -> [String] {
        let root = try Self.topLevel(of: directory)
        var report: [String] = []
        let attributes = root.appendingPathComponent(".gitattributes")
        let existing = (try? String(contentsOf: attributes, encoding: .utf8)) ?? ""
        let (text, changed) = GitAttributesText.adding(Self.attributeLine, to: existing)
        if changed {
            try SafeFile.write(Data(text.utf8), to: attributes)
            report.append(".gitattributes: added \(Self.attributeLine)")
        } else {
            report.append(".gitattributes: already has \(Self.attributeLine)")
        }
        for (number, line) in GitAttributesText.competingLines(for: Self.attributeLine, in: text) {
            report.append(".gitattributes:\(number): note: \"\(line)\" also sets how catalogs merge or diff; git uses the last matching line")
        }
        for (key, value) in configuration {
            let current = try Git.run(["config", "--local", "--get", key], in: root)
            if current.status == 0, current.standardOutput.trimmingWhitespace == value {
                report.append("git config \(key): already set")
                continue
            }
            try Self.check(Git.run(["config", "--local", key, value], in: root), "config \(key)")
            report.append("git config \(key) \"\(value)\"")
        }
        return report
    }

    /// Removes the attribute line (and its comment) and the drivers' configuration sections.
    /// - Returns: What was removed (or found absent), one line each.
    public func uninstall(in directory: URL) throws -> [String] {
        let root = try Self.topLevel(of: directory)
        var report: [String] = []
        let attributes = root.appendingPathComponent(".gitattributes")
        if let existing = try? String(contentsOf: attributes, encoding: .utf8) {
            let (text, changed) = GitAttributesText.removing([Self.attributeLine], from: existing)
            if !changed {
                report.append(".gitattributes: has no Phrasebook line")
            } else if text.trimmingWhitespace.isEmpty {
                try FileManager.default.removeItem(at: attributes)
                report.append(".gitattributes: removed \(Self.attributeLine) and the file, which held nothing else")
            } else {
                try SafeFile.write(Data(text.utf8), to: attributes)
                report.append(".gitattributes: removed \(Self.attributeLine)")
            }
        } else {
            report.append(".gitattributes: none")
        }
        for section in ["merge.phrasebook", "diff.phrasebook"] {
            let present = try Git.run(["config", "--local", "--get-regexp", "^" + section.replacingOccurrences(of: ".", with: "\\.") + "\\."], in: root)
            guard present.status == 0 else {
                report.append("git config \(section): not set")
                continue
            }
            try Self.check(Git.run(["config", "--local", "--remove-section", section], in: root), "config --remove-section \(section)")
            report.append("git config \(section): removed")
        }
        return report
    }

    /// The top folder of the work tree containing `directory`.
    private static func topLevel(of directory: URL) throws -> URL {
        let output = try Git.run(["rev-parse", "--show-toplevel"], in: directory)
        guard output.status == 0 else { throw GitSetupError.notARepository(directory.path) }
        return URL(fileURLWithPath: output.standardOutput.trimmingWhitespace)
    }

    private static func check(_ output: Git.Output, _ command: String) throws {
        guard output.status == 0 else {
            throw GitSetupError.gitFailed(command: command, message: output.standardError.trimmingWhitespace)
        }
    }

    /// How a shell started by git finds the running executable: its name when it was found on
    /// `PATH`, else its absolute path, quoted for the shell when needed.
    public static func command(forExecutable invocation: String, currentDirectory: String) -> String {
        guard invocation.contains("/") else { return invocation }
        let absolute = invocation.hasPrefix("/") ? invocation : currentDirectory + "/" + invocation
        let path = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+".contains($0)) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

import Diagnostics
import Foundation
import StringCatalog

/// Lints Swift sources for strings that bypass localization: the library entry point behind
/// `phrasebook lint` and `phrasebook audit`.
///
/// ```swift
/// let diagnostics = try Linter(configuration: LintConfiguration(sourceLanguage: "en")).lint(paths: ["Sources"])
/// ```
public struct Linter: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Lints every `.swift` file under `paths` (files or folders) and returns diagnostics sorted by file,
    /// line and column. Throws ``LintConfigurationError`` for bad rule options and file-system errors.
    /// Files that can't be read are reported first, as `unreadable-file` errors, and the rest is linted.
    public func lint(paths: [String]) throws -> [Diagnostic] {
        var unreadable: [Diagnostic] = []
        let files = try LintedFile.parse(paths: paths, excluding: configuration.excludedPaths, unreadable: &unreadable)
        return unreadable + (try run(files: files).diagnostics)
    }

    /// Lints files already parsed (`LintedFile.parse(paths:excluding:)`), e.g. shared with extraction.
    public func lint(_ files: [LintedFile]) throws -> [Diagnostic] {
        try run(files: files).diagnostics
    }

    /// Lints in-memory sources (path and text), e.g. for editors and tests.
    public func lint(sources: [(path: String, text: String)]) throws -> [Diagnostic] {
        try run(files: SwiftFiles.parse(sources)).diagnostics
    }

    /// One run's findings with the files they are in, for reporting and fixing.
    struct Run {
        var files: [LintedFile]
        /// Per file (same order as `files`): the rule and finding, suppressed ones removed.
        var findings: [[(rule: RuleDescription, finding: LintFinding)]]

        var diagnostics: [Diagnostic] = []
    }

    func run(files: [LintedFile]) throws -> Run {
        let rules = try configuration.makeRules()
        let context = LintContext(sourceLanguage: configuration.sourceLanguage, index: ProjectIndex(files: files))
        let perFile = ConcurrentMap.map(files) { file -> [(rule: RuleDescription, finding: LintFinding)] in
            guard !file.isTestFile else { return [] }
            var found: [(rule: RuleDescription, finding: LintFinding)] = []
            for rule in rules {
                let description = type(of: rule).description
                for finding in rule.findings(in: file, context: context) {
                    let line = file.location(of: finding.offset).line
                    if !file.suppressions.isSuppressed(rule: description.id, line: line) {
                        found.append((description, finding))
                    }
                }
            }
            return found.sorted { $0.finding.offset < $1.finding.offset }
        }
        var run = Run(files: files, findings: perFile)
        for (file, findings) in zip(files, perFile) {
            for (rule, finding) in findings {
                let location = file.location(of: finding.offset)
                run.diagnostics.append(Diagnostic(
                    ruleID: rule.id, severity: configuration.severity(of: rule), message: finding.message,
                    file: file.path, line: location.line, column: location.column))
            }
        }
        return run
    }
}

/// Finds and parses Swift files.
enum SwiftFiles {
    /// Every Swift file under `paths` (extraction's `SwiftSourceFiles`), minus excluded ones, parsed in
    /// parallel. Paths under the current folder are shown relative to it, as the compiler does.
    static func parse(paths: [String], excluding excluded: [String], unreadable: inout [FileAccessError]) throws -> [LintedFile] {
        let current = FileManager.default.currentDirectoryPath + "/"
        let found = try SwiftSourceFiles.find(in: paths, excluding: excluded).map(\.path)
        var sources: [(path: String, text: String)] = []
        for path in found {
            let shown = path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
            do {
                let data = try SafeFile.read(URL(fileURLWithPath: path))
                sources.append((shown, String(decoding: data, as: UTF8.self)))
            } catch {
                unreadable.append(FileAccessError(path: shown, operation: .read, reason: error.reason))
            }
        }
        return parse(sources)
    }

    static func parse(_ sources: [(path: String, text: String)]) -> [LintedFile] {
        ConcurrentMap.map(sources) { LintedFile(path: $0.path, text: $0.text) }
    }
}

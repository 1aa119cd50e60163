import Diagnostics
import Foundation
import ProjectAnalysis
import ProjectConfiguration

/// The tools that read the project's Swift sources as they are now (an agent may just have edited them):
/// `extract`, extraction's sync of the catalogs, and `lint` of one file. Each call loads the project again.
struct ProjectTools: Sendable {
    /// Loads the project with its sources: all of them (`nil`), or only the files given (absolute URLs).
    typealias Loader = @Sendable (_ onlySources: [URL]?) throws -> Project

    let load: Loader
    let toolVersion: String

    /// What extraction finds the catalogs lack or hold too many of, and with `write`, the catalogs synced.
    func extract(write: Bool, offset: Int, limit: Int) throws(ToolRefusal) -> JSONText {
        let project = try loaded(nil)
        guard !project.appSourceFiles.isEmpty else {
            throw ToolRefusal("no Swift files to extract from in this project; set sources in .phrasebook.yml")
        }
        let result = try analysed(project, parts: .extraction, toolName: "phrasebook extract")
        guard let plan = result.plan else { throw ToolRefusal("extraction found no catalogs to sync") }
        var written: [String] = []
        if write {
            do {
                written = try plan.write().map { project.display($0) }
            } catch {
                throw ToolRefusal("the catalogs could not be written, and are as they were: \(error)")
            }
        }
        let changes = plan.files.flatMap { file in file.changes.map { (file.path, $0) } }
        var byKind: [String: Int] = [:]
        for (_, change) in changes { byKind[change.kind.rawValue, default: 0] += 1 }
        let end = offset + limit
        let page: [JSONText] = changes.indices.filter { $0 >= offset && $0 < end }.map { index in
            let (catalog, change) = changes[index]
            return JSONText.object([
                ("catalog", JSONText.string(catalog)), ("kind", JSONText.string(change.kind.rawValue)),
                ("key", JSONText.string(change.key)), ("detail", JSONText.string(change.detail)),
            ])
        }
        let kinds: [(String, JSONText)] = byKind.keys.sorted().map { ($0, JSONText.int(byKind[$0]!)) }
        let skipped: [(String, JSONText)] = plan.skippedTables.keys.sorted().map { ($0, JSONText.int(plan.skippedTables[$0]!)) }
        let members: [(String, JSONText?)] = [
            ("upToDate", .bool(plan.isUpToDate)), ("written", write ? .array(written.map { JSONText.string($0) }) : nil),
            ("total", .int(changes.count)), ("byKind", .object(kinds)),
            ("offset", .int(offset)), ("nextOffset", end < changes.count ? .int(end) : nil),
            ("changes", .array(page)), ("skippedTables", skipped.isEmpty ? nil : .object(skipped)),
        ]
        return .object(members)
    }

    /// Lint's findings in one Swift file of the project, named relative to the project folder.
    func lint(file name: String, root: URL) throws(ToolRefusal) -> JSONText {
        let file = URL(fileURLWithPath: name, relativeTo: root).resolvingSymlinksInPath().standardizedFileURL
        guard Self.isInside(file, root) else {
            throw ToolRefusal("'\(name.prefix(200))' is outside the project: name a Swift file inside it, relative to its folder")
        }
        guard file.pathExtension == "swift", FileManager.default.fileExists(atPath: file.path) else {
            throw ToolRefusal("'\(name.prefix(200))' is not a Swift file of the project")
        }
        let project = try loaded([file])
        let result = try analysed(project, parts: .lint, toolName: "phrasebook lint")
        let findings = result.findings(of: [.lint, .reading])
        return .object([
            ("file", .string(project.display(file))), ("total", .int(findings.count)),
            ("findings", .array(findings.map { finding in
                .object([
                    ("line", .int(finding.line)), ("column", .int(finding.column)), ("rule", .string(finding.ruleID.rawValue)),
                    ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
                ])
            })),
        ])
    }

    /// Whether `file`, symbolic links followed, is below the project folder `root`: the one test of every
    /// path an agent's call reaches.
    static func isInside(_ file: URL, _ root: URL) -> Bool {
        let path = file.resolvingSymlinksInPath().standardizedFileURL.path
        let rootPath = root.resolvingSymlinksInPath().standardizedFileURL.path
        return path.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/")
    }

    private func loaded(_ sources: [URL]?) throws(ToolRefusal) -> Project {
        do {
            return try load(sources)
        } catch {
            throw ToolRefusal("the project could not be loaded: \(error)")
        }
    }

    private func analysed(_ project: Project, parts: ProjectAnalysis.Parts, toolName: String) throws(ToolRefusal) -> ProjectAnalysis.Result {
        do {
            return try ProjectAnalysis(project: project, parts: parts, toolName: toolName).run(toolVersion: toolVersion)
        } catch {
            throw ToolRefusal("the analysis could not run: \(error)")
        }
    }
}

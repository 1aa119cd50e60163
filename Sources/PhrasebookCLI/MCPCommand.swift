import ArgumentParser
import CatalogEditor
import CatalogSync
import Dispatch
import Foundation
import MCP
import PhrasebookMCP
import SourceScanner

/// `phrasebook mcp [PROJECT_DIR]`: the project's catalogs served to agents over the Model Context Protocol.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the project's catalogs to coding agents (Model Context Protocol, over stdio).",
        discussion: """
            Agents read the project's status, the work list of a language and everything a translator needs \
            for one key, and write translations through the same checks, lock, three-way merge and Xcode-exact \
            writer as `phrasebook serve`: a translation with an error finding (a broken placeholder, a missing \
            plural category) is refused with the findings, and a string changed since the agent read it is \
            refused with the string as it is now. Tools: project_status, list_strings, get_string, run_checks, \
            extract (checking; syncing the catalogs unless --read-only), lint (one Swift file), set_translation \
            and translate (both left out with --read-only). Resources: the glossary and the translation style guide. \
            Prompt: translate_language.

            Only the project's own catalogs are read or written; an agent names catalogs by the paths the server \
            gives, never by a path of its own. Messages go over standard input and output; the client starts \
            the server (see the README for a .mcp.json).

            \(ExitStatus.help(fails: nil))
            """
    )

    @Argument(help: ArgumentHelp("The project folder (default: the current folder, or --project).", valueName: "project-dir"))
    var directory: String?

    @Flag(help: "Offer only the tools that read: nothing is written.")
    var readOnly = false

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let project = try project.load(directory: directory, reading: .sources)
        guard !project.catalogs.isEmpty else {
            throw CannotRun("no String Catalogs (.xcstrings) in \(project.catalogLocations.map(project.display).joined(separator: ", ")); name them or set catalogs in .phrasebook.yml")
        }
        // Each place with its line of code (`Sources/App/Home.swift:12:9: Text("Home")`): an agent sees the call.
        let files = Dictionary(project.sourceFiles.map { (project.display($0), $0) }, uniquingKeysWith: { first, _ in first })
        var lines: [String: [Substring]] = [:]
        let usages = SourceExtractor(settings: project.extractSettings).extract(files: project.sourceFiles, display: project.display)
            .strings.map { string in
                let file = string.position.file
                if lines[file] == nil {
                    let text = files[file].flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
                    lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
                }
                let code = lines[file]!.indices.contains(string.position.line - 1)
                    ? String(lines[file]![string.position.line - 1].trimmingCharacters(in: .whitespacesAndNewlines).prefix(200)) : ""
                return CodeUsage(table: string.table, key: string.key, place: code.isEmpty ? string.position.description : "\(string.position): \(code)")
            }
        let options = self.project, directory = directory
        let server = CatalogServer(
            project: project, session: EditorSession(project: project, usages: usages), readOnly: readOnly,
            toolVersion: PhrasebookVersion.current,
            reload: { onlySources in
                try options.load(directory: directory, sources: onlySources?.map(\.path) ?? [], reading: .sources)
            })
        // The command line is synchronous; the server runs on the concurrency pool until the client goes.
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run(transport: StdioTransport())
            } catch {
                failure.error = error
            }
            finished.signal()
        }
        finished.wait()
        if let error = failure.error { throw CannotRun("the MCP connection failed: \(error)") }
    }

    /// The server task's error, handed to the waiting thread after the semaphore.
    private final class FailureBox: @unchecked Sendable {
        var error: (any Error)?
    }
}

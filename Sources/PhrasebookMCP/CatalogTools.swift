import CatalogEditor
import Diagnostics
import Foundation
import MCP
import ProjectConfiguration

/// The tools agents work on a project's catalogs with, over one ``EditorSession``: the editor's reading,
/// checking and saving (its lock, three-way merge and Xcode-exact writer), so an agent's write is held to
/// exactly what a translator's is. Only the project's own catalogs are named; no path comes from the agent.
public final class CatalogTools: Sendable {
    let session: EditorSession
    let glossary: Glossary?
    let root: URL
    let sources: ProjectTools
    /// Whether the writing tools are left out.
    public let isReadOnly: Bool

    /// - Parameters:
    ///   - project: the project as loaded at start: its folder and glossary.
    ///   - reload: loads the project again with its sources (all, or only the files given), for the tools
    ///     that read code as it is now.
    public init(
        session: EditorSession, project: Project, readOnly: Bool, toolVersion: String,
        reload: @escaping @Sendable (_ onlySources: [URL]?) throws -> Project
    ) {
        self.session = session
        glossary = project.glossary
        root = project.root
        sources = ProjectTools(load: reload, toolVersion: toolVersion)
        isReadOnly = readOnly
    }

    /// The tools offered, reading ones first.
    public var tools: [Tool] {
        isReadOnly ? ToolDefinitions.reading : ToolDefinitions.reading + ToolDefinitions.writing
    }

    /// Runs one tool. A refusal (bad arguments, a broken translation, a string changed elsewhere) is a result
    /// with `isError` and a message for the agent, not a protocol error: the agent is meant to read it.
    public func call(_ name: String, arguments: [String: Value]?) async -> CallTool.Result {
        let arguments = ToolArguments(arguments)
        if name == ToolDefinitions.translate, !isReadOnly {
            do throws(ToolRefusal) {
                return Self.result(.success(try await translate(arguments)))
            } catch {
                return Self.result(.failure(error))
            }
        }
        // Reading catalogs, parsing code and writing files block: off the concurrency pool (two threads on a
        // two-core machine), so a long extract doesn't hold up every other request.
        return await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Self.result(Result { () throws(ToolRefusal) in try self.run(name, arguments) }))
            }
        }
    }

    /// A tool's JSON, or its refusal's message and details, as the tool's result.
    private static func result(_ outcome: Result<JSONText, ToolRefusal>) -> CallTool.Result {
        switch outcome {
        case let .success(json):
            return CallTool.Result(content: [.text(text: json.compact(), annotations: nil, _meta: nil)], isError: false)
        case let .failure(refusal):
            let text = refusal.details.map { "\(refusal.message)\n\($0)" } ?? refusal.message
            return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], isError: true)
        }
    }

    private func translate(_ arguments: ToolArguments) async throws(ToolRefusal) -> JSONText {
        try arguments.requireOnly(["language", "keys", "limit", "dryRun"])
        let language = try arguments.requiredString("language")
        try editor { () throws(EditorFailure) in try session.requireProjectLanguage(language) }
        let keys = try arguments.strings("keys").map(Set.init)
        return try await TranslateTool(load: sources.load).run(
            language: language, keys: keys, limit: try arguments.int("limit", default: 50, in: 1...500), dryRun: try arguments.bool("dryRun") ?? false)
    }

    private func run(_ name: String, _ arguments: ToolArguments) throws(ToolRefusal) -> JSONText {
        switch name {
        case ToolDefinitions.projectStatus:
            try arguments.requireOnly([])
            return session.status()
        case ToolDefinitions.listStrings: return try listStrings(arguments)
        case ToolDefinitions.getString: return try getString(arguments)
        case ToolDefinitions.runChecks: return try runChecks(arguments)
        case ToolDefinitions.setTranslation where !isReadOnly: return try setTranslation(arguments)
        case ToolDefinitions.extract:
            try arguments.requireOnly(["write", "offset", "limit"])
            let write = try arguments.bool("write") ?? false
            if write, isReadOnly { throw ToolRefusal("this server is read-only: extract can only check, not write") }
            return try sources.extract(
                write: write, offset: try arguments.int("offset", default: 0, in: 0...Int(Int32.max)),
                limit: try arguments.int("limit", default: 100, in: 1...500))
        case ToolDefinitions.lint:
            try arguments.requireOnly(["file"])
            return try sources.lint(file: try arguments.requiredString("file"), root: root)
        default:
            throw ToolRefusal("no tool '\(name.prefix(80))'; the tools are \(tools.map(\.name).joined(separator: ", "))")
        }
    }

    private func listStrings(_ arguments: ToolArguments) throws(ToolRefusal) -> JSONText {
        try arguments.requireOnly(["language", "status", "finding", "catalog", "text", "offset", "limit"])
        let query = EditorSession.StringQuery(
            language: try arguments.requiredString("language"), status: try arguments.string("status"),
            finding: try arguments.string("finding"), catalog: try arguments.string("catalog"), text: try arguments.string("text"),
            offset: try arguments.int("offset", default: 0, in: 0...Int(Int32.max)),
            limit: try arguments.int("limit", default: 50, in: 1...200))
        return try editor { () throws(EditorFailure) in try session.strings(query) }
    }

    private func getString(_ arguments: ToolArguments) throws(ToolRefusal) -> JSONText {
        try arguments.requireOnly(["key", "language", "catalog"])
        let key = try arguments.requiredString("key"), language = try arguments.requiredString("language")
        let catalogName = try arguments.string("catalog")
        let unit = try editor { () throws(EditorFailure) in
            try session.unit(catalog: try session.catalog(holding: key, named: catalogName), key: key, language: language)
        }
        guard case .object(var members) = unit else { return unit }
        // What the page needs to draw its pickers is noise to a model.
        members.removeAll { $0.0 == "devices" }
        if let terms = glossaryTerms(in: unit["sourceText"]?.stringValue ?? key, language: language) { members.append(("glossary", terms)) }
        return .object(members)
    }

    private func runChecks(_ arguments: ToolArguments) throws(ToolRefusal) -> JSONText {
        try arguments.requireOnly(["language", "key", "offset", "limit"])
        let language = try arguments.string("language"), key = try arguments.string("key")
        let offset = try arguments.int("offset", default: 0, in: 0...Int(Int32.max))
        let limit = try arguments.int("limit", default: 100, in: 1...500)
        return try editor { () throws(EditorFailure) in try session.findings(language: language, key: key, offset: offset, limit: limit) }
    }

    private func setTranslation(_ arguments: ToolArguments) throws(ToolRefusal) -> JSONText {
        let write = try TranslationWrite(arguments)
        guard write.language != session.sourceLanguage else {
            throw ToolRefusal("\(write.language) is the source language: its text is written in code, not set here")
        }
        let catalog = try editor { () throws(EditorFailure) in try session.catalog(holding: write.key, named: write.catalog) }
        let current = try editor { () throws(EditorFailure) in try session.unit(catalog: catalog, key: write.key, language: write.language) }
        if case .bool(false) = current["shouldTranslate"] {
            throw ToolRefusal("\"\(write.key.prefix(200))\" is marked “don't translate” in \(catalog); nothing was written")
        }
        let body = try write.editRequest(catalog: catalog)
        // Checked inside the save, under the lock, against the key as it is on disk: a source text changed
        // meanwhile can't let a broken translation through.
        let saved: JSONText
        do {
            saved = try session.save(body, refusingErrors: true)
        } catch .refused(let message, let findings) {
            throw ToolRefusal("refused: \(message). Correct it and call set_translation again.", details: findings.compact())
        } catch {
            throw ToolRefusal(error.message, details: error.details?.compact())
        }
        let unit = saved["unit"]
        return .object([
            ("catalog", .string(catalog)), ("key", .string(write.key)), ("language", .string(write.language)),
            ("status", unit?["status"]), ("version", unit?["version"]), ("localization", unit?["localization"]),
            ("findings", unit?["findings"]), ("mergedWithOtherChanges", saved["merged"]), ("progress", saved["progress"]),
        ])
    }

    /// Glossary terms found in the source text, with their agreed translations in `language`, and the words
    /// never to translate that it holds.
    private func glossaryTerms(in source: String, language: String) -> JSONText? {
        guard let glossary else { return nil }
        let text = source.lowercased()
        let terms = glossary.terms.filter { text.contains($0.term.lowercased()) }.map { term in
            JSONText.object([
                ("term", .string(term.term)), ("note", .string(term.note)),
                ("translations", term.translations(for: language).map { .array($0.map { .string($0) }) }),
            ])
        }
        let keep = glossary.doNotTranslate.filter { source.contains($0) }
        guard !terms.isEmpty || !keep.isEmpty else { return nil }
        return .object([
            ("terms", terms.isEmpty ? nil : .array(terms)),
            ("doNotTranslate", keep.isEmpty ? nil : .array(keep.map { .string($0) })),
        ])
    }

    /// The session's failures as refusals, with the unit as it is now when a write met a change made elsewhere.
    private func editor<T>(_ body: () throws(EditorFailure) -> T) throws(ToolRefusal) -> T {
        do {
            return try body()
        } catch {
            throw ToolRefusal(error.message, details: error.details?.compact())
        }
    }
}

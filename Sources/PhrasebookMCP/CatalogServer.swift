import CatalogEditor
import Foundation
import MCP
import ProjectConfiguration

/// `phrasebook mcp`: a Model Context Protocol server over one project, built on the official Swift SDK. It
/// offers ``CatalogTools``, the glossary and translation style guide as resources, and a prompt that walks
/// an agent through translating one language.
public struct CatalogServer: Sendable {
    let tools: CatalogTools
    let resources: [ProjectResource]

    /// A file of the project an agent may read: only these, named by the server, never a path from the agent.
    struct ProjectResource: Sendable {
        var resource: Resource
        var url: URL
    }

    /// - Parameters:
    ///   - project: the project served; only its catalogs, glossary and style guide are read or written.
    ///   - session: the editor session over its catalogs.
    ///   - reload: loads the project again with its sources (all, or only the files given).
    public init(
        project: Project, session: EditorSession, readOnly: Bool, toolVersion: String,
        reload: @escaping @Sendable (_ onlySources: [URL]?) throws -> Project
    ) {
        tools = CatalogTools(session: session, project: project, readOnly: readOnly, toolVersion: toolVersion, reload: reload)
        var resources: [ProjectResource] = []
        if let glossary = project.configuration.glossary.map({ project.root.appendingPathComponent($0) }), Self.isInside(glossary, project.root) {
            resources.append(ProjectResource(resource: Resource(
                name: "glossary", uri: "phrasebook://glossary", title: "Glossary",
                description: "Agreed translations of terms, and words never to translate (\(project.display(glossary))).",
                mimeType: "application/yaml"), url: glossary))
        }
        if let guide = project.translationStyleGuide, Self.isInside(guide, project.root) {
            resources.append(ProjectResource(resource: Resource(
                name: "style-guide", uri: "phrasebook://style-guide", title: "Translation style guide",
                description: "How this project's text is translated: tone, terms, forms of address (\(project.display(guide))).",
                mimeType: "text/markdown"), url: guide))
        }
        self.resources = resources
    }

    /// Serves requests over `transport` until the client disconnects.
    public func run(transport: any Transport) async throws {
        let server = Server(
            name: "phrasebook", version: tools.sources.toolVersion, title: "Phrasebook",
            instructions: """
                Phrasebook serves this project's String Catalogs. Read with project_status, list_strings and get_string; \
                write with set_translation, which checks every translation and refuses broken ones. The prompt \
                translate_language walks through one language.
                """,
            capabilities: .init(prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
                                tools: .init(listChanged: false)))
        let tools = tools, resources = resources
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: tools.tools) }
        await server.withMethodHandler(CallTool.self) { call in await tools.call(call.name, arguments: call.arguments) }
        await server.withMethodHandler(ListResources.self) { _ in ListResources.Result(resources: resources.map(\.resource)) }
        await server.withMethodHandler(ReadResource.self) { request in
            guard let found = resources.first(where: { $0.resource.uri == request.uri }) else {
                throw MCPError.invalidParams("no resource \(request.uri.prefix(100)); the resources are \(resources.map(\.resource.uri).joined(separator: ", "))")
            }
            let text = try String(contentsOf: found.url, encoding: .utf8)
            return ReadResource.Result(contents: [.text(text, uri: found.resource.uri, mimeType: found.resource.mimeType)])
        }
        await server.withMethodHandler(ListPrompts.self) { _ in ListPrompts.Result(prompts: [TranslationPrompt.prompt]) }
        await server.withMethodHandler(GetPrompt.self) { request in
            guard request.name == TranslationPrompt.prompt.name else { throw MCPError.invalidParams("no prompt \(request.name.prefix(100))") }
            return try TranslationPrompt.messages(arguments: request.arguments ?? [:], resources: resources.map(\.resource.uri))
        }
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
    }

    /// A file of the project that exists: offered as a resource.
    private static func isInside(_ file: URL, _ root: URL) -> Bool {
        ProjectTools.isInside(file, root) && FileManager.default.fileExists(atPath: file.path)
    }
}

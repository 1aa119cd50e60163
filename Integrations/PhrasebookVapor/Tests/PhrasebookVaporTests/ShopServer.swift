import Foundation
import Phrasebook
import PhrasebookVapor
import Vapor

/// A small shop served through `PhrasebookMiddleware` on a loopback port, for the tests: English source,
/// French and German released, Ukrainian translated in the catalog but kept for later.
enum ShopServer {
    /// `Integrations/TestCatalog/Shop.xcstrings`, shared with the Hummingbird integration's tests.
    static let catalogURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TestCatalog/Shop.xcstrings")

    static let languages = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "fr", "de"])

    static func localization(configuration: LanguageConfiguration = languages) throws -> ServerLocalization {
        ServerLocalization(tables: [try LocalizationTable(contentsOf: catalogURL)], configuration: configuration)
    }

    struct Failure: Error {}

    /// The shop's routes; a signed-in user (`X-User-Language` stands in for a session) brings a saved UI language.
    static func configure(_ app: Application, _ localization: ServerLocalization) {
        app.middleware.use(PhrasebookMiddleware(localization: localization) { request in
            guard let saved = request.headers.first(name: "X-User-Language") else { return nil }
            return LanguageSelection(uiLanguage: LanguageChoice(storedValue: saved))
        })
        app.get("cart") { request -> String in
            let items = request.query[Int.self, at: "items"] ?? 0
            return "\(request.localizer.string("Your cart")): \(request.localizer.string("\(items) items"))"
        }
        app.get("products", ":number") { request -> String in
            let number = try request.parameters.require("number", as: Int.self)
            throw LocalizedAbort(.notFound, "No product with number \(number).")
        }
        app.get("varies") { _ -> Response in
            Response(status: .ok, headers: ["Vary": "Origin"])
        }
        app.get("failure") { _ -> String in throw Failure() }
    }

    /// Runs the shop on 127.0.0.1 with a free port and calls `body` with a client for it.
    static func withServer(_ localization: ServerLocalization, _ body: (ShopClient) async throws -> Void) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical // the failure route's error is expected
        do {
            configure(app, localization)
            app.http.server.configuration.hostname = "127.0.0.1"
            app.http.server.configuration.port = 0
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            guard let port = app.http.server.shared.localAddress?.port else { throw Abort(.internalServerError) }
            try await body(ShopClient(client: app.client, port: port))
        } catch {
            await app.server.shutdown()
            try? await app.asyncShutdown()
            throw error
        }
        await app.server.shutdown()
        try await app.asyncShutdown()
    }
}

/// Calls the shop over real sockets (Vapor's AsyncHTTPClient-backed client).
struct ShopClient: Sendable {
    let client: any Client
    let port: Int

    func get(_ path: String, _ headers: HTTPHeaders = [:]) async throws -> ClientResponse {
        try await client.get(URI(string: "http://127.0.0.1:\(port)\(path)"), headers: headers)
    }
}

extension ClientResponse {
    var text: String { body.map { String(buffer: $0) } ?? "" }

    /// Vapor's JSON error body: `{"error":true,"reason":"…"}`.
    var errorReason: String? {
        struct Body: Decodable { var reason: String }
        return try? content.decode(Body.self).reason
    }
}

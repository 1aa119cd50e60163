import Foundation
import HTTPTypes
import Hummingbird
import Phrasebook
import PhrasebookHummingbird

/// A small shop served through `PhrasebookMiddleware`, for the tests: English source, French and German
/// released, Ukrainian translated in the catalog but kept for later.
enum ShopServer {
    /// `Integrations/TestCatalog/Shop.xcstrings`, shared with the Vapor integration's tests.
    static let catalogURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TestCatalog/Shop.xcstrings")

    static let languages = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "fr", "de"])

    static func localization(configuration: LanguageConfiguration = languages) throws -> ServerLocalization {
        ServerLocalization(tables: [try LocalizationTable(contentsOf: catalogURL)], configuration: configuration)
    }

    struct Failure: Error {}

    /// The shop's routes; a signed-in user (`X-User-Language` stands in for a session) brings a saved UI
    /// language.
    static func application(_ localization: ServerLocalization) -> some ApplicationProtocol {
        let router = Router(context: BasicLocalizedRequestContext.self)
        router.add(middleware: PhrasebookMiddleware(localization: localization) { request, _ in
            guard let saved = request.headers[HTTPField.Name("X-User-Language")!] else { return nil }
            return LanguageSelection(uiLanguage: LanguageChoice(storedValue: saved))
        })
        router.get("/cart") { request, context -> String in
            let items = request.uri.queryParameters["items"].flatMap { Int($0) } ?? 0
            return "\(context.localizer.string("Your cart")): \(context.localizer.string("\(items) items"))"
        }
        router.get("/products/:number") { _, context -> String in
            let number = try context.parameters.require("number", as: Int.self)
            throw LocalizedHTTPError(.notFound, "No product with number \(number).")
        }
        router.get("/varies") { _, _ -> Response in
            Response(status: .ok, headers: [.vary: "Origin"])
        }
        router.get("/failure") { _, _ -> String in throw Failure() }
        return Application(router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
    }
}

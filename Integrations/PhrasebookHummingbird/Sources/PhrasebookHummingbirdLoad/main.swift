import Foundation
import Hummingbird
import Phrasebook
import PhrasebookHummingbird

// The server Scripts/server-load.sh puts under load: the same localized page twice, once behind
// PhrasebookMiddleware (language picked per request, Content-Language and Vary set) and once without it
// (a fixed localizer), so the difference between the two is what the middleware costs; and once behind a
// middleware that does nothing, which tells Hummingbird's share of that difference from Phrasebook's.
//
// Usage: `PhrasebookHummingbirdLoad CATALOG.xcstrings PORT`.
let arguments = CommandLine.arguments
guard arguments.count == 3, let port = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: PhrasebookHummingbirdLoad CATALOG.xcstrings PORT\n".utf8))
    exit(2)
}
let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "fr", "de"])
let localization = ServerLocalization(tables: [try LocalizationTable(contentsOf: URL(fileURLWithPath: arguments[1]))],
                                      configuration: configuration)
let fixed = localization.localizers.localizer(for: ["fr", "en"])

enum CartPage {
    static func render(_ localizer: Localizer, _ request: Request) -> String {
        let items = request.uri.queryParameters["items"].flatMap { Int($0) } ?? 0
        return "\(localizer.string("Your cart")): \(localizer.string("\(items) items"))"
    }
}

/// A middleware that does nothing: what any middleware in a route group costs, apart from Phrasebook's work.
struct PassThrough: RouterMiddleware {
    typealias Context = BasicLocalizedRequestContext
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await next(request, context)
    }
}

let router = Router(context: BasicLocalizedRequestContext.self)
router.get("/plain/cart") { request, _ in CartPage.render(fixed, request) }
router.group("/passthrough")
    .add(middleware: PassThrough())
    .get("/cart") { request, _ in CartPage.render(fixed, request) }
router.group("/localized")
    .add(middleware: PhrasebookMiddleware(localization: localization))
    .get("/cart") { request, context in CartPage.render(context.localizer, request) }
let app = Application(router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
                      onServerRunning: { _ in print("listening on 127.0.0.1:\(port)") })
try await app.runService()

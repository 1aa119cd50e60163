import Foundation
import Hummingbird
import Phrasebook
import PhrasebookHummingbird

/// The story app's backend: pages and a JSON API in each request's language.
///
/// - `GET /`: the home page (HTML, Mustache templates with `{{#t}}…{{/t}}`);
/// - `GET /api/home?heroes=3&hero=Luna`: the same content as JSON, with how the language was chosen;
/// - `PUT /api/settings` `{"uiLanguage": "de", "storyLanguage": "es"}`: saves the signed-in user's choices
///   (`X-User` header); a language not released yet is a 400 in the request's language.
///
/// The UI language comes from `?lang=`, the `lang` cookie, the user's saved choice, then `Accept-Language`,
/// among released languages only; stories use the user's story language, which the rollback switch keeps.
public enum StoryServer {
    public static func application(_ options: StoryServerOptions,
                                   onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) throws -> some ApplicationProtocol {
        let tables = try options.catalogs.map { try LocalizationTable(contentsOf: $0) }
        let localization = ServerLocalization(tables: tables, configuration: options.languages, reportIssue: options.reportIssue)
        let folder = options.preferencesFolder
        let router = Router(context: StoryContext.self)
        router.add(middleware: PhrasebookMiddleware(localization: localization) { request, _ in
            guard let user = request.user else { return nil }
            return try store(for: user, in: folder).loadSelection()
        })
        let offered = options.languages.offeredLanguages

        router.get("/") { request, context -> HTML in
            let (heroes, hero) = homeParameters(request)
            let page = HomePage(localization: context.localization!, offered: offered, heroes: heroes, hero: hero)
            let values: [String: Any] = [
                "language": page.language, "storyLanguage": page.storyLanguage, "heroes": heroes, "rating": 4.5,
                "storyLanguages": page.storyLanguages, "prompt": page.prompt,
            ]
            var withLambda = values
            withLambda["t"] = context.localizer.mustacheLambda(values: values)
            return HTML(Templates.home.render(withLambda))
        }
        router.get("/api/home") { request, context -> HomePage in
            let (heroes, hero) = homeParameters(request)
            return HomePage(localization: context.localization!, offered: offered, heroes: heroes, hero: hero)
        }
        router.put("/api/settings") { request, context -> SettingsChange in
            guard let user = request.user else {
                throw LocalizedHTTPError(.unauthorized, "Sign in to save your languages.")
            }
            let wanted = try await request.decode(as: SettingsRequest.self, context: context)
            var settings = try LanguageSettings(configuration: options.languages, store: store(for: user, in: folder), systemLanguages: [])
            do {
                let effect = try wanted.uiLanguage.map { try settings.selectUILanguage(LanguageChoice(storedValue: $0)) }
                if let story = wanted.storyLanguage { try settings.selectContentLanguage(story) }
                return SettingsChange(uiLanguage: settings.selection.uiLanguage.storedValue,
                                      storyLanguage: settings.contentLanguage, effect: effect.map { "\($0)" } ?? "unchanged")
            } catch LanguageSettingsError.notReleased(let tag, _) {
                let name = HomePage.name(of: tag, in: context.localization!.language.language)
                throw LocalizedHTTPError(.badRequest, "\(name) is not available yet.")
            }
        }
        return Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port), serverName: "StoryServer"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? options.port) })
    }

    static func store(for user: String, in folder: URL) -> JSONFileLanguageSelectionStore {
        JSONFileLanguageSelectionStore(url: folder.appendingPathComponent("\(user).json"))
    }

    static func homeParameters(_ request: Request) -> (heroes: Int, hero: String) {
        let query = request.uri.queryParameters
        return (query["heroes"].flatMap { Int($0) } ?? 3, query["hero"].map(String.init) ?? "Luna")
    }
}

struct SettingsRequest: Decodable {
    var uiLanguage: String?
    var storyLanguage: String?
}

struct SettingsChange: ResponseEncodable {
    var uiLanguage: String
    var storyLanguage: String
    /// `appliedNow`, `requiresRestart` or `unchanged`, as `LanguageSettings` says.
    var effect: String
}

/// An HTML page.
struct HTML: ResponseGenerator {
    let text: String
    init(_ text: String) { self.text = text }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

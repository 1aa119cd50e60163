import Phrasebook
import Vapor

/// Picks each request's language and keeps its localizers on the request (`request.localizer`).
///
/// The language is the first released one named by: the query parameter (`?lang=fr`), the cookie (`lang=fr`),
/// the signed-in user's saved setting (your `userSelection` hook), then `Accept-Language` by q-value; else the
/// source language (`RequestLanguagePolicy` documents the rules). Responses get `Content-Language` and
/// `Vary: Accept-Language`; errors leave as an `AbortError` with the same headers and a reason in the request's
/// language (`LocalizedAbort`, or a status-only `Abort` whose status text the catalog translates), which
/// Vapor's `ErrorMiddleware` then renders and logs as usual.
///
/// Add it once, after `ErrorMiddleware`: `app.middleware.use(PhrasebookMiddleware(localization: server))`.
public struct PhrasebookMiddleware: AsyncMiddleware {
    /// Reads a signed-in user's saved `LanguageSelection`; `nil` for anonymous requests.
    public typealias UserSelection = @Sendable (Request) async throws -> LanguageSelection?

    public let localization: ServerLocalization
    private let userSelection: UserSelection?

    /// - Parameters:
    ///   - localization: the server's one `ServerLocalization` (policy and shared `LocalizerCache`).
    ///   - userSelection: reads the signed-in user's saved languages (after the middleware that identifies users).
    public init(localization: ServerLocalization, userSelection: UserSelection? = nil) {
        self.localization = localization
        self.userSelection = userSelection
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let policy = localization.policy
        let query = request.url.query == nil ? nil : policy.queryParameter.flatMap { request.query[String.self, at: $0] }
        let cookie = policy.cookieName.flatMap { request.cookies[$0]?.string }
        let acceptLanguage = request.headers[.acceptLanguage]
        let current = localization.localization(
            queryParameter: query, cookie: cookie, userSelection: try await userSelection?(request),
            acceptLanguage: acceptLanguage.isEmpty ? nil : acceptLanguage.joined(separator: ", "))
        request.localization = current
        let response: Response
        do {
            response = try await next.respond(to: request)
        } catch {
            throw LocalizedErrorResponse(error, localization: current, logger: request.logger)
        }
        response.headers.addLanguageHeaders(current)
        return response
    }
}

extension HTTPHeaders {
    /// `Content-Language` for the request's language, and `Vary: Accept-Language` for caches.
    mutating func addLanguageHeaders(_ localization: RequestLocalization) {
        replaceOrAdd(name: .contentLanguage, value: localization.contentLanguageHeader)
        let vary = self[.vary]
        replaceOrAdd(name: .vary, value: RequestLocalization.vary(adding: vary.isEmpty ? nil : vary.joined(separator: ", ")))
    }
}

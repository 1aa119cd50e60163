import HTTPTypes
import Hummingbird
import Phrasebook

/// Picks each request's language and puts its localizers on the context.
///
/// The language is the first released one named by: the query parameter (`?lang=fr`), the cookie (`lang=fr`),
/// the signed-in user's saved setting (your `userSelection` hook), then `Accept-Language` by q-value; else the
/// source language (`RequestLanguagePolicy` documents the rules). Responses get `Content-Language` and
/// `Vary: Accept-Language`; errors get the same headers and a message in the request's language
/// (`LocalizedHTTPError`, or an `HTTPError` without a message whose status text the catalog translates).
public struct PhrasebookMiddleware<Context: LocalizedRequestContext>: RouterMiddleware {
    /// Reads a signed-in user's saved `LanguageSelection`; `nil` for anonymous requests.
    public typealias UserSelection = @Sendable (Request, Context) async throws -> LanguageSelection?

    public let localization: ServerLocalization
    private let userSelection: UserSelection?

    /// - Parameters:
    ///   - localization: the server's one `ServerLocalization` (policy and shared `LocalizerCache`).
    ///   - userSelection: reads the signed-in user's saved languages, after middleware that identifies users.
    public init(localization: ServerLocalization, userSelection: UserSelection? = nil) {
        self.localization = localization
        self.userSelection = userSelection
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let policy = localization.policy
        let query = request.uri.query == nil ? nil : policy.queryParameter.flatMap { request.uri.queryParameters[$0[...]].map(String.init) }
        let cookie = request.headers[.cookie] == nil ? nil : policy.cookieName.flatMap { request.cookies[$0]?.value }
        let selection = try await userSelection?(request, context)
        let current = localization.localization(queryParameter: query, cookie: cookie, userSelection: selection,
                                                acceptLanguage: request.headers[.acceptLanguage])
        var context = context
        context.localization = current
        do {
            var response = try await next(request, context)
            response.headers.addLanguageHeaders(current)
            return response
        } catch {
            throw LocalizedErrorResponse(error: error, localization: current)
        }
    }
}

/// An error leaving `PhrasebookMiddleware`: the original error's response in the request's language, with
/// the language headers. Outer middleware still sees an error (for logging and metrics).
public struct LocalizedErrorResponse: HTTPResponseError {
    /// The error the route or inner middleware threw.
    public let error: any Error
    public let localization: RequestLocalization

    public var status: HTTPResponse.Status {
        (error as? any HTTPResponseError)?.status ?? .internalServerError
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response: Response
        switch error {
        case let localized as LocalizedHTTPError:
            response = try localized.response(localizer: localization.localizer, from: request, context: context)
        case let plain as HTTPError where plain.body == nil:
            response = try Self.statusResponse(plain.status, headers: plain.headers, localizer: localization.localizer,
                                               from: request, context: context)
        case let other as any HTTPResponseError:
            response = try other.response(from: request, context: context)
        default:
            response = try Self.statusResponse(.internalServerError, headers: [:], localizer: localization.localizer,
                                               from: request, context: context)
        }
        response.headers.addLanguageHeaders(localization)
        return response
    }

    /// A status-only error, with the status text as its message when the catalogs translate it ("Not Found").
    static func statusResponse(_ status: HTTPResponse.Status, headers: HTTPFields, localizer: Localizer, from request: Request,
                               context: some RequestContext) throws -> Response {
        let key = status.reasonPhrase
        guard localizer.contains(key) else { return Response(status: status, headers: headers) }
        return try HTTPError(status, headers: headers, message: localizer.string(forKey: key)).response(from: request, context: context)
    }
}

extension HTTPFields {
    /// `Content-Language` for the request's language, and `Vary: Accept-Language` for caches.
    mutating func addLanguageHeaders(_ localization: RequestLocalization) {
        self[.contentLanguage] = localization.contentLanguageHeader
        self[.vary] = RequestLocalization.vary(adding: self[.vary])
    }
}

import HTTPTypes
import Hummingbird
import Phrasebook

/// An HTTP error whose message is looked up in the request's language: throw it from a route behind
/// `PhrasebookMiddleware` (`throw LocalizedHTTPError(.notFound, "No story with id \(id)")`). The response is
/// Hummingbird's JSON error body, `{"error":{"message":"…"}}`, with the translated message.
public struct LocalizedHTTPError: HTTPResponseError, Sendable {
    public var status: HTTPResponse.Status
    /// The catalog key and its arguments, as with `Localizer.string(_:)`.
    public var message: LocalizationKey
    public var headers: HTTPFields

    public init(_ status: HTTPResponse.Status, _ message: LocalizationKey, headers: HTTPFields = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    /// The response in the context's language when it has one, else with the key as written.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        if let localizer = (context as? any LocalizedRequestContext)?.localization?.localizer {
            return try response(localizer: localizer, from: request, context: context)
        }
        return try HTTPError(status, headers: headers, message: message.key).response(from: request, context: context)
    }

    func response(localizer: Localizer, from request: Request, context: some RequestContext) throws -> Response {
        try HTTPError(status, headers: headers, message: localizer.string(message)).response(from: request, context: context)
    }
}

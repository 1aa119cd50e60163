import Phrasebook
import Vapor

/// An HTTP error whose reason is looked up in the request's language: throw it from a route behind
/// `PhrasebookMiddleware` (`throw LocalizedAbort(.notFound, "No story with number \(number).")`). Without the
/// middleware the reason is the key as written.
public struct LocalizedAbort: AbortError {
    public var status: HTTPResponseStatus
    /// The catalog key and its arguments, as with `Localizer.string(_:)`.
    public var message: LocalizationKey
    public var headers: HTTPHeaders

    public init(_ status: HTTPResponseStatus, _ message: LocalizationKey, headers: HTTPHeaders = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    public var reason: String { message.key }
}

/// An error leaving `PhrasebookMiddleware`: the original error's status and headers with a reason in the
/// request's language and the language headers, for `ErrorMiddleware` to render.
public struct LocalizedErrorResponse: AbortError {
    /// The error the route or inner middleware threw.
    public let error: any Error
    public let status: HTTPResponseStatus
    public let reason: String
    public let headers: HTTPHeaders

    init(_ error: any Error, localization: RequestLocalization, logger: Logger) {
        self.error = error
        let localizer = localization.localizer
        var headers: HTTPHeaders
        switch error {
        case let localized as LocalizedAbort:
            (status, headers) = (localized.status, localized.headers)
            reason = localizer.string(localized.message)
        case let abort as any AbortError:
            (status, headers) = (abort.status, abort.headers)
            // A status-only abort's reason is the status text ("Not Found"), which the catalogs may translate.
            let isStatusText = abort.reason == abort.status.reasonPhrase && localizer.contains(abort.reason)
            reason = isStatusText ? localizer.string(forKey: abort.reason) : abort.reason
        default:
            // What failed stays in the log; the visitor gets the status text in their language.
            logger.report(error: error)
            (status, headers) = (.internalServerError, [:])
            let text = HTTPResponseStatus.internalServerError.reasonPhrase
            reason = localizer.contains(text) ? localizer.string(forKey: text) : text
        }
        headers.addLanguageHeaders(localization)
        self.headers = headers
    }
}

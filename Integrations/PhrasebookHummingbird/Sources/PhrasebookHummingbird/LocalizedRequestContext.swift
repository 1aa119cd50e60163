import Hummingbird
import Phrasebook

/// A request context that carries the request's localization, set by `PhrasebookMiddleware`.
///
/// Add `var localization: RequestLocalization?` (starting as `nil`) to your own context, or use
/// `BasicLocalizedRequestContext`.
public protocol LocalizedRequestContext: RequestContext {
    /// The request's language and localizers; `nil` until `PhrasebookMiddleware` has run.
    var localization: RequestLocalization? { get set }
}

extension LocalizedRequestContext {
    /// Shows UI strings in the request's language.
    ///
    /// Requires `PhrasebookMiddleware` in front of the route (a programming error otherwise, like a missing
    /// route parameter).
    public var localizer: Localizer {
        guard let localization else {
            preconditionFailure("context.localizer needs PhrasebookMiddleware added to the router before this route")
        }
        return localization.localizer
    }

    /// Shows generated content (stories, prompts) in the request's content language.
    public var contentLocalizer: Localizer {
        guard let localization else {
            preconditionFailure("context.contentLocalizer needs PhrasebookMiddleware added to the router before this route")
        }
        return localization.contentLocalizer
    }
}

/// Hummingbird's basic request context with the request's localization.
public struct BasicLocalizedRequestContext: LocalizedRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var localization: RequestLocalization?

    public init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
        localization = nil
    }
}

import Phrasebook
import Vapor

extension Request {
    private struct PhrasebookStorageKey: StorageKey {
        typealias Value = RequestLocalization
    }

    /// The request's language and localizers; `nil` until `PhrasebookMiddleware` has run.
    public internal(set) var localization: RequestLocalization? {
        get { storage[PhrasebookStorageKey.self] }
        set { storage[PhrasebookStorageKey.self] = newValue }
    }

    /// Shows UI strings in the request's language.
    ///
    /// Requires `PhrasebookMiddleware` (a programming error otherwise, like a route parameter that isn't there).
    public var localizer: Localizer {
        guard let localization else {
            preconditionFailure("request.localizer needs PhrasebookMiddleware in app.middleware or the route group")
        }
        return localization.localizer
    }

    /// Shows generated content (stories, prompts) in the request's content language.
    public var contentLocalizer: Localizer {
        guard let localization else {
            preconditionFailure("request.contentLocalizer needs PhrasebookMiddleware in app.middleware or the route group")
        }
        return localization.contentLocalizer
    }
}

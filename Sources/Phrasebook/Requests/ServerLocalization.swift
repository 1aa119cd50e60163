import Foundation

/// One per server: the request-language policy and one shared `LocalizerCache`, so each request gets its
/// `RequestLocalization` without negotiating or compiling anything again. What the framework integrations
/// (PhrasebookHummingbird, PhrasebookVapor) keep and call once per request.
///
/// Requests without a signed-in user's selection are remembered by what they carry (query parameter, cookie,
/// `Accept-Language`): a server sees few distinct headers, so the usual request costs one dictionary read under
/// a lock. The memory is bounded (`memoryLimit` entries, then it starts again), so odd headers can't grow it.
public final class ServerLocalization: @unchecked Sendable {
    public let policy: RequestLanguagePolicy
    /// The localizers, one per language chain, shared by every request.
    public let localizers: LocalizerCache
    /// How many distinct request shapes are remembered before the memory starts again.
    public let memoryLimit: Int

    private struct Inputs: Hashable {
        var query: String?
        var cookie: String?
        var acceptLanguage: String?
    }

    // Guards `remembered` only.
    private let lock = NSLock()
    private var remembered: [Inputs: RequestLocalization] = [:]

    public init(policy: RequestLanguagePolicy, localizers: LocalizerCache, memoryLimit: Int = 4096) {
        self.policy = policy
        self.localizers = localizers
        self.memoryLimit = max(memoryLimit, 0)
    }

    /// Serves `tables` with `configuration`'s released languages, the `lang` query parameter and cookie.
    public convenience init(tables: [LocalizationTable], configuration: LanguageConfiguration,
                            reportIssue: @escaping @Sendable (LocalizationIssue) -> Void = LocalizationIssue.printWarning) {
        self.init(policy: RequestLanguagePolicy(configuration: configuration),
                  localizers: LocalizerCache(tables: tables, reportIssue: reportIssue))
    }

    /// The request's language and localizers (see `RequestLanguagePolicy` for the order of the sources).
    public func localization(queryParameter: String? = nil, cookie: String? = nil, userSelection: LanguageSelection? = nil,
                             acceptLanguage: String? = nil) -> RequestLocalization {
        guard userSelection == nil else {
            return build(policy.resolve(queryParameter: queryParameter, cookie: cookie, userSelection: userSelection,
                                        acceptLanguage: acceptLanguage))
        }
        let inputs = Inputs(query: queryParameter, cookie: cookie, acceptLanguage: acceptLanguage)
        lock.lock()
        let known = remembered[inputs]
        lock.unlock()
        if let known { return known }
        let built = build(policy.resolve(queryParameter: queryParameter, cookie: cookie, acceptLanguage: acceptLanguage))
        lock.lock()
        if remembered.count >= memoryLimit { remembered.removeAll(keepingCapacity: true) }
        if memoryLimit > 0 { remembered[inputs] = built }
        lock.unlock()
        return built
    }

    private func build(_ language: RequestLanguage) -> RequestLocalization {
        let localizer = localizers.localizer(for: language.languages)
        let content = language.contentLanguages == language.languages ? localizer : localizers.localizer(for: language.contentLanguages)
        return RequestLocalization(language: language, localizer: localizer, contentLocalizer: content)
    }
}

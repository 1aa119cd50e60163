import Foundation
import StringCatalog

/// Localizers for the same tables, one per language chain, built on first use and then shared: what a
/// server needs to answer each request in its own language without compiling the tables every time.
public final class LocalizerCache: @unchecked Sendable {
    private let tables: [LocalizationTable]
    private let device: DeviceKind
    private let policy: TranslationPolicy
    private let reportIssue: @Sendable (LocalizationIssue) -> Void
    // Guards `localizers` only; the localizers themselves are immutable and used without locking.
    private let lock = NSLock()
    private var localizers: [[String]: Localizer] = [:]

    public init(tables: [LocalizationTable], device: DeviceKind = .other, policy: TranslationPolicy = .default,
                reportIssue: @escaping @Sendable (LocalizationIssue) -> Void = LocalizationIssue.printWarning) {
        self.tables = tables
        self.device = device
        self.policy = policy
        self.reportIssue = reportIssue
    }

    /// The localizer for a negotiated chain (`settings.uiLanguages`).
    public func localizer(for languages: [String]) -> Localizer {
        lock.lock()
        if let cached = localizers[languages] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let built = Localizer(tables: tables, languages: languages, device: device, policy: policy, reportIssue: reportIssue)
        lock.lock()
        defer { lock.unlock() }
        if let raced = localizers[languages] { return raced }
        localizers[languages] = built
        return built
    }

    /// How many chains have a localizer.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return localizers.count
    }
}

import Foundation

/// A problem the localizer worked around: a translation that would misread its arguments, or a call
/// whose arguments do not fit the string. Each is reported once per key, table, language and kind, when
/// the string is first looked up.
public struct LocalizationIssue: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A translation's format specifiers do not match the source string; the source is shown instead.
        case specifierMismatch = "specifier-mismatch"
        /// The caller passed arguments of other kinds, or fewer, than the string reads.
        case argumentMismatch = "argument-mismatch"
        /// The source string itself can't be rendered as written (substitutions in a loop, a missing
        /// substitution): it is shown with the faulty part as written, never crashing.
        case invalidSource = "invalid-source"
    }

    public var kind: Kind
    public var key: String
    public var table: String
    /// The language whose text had the problem.
    public var language: String
    public var message: String

    /// The default issue hook: one warning line on standard error.
    public static let printWarning: @Sendable (LocalizationIssue) -> Void = { issue in
        FileHandle.standardError.write(Data("phrasebook: warning: \(issue)\n".utf8))
    }

    public var description: String { "\(table): \"\(key)\" [\(language)]: \(message) [\(kind.rawValue)]" }
}

/// Delivers each distinct issue once to the hook. Only this rare path takes a lock; lookups never do.
final class IssueReporter: @unchecked Sendable {
    private let hook: @Sendable (LocalizationIssue) -> Void
    private let lock = NSLock()
    private var reported: Set<LocalizationIssue> = []

    init(hook: @escaping @Sendable (LocalizationIssue) -> Void) {
        self.hook = hook
    }

    func report(_ issue: LocalizationIssue) {
        lock.lock()
        let isNew = reported.insert(issue).inserted
        lock.unlock()
        if isNew { hook(issue) }
    }
}

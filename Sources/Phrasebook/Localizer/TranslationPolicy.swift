import StringCatalog

/// Which string units count as translated: others are skipped and the lookup falls back to the next
/// language of the chain.
public struct TranslationPolicy: Sendable {
    private let predicate: @Sendable (StringUnit) -> Bool

    /// A policy deciding from each unit.
    public init(accepts predicate: @escaping @Sendable (StringUnit) -> Bool) {
        self.predicate = predicate
    }

    /// Whether `unit` may be shown.
    public func accepts(_ unit: StringUnit) -> Bool { predicate(unit) }

    /// Everything except a `new` unit with an empty value: what Xcode leaves for untranslated strings.
    public static let `default` = TranslationPolicy { !($0.state == .new && $0.value.isEmpty) }

    /// Only units marked `translated`; `needs_review`, `new` and others fall back.
    public static let translatedOnly = TranslationPolicy { $0.state == .translated }

    /// Every unit except those in the given states (and empty `new` units).
    public static func excluding(_ states: Set<TranslationState>) -> TranslationPolicy {
        TranslationPolicy { !states.contains($0.state) && !($0.state == .new && $0.value.isEmpty) }
    }
}

import StringCatalog

/// Xcode's mapping between catalog translation states and XLIFF `state`/`state-qualifier`.
public enum XLIFFStates {
    /// `needs_review` → `needs-review-l10n`; `machine_translated` → `translated` + `leveraged-mt`;
    /// `new` and `translated` as they are; unknown states pass through unchanged.
    public static func target(for unit: StringUnit) -> XLIFFTarget {
        switch unit.state {
        case .needsReview: XLIFFTarget(value: unit.value, state: "needs-review-l10n")
        case .machineTranslated: XLIFFTarget(value: unit.value, state: "translated", stateQualifier: "leveraged-mt")
        default: XLIFFTarget(value: unit.value, state: unit.state.rawValue)
        }
    }

    /// XLIFF states that mark a target as unfinished; Xcode ignores such targets on import.
    public static let unfinished: Set<String> = [
        "new", "needs-translation", "needs-l10n", "needs-adaptation",
        "needs-review-translation", "needs-review-l10n", "needs-review-adaptation",
    ]

    /// The catalog state an imported target takes, or `nil` when the target is unfinished and must be ignored.
    ///
    /// Every finished state (`translated`, `final`, `signed-off`, a missing or custom state) imports as
    /// `translated`, except that the `leveraged-mt` qualifier marks a machine translation.
    public static func importedState(for target: XLIFFTarget) -> TranslationState? {
        if let state = target.state, unfinished.contains(state) { return nil }
        return target.stateQualifier == "leveraged-mt" ? .machineTranslated : .translated
    }
}

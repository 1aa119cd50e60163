/// How far one key is translated into one language: the one definition of progress that `stats`,
/// `check`, `audit` and every report share.
///
/// A localization is judged by all its texts (plain value, every plural and device case, every
/// substitution case), by the one needing the most work: a missing or empty text first, then a text
/// still `new`, then one awaiting review; it is translated only when every text is `translated`.
public enum TranslationStatus: Sendable, Hashable, CaseIterable {
    /// Every text is there and in state `translated`.
    case translated
    /// Text is there but must be confirmed: `needs_review`, `machine_translated`, or a state Phrasebook
    /// doesn't know.
    case needsReview
    /// Some text is still in state `new`: not translated yet.
    case new
    /// No localization in the language, or a text that is empty: users see another language.
    case missing

    /// The status of texts given as values and states.
    public init<Units: Sequence>(units: Units) where Units.Element == (value: String, state: TranslationState) {
        var sawUnit = false
        var worst = TranslationStatus.translated
        for unit in units {
            sawUnit = true
            if unit.value.isEmpty {
                self = .missing
                return
            }
            worst = max(worst, Self(state: unit.state))
        }
        self = sawUnit ? worst : .missing
    }

    /// The status of `localization` in its language (`nil`: the language has none).
    public init(_ localization: Localization?) {
        guard let localization else { self = .missing; return }
        var units: [(value: String, state: TranslationState)] = []
        localization.forEachStringUnit { units.append(($0.value, $0.state)) }
        self.init(units: units)
    }

    private init(state: TranslationState) {
        switch state {
        case .translated: self = .translated
        case .new: self = .new
        default: self = .needsReview
        }
    }
}

extension TranslationStatus: Comparable {
    /// Ordered by the work left: translated < needs review < new < missing.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .translated: 0
        case .needsReview: 1
        case .new: 2
        case .missing: 3
        }
    }
}

extension CatalogEntry {
    /// Whether the key counts for coverage: it is to be translated (`shouldTranslate` is not `false`)
    /// and still used (not `stale`).
    public var needsTranslation: Bool {
        shouldTranslate != false && extractionState != .stale
    }
}

extension Localization {
    /// Calls `body` with every string unit, depth first: the plain value, the variations' cases (plural
    /// then device, each in key order), then each substitution's cases by name.
    public func forEachStringUnit(_ body: (StringUnit) -> Void) {
        if let stringUnit { body(stringUnit) }
        if let variations { variations.forEachStringUnit(body) }
        if let substitutions {
            for name in substitutions.keys.sorted() {
                substitutions[name]?.variations?.forEachStringUnit(body)
            }
        }
    }
}

extension Variations {
    func forEachStringUnit(_ body: (StringUnit) -> Void) {
        for category in (plural ?? [:]).keys.sorted() { plural?[category]?.forEachStringUnit(body) }
        for device in (device ?? [:]).keys.sorted() { self.device?[device]?.forEachStringUnit(body) }
    }
}

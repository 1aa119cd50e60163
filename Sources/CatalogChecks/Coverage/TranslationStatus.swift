import Diagnostics
import StringCatalog

/// How far one key is translated into one language: the one definition of progress that `stats`,
/// `check`, `audit` and every report share.
///
/// A localization is judged by all its texts (plain value, every plural and device case, every
/// substitution case), by the one needing the most work: a missing or empty text first, then a text
/// still `new`, then a copy of the source text, then one awaiting review; it is translated only when
/// every text is `translated` and none is a copy.
public enum TranslationStatus: Sendable, Hashable, CaseIterable {
    /// Every text is there, in state `translated`, and none is merely a copy of the source.
    case translated
    /// Text is there but must be confirmed: `needs_review`, `machine_translated`, or a state Phrasebook
    /// doesn't know.
    case needsReview
    /// A text is the source text copied (by hand, or by a tool that pre-fills): not translated.
    case copied
    /// Some text is still in state `new`: not translated yet.
    case new
    /// No localization in the language, or a text that is empty: users see another language.
    case missing

    /// One text of a localization, as coverage judges it.
    public struct Unit: Sendable {
        public var value: String
        public var state: TranslationState
        /// Whether the text is a copy of its source text that the language would not accept.
        public var isCopy: Bool

        public init(value: String, state: TranslationState, isCopy: Bool = false) {
            self.value = value
            self.state = state
            self.isCopy = isCopy
        }
    }

    /// The status of a localization's texts (none: the language has no localization).
    public init<Units: Sequence>(units: Units) where Units.Element == Unit {
        var sawUnit = false
        var worst = TranslationStatus.translated
        for unit in units {
            sawUnit = true
            if unit.value.isEmpty {
                self = .missing
                return
            }
            worst = max(worst, Self(state: unit.state))
            if unit.isCopy && unit.state != .new { worst = max(worst, .copied) }
        }
        self = sawUnit ? worst : .missing
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
    /// Ordered by the work left: translated < needs review < copied < new < missing.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .translated: 0
        case .needsReview: 1
        case .copied: 2
        case .new: 3
        case .missing: 4
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

extension CoverageCounts {
    /// Counts one key.
    public mutating func count(_ status: TranslationStatus) {
        total += 1
        switch status {
        case .translated: translated += 1
        case .needsReview: needsReview += 1
        case .copied: copied += 1
        case .new: new += 1
        case .missing: missing += 1
        }
    }
}

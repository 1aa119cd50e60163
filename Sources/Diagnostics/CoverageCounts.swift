/// Keys of one language counted by their translation status (CatalogChecks' `TranslationStatus`), with
/// the share translated as every report shows it.
public struct CoverageCounts: Sendable, Hashable, Codable {
    /// Keys that need translating (`CatalogEntry.needsTranslation`).
    public var total: Int
    public var translated: Int
    public var needsReview: Int
    /// Texts copied from the source that the language would not accept.
    public var copied: Int
    public var new: Int
    public var missing: Int

    public init(total: Int = 0, translated: Int = 0, needsReview: Int = 0, copied: Int = 0, new: Int = 0, missing: Int = 0) {
        self.total = total
        self.translated = translated
        self.needsReview = needsReview
        self.copied = copied
        self.new = new
        self.missing = missing
    }

    /// Adds the counts of `other` (the same language in another catalog).
    public mutating func add(_ other: CoverageCounts) {
        total += other.total
        translated += other.translated
        needsReview += other.needsReview
        copied += other.copied
        new += other.new
        missing += other.missing
    }

    /// The translated share in percent, rounded down (`87.5` → 87).
    public var wholePercent: Int {
        total == 0 ? 100 : translated * 100 / total
    }

    /// The translated share from 0 to 1; 1 when nothing needs translating.
    public var fraction: Double {
        total == 0 ? 1 : Double(translated) / Double(total)
    }

    /// The translated share as text, rounded down to a tenth where that matters (`100%`, `87.7%`, `26%`):
    /// never 100% while a key is not translated, never 0% once one is.
    public var percentText: String {
        if translated == total { return "100%" }
        if translated == 0 { return "0%" }
        let tenths = max(1, translated * 1000 / total)
        return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
    }
}

import Foundation
import Plurals
import StringCatalog

extension PluralCategoryProvider {
    /// The plural categories Xcode offers for a language: CLDR's cardinal categories, without those that
    /// only numbers in the millions select (the compact-number `many` of French, Spanish, Italian,
    /// Portuguese and Catalan), which Xcode 27 leaves out of its exports.
    public static let xcode = PluralCategoryProvider { language in
        XcodePluralCategoryCache.shared.categories(for: language)
    }
}

/// Language → categories, computed once per language.
private final class XcodePluralCategoryCache: @unchecked Sendable {
    static let shared = XcodePluralCategoryCache()
    private let lock = NSLock()
    private var cache: [String: [PluralCategory]] = [:]

    func categories(for language: String) -> [PluralCategory] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[language] { return cached }
        let rules = PluralRules.cardinal(for: language)
        let everyday = Set((0...1_099).map { rules.category(for: $0) })
        let millionsOnly = rules.category(for: 1_000_000)
        let categories = rules.categories
            .filter { everyday.contains($0) || $0 != millionsOnly }
            .map { PluralCategory($0.rawValue) }
        cache[language] = categories
        return categories
    }
}

@_exported import Plurals

extension PluralCategory {
    /// The catalog key for a CLDR plural category (`.few` → `"few"`).
    public init(_ name: PluralCategoryName) {
        self.init(rawValue: name.rawValue)
    }
}

extension PluralCategoryName {
    /// The CLDR category a catalog key names; `nil` for keys CLDR doesn't define.
    public init?(_ category: PluralCategory) {
        self.init(rawValue: category.rawValue)
    }
}

/// A count with its noun, singular or plural as the count needs: `1 error`, `2 errors`, `3 keys`.
///
/// Messages are English; nouns whose plural is not the singular plus `s` name it (`Counted(2, "match",
/// plural: "matches")`).
public struct Counted: Sendable, CustomStringConvertible {
    public var count: Int
    public var singular: String
    public var plural: String

    public init(_ count: Int, _ singular: String, plural: String? = nil) {
        self.count = count
        self.singular = singular
        self.plural = plural ?? singular + "s"
    }

    /// The noun alone, as the count needs it (`error`, `errors`).
    public var noun: String { count == 1 ? singular : plural }

    public var description: String { "\(count) \(noun)" }
}

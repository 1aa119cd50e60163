/// How urgent fixing a rule's findings is, most urgent first: the audit's "fix first" list ranks the
/// kinds of findings by it (after severity; within one urgency, the kind with more findings first).
public enum FixUrgency: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// A format specifier that is malformed: garbled output or a crash.
    case brokenFormat
    /// Placeholders that don't match the source: wrong values shown, or a crash.
    case wrongValues
    /// Text that can't be translated yet: missing from the catalog, or without source text.
    case notTranslatable
    /// Code that shows text without localizing it.
    case unlocalizedCode
    /// Text not translated yet in a language: missing, new or empty.
    case untranslated
    /// A language short of what it should be: text copied from the source, or less translated than the
    /// project's floor.
    case incompleteLanguage
    /// Grammar, terminology and fit: plural categories, glossary terms, length, a stray `%`.
    case languageQuality
    /// Everything else.
    case unranked

    public static func < (lhs: FixUrgency, rhs: FixUrgency) -> Bool { lhs.rawValue < rhs.rawValue }
}

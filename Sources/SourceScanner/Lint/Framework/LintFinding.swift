import SwiftSyntax

/// One violation found by a rule in a file, before configuration turns it into a `Diagnostic`.
public struct LintFinding: Sendable, Hashable {
    /// The UTF-8 offset the finding points at.
    public var offset: Int
    public var message: String
    /// A safe rewrite, when the rule knows one.
    public var fix: LintFix?

    public init(offset: Int, message: String, fix: LintFix? = nil) {
        self.offset = offset
        self.message = message
        self.fix = fix
    }

    /// A finding pointing at the first token of `node` (after its leading trivia).
    public init(at node: some SyntaxProtocol, message: String, fix: LintFix? = nil) {
        self.init(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, message: message, fix: fix)
    }
}

/// A rewrite of source text plus, for plural fixes, the catalog entry the new key needs.
public struct LintFix: Sendable, Hashable {
    /// What the fix does, in words (`wrap in String(localized:)`).
    public var summary: String
    /// Non-overlapping replacements in the original file.
    public var edits: [TextEdit]
    /// A plural key the fix introduces, to add to the catalog with its source-language variations.
    public var pluralEntry: PluralEntry?
    /// Text in another language the fix moves out of the code, to add to the catalog as that language's.
    public var foreignText: ForeignTextEntry?

    public init(summary: String, edits: [TextEdit], pluralEntry: PluralEntry? = nil, foreignText: ForeignTextEntry? = nil) {
        self.summary = summary
        self.edits = edits
        self.pluralEntry = pluralEntry
        self.foreignText = foreignText
    }
}

/// Replaces a UTF-8 byte range of a file's text.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Replaces the whole of `node`, trivia excluded.
    public init(replacing node: some SyntaxProtocol, with replacement: String) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        self.init(range: start..<end, replacement: replacement)
    }
}

/// A catalog key with plural variations in the source language, added by a manual-pluralization fix.
public struct PluralEntry: Sendable, Hashable {
    /// The catalog key, with format specifiers (`%lld cents`).
    public var key: String
    /// The source-language text for `one` (`%lld cent`).
    public var one: String
    /// The source-language text for `other` (`%lld cents`).
    public var other: String

    public init(key: String, one: String, other: String) {
        self.key = key
        self.one = one
        self.other = other
    }
}

import Foundation
import SwiftSyntax

/// The fix for user-interface text written in another language than the source language: the text becomes a
/// translation in its own language, under a new key whose source-language text is explicitly missing.
///
/// Wrapping `"Профілі"` as it is would put Ukrainian into an English catalog's source text, which English users
/// then see and which `check` asks to "translate" into Ukrainian. Instead the code gets a key
/// (`String(localized: "profileView.profili")`) and the catalog gets the Ukrainian text under it; until someone
/// writes the source text (or `translate --source-from uk` drafts it), `check` reports the key as shown raw,
/// which blocks a release.
enum ForeignTextFix {
    /// The fix for `literal`, whose text is in `script`, or `nil` when no language of the project is certainly
    /// the text's, or the text is not a constant.
    static func make(_ literal: StringLiteralExprSyntax, script: Script, languages: ForeignLanguages) -> LintFix? {
        guard !literal.hasInterpolation, let language = languages.language(of: literal.unescapedStaticText, script: script)
        else { return nil }
        let text = literal.unescapedStaticText
        let key = key(for: text, in: literal)
        return LintFix(
            summary: "move the \(language) text into the catalog under a new key",
            edits: [TextEdit(replacing: literal, with: "String(localized: \(quoted(key)))")],
            foreignText: ForeignTextEntry(key: key, language: language, text: text))
    }

    /// The fix for a localization call's key written in another language (`Text("Профілі")`): the key is
    /// replaced by a new one, and the catalog entry of the old key is copied to it with the old key's text as that
    /// language's translation (its other translations kept; the old entry stays until extraction finds it unused).
    static func rekey(_ literal: StringLiteralExprSyntax, script: Script, languages: ForeignLanguages) -> LintFix? {
        guard !literal.hasInterpolation, let call = literal.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.argument(labelled: "tableName") == nil, call.argument(labelled: "table") == nil,
              let language = languages.language(of: literal.unescapedStaticText, script: script)
        else { return nil }
        let text = literal.unescapedStaticText
        let key = key(for: text, in: literal)
        return LintFix(
            summary: "give the \(language) key a new one and keep its text as \(language)",
            edits: [TextEdit(replacing: literal, with: quoted(key))],
            foreignText: ForeignTextEntry(key: key, language: language, text: text, replacing: text))
    }

    /// `enclosingType.firstWordsInLatin`: the type (or file) the text is in, and the text transliterated.
    static func key(for text: String, in literal: StringLiteralExprSyntax) -> String {
        let latin = (text.applyingTransform(.toLatin, reverse: false) ?? text)
            .applyingTransform(.stripDiacritics, reverse: false) ?? text
        // An apostrophe inside a word (Ukrainian `здоров'я`) joins it rather than splitting it.
        let joined = latin.lowercased().filter { !"'’ʼʹ".contains($0) }
        let words = joined.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.prefix(4)
        let slug = words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
            .joined()
        let scope = TypeNameMatch.enclosingTypeName(of: literal).map { $0.prefix(1).lowercased() + $0.dropFirst() } ?? "text"
        return "\(scope).\(slug.isEmpty ? "untitled" : slug)"
    }

    private static func quoted(_ key: String) -> String {
        "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// The languages text in another script may be in: the project's, and among several Cyrillic ones the one the
/// project's code is written in.
public struct ForeignLanguages: Sendable, Hashable {
    /// The project's languages besides the source language.
    public var languages: [String]
    /// The Cyrillic language whose own letters the project's code uses, when only one's are (``dominant(in:)``).
    public var writtenCyrillic: String?

    public init(languages: [String] = [], writtenCyrillic: String? = nil) {
        self.languages = languages
        self.writtenCyrillic = writtenCyrillic
    }

    /// Languages told apart by letters of their own (Ukrainian і ї є ґ, Russian ы э ъ ё, Belarusian ў, Serbian ђ ћ џ).
    static let ownLetters: [(code: String, letters: Set<Character>)] = [
        ("uk", ["і", "ї", "є", "ґ"]), ("ru", ["ы", "э", "ъ", "ё"]), ("be", ["ў"]), ("sr", ["ђ", "ћ", "џ", "љ", "њ"]),
    ]

    /// The project language `text` is in: the only one written in `script`; among several Cyrillic ones, the
    /// one whose own letters the text uses, else the one the project's code is written in.
    func language(of text: String, script: Script) -> String? {
        let candidates = languages.filter { Script.scripts(forLanguage: $0)?.contains(script) == true }
        if candidates.count == 1 { return candidates[0] }
        guard script == .cyrillic, !candidates.isEmpty else { return nil }
        let lowered = text.lowercased()
        let matching = Self.ownLetters.filter { own in lowered.contains { own.letters.contains($0) } }
            .compactMap { own in candidates.first { $0.lowercased().hasPrefix(own.code) } }
        if matching.count == 1 { return matching[0] }
        guard matching.isEmpty, let written = writtenCyrillic else { return nil }
        return candidates.first { $0.lowercased().hasPrefix(written) }
    }

    /// The Cyrillic language whose own letters `texts` use, when another's appear at most a tenth as often
    /// (and at least five times in all): an app's hard-coded text is written in one language.
    static func dominant(in texts: [String]) -> String? {
        var counts: [String: Int] = [:]
        for text in texts {
            for character in text.lowercased() {
                if let own = ownLetters.first(where: { $0.letters.contains(character) }) { counts[own.code, default: 0] += 1 }
            }
        }
        guard let (code, count) = counts.max(by: { $0.value < $1.value }), count >= 5 else { return nil }
        let others = counts.filter { $0.key != code }.values.reduce(0, +)
        return others * 10 <= count ? code : nil
    }
}

/// A translation a fix moves out of the code: `text` in `language` under `key`, with no source-language text.
public struct ForeignTextEntry: Sendable, Hashable {
    public var key: String
    public var language: String
    public var text: String
    /// The key the code used before (the text itself), whose catalog entry the new key takes over.
    public var replacing: String?

    public init(key: String, language: String, text: String, replacing: String? = nil) {
        self.key = key
        self.language = language
        self.text = text
        self.replacing = replacing
    }
}

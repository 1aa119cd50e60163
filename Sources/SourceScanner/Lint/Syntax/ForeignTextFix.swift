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
    static func make(_ literal: StringLiteralExprSyntax, script: Script, languages: [String]) -> LintFix? {
        guard !literal.hasInterpolation, let language = language(of: literal.unescapedStaticText, script: script, among: languages)
        else { return nil }
        let text = literal.unescapedStaticText
        let key = key(for: text, in: literal)
        return LintFix(
            summary: "move the \(language) text into the catalog under a new key",
            edits: [TextEdit(replacing: literal, with: "String(localized: \(quoted(key)))")],
            foreignText: ForeignTextEntry(key: key, language: language, text: text))
    }

    /// The project language `text` is in: the only one written in `script`, or, among several Cyrillic ones,
    /// the one whose own letters the text uses (Ukrainian і ї є ґ, Russian ы э ъ ё, Belarusian ў, Serbian ђ ћ џ).
    static func language(of text: String, script: Script, among languages: [String]) -> String? {
        let candidates = languages.filter { Script.scripts(forLanguage: $0)?.contains(script) == true }
        if candidates.count == 1 { return candidates[0] }
        guard script == .cyrillic, !candidates.isEmpty else { return nil }
        let lowered = text.lowercased()
        let ownLetters: [(code: String, letters: String)] = [("uk", "іїєґ"), ("ru", "ыэъё"), ("be", "ў"), ("sr", "ђћџљњ")]
        let matching = ownLetters.filter { own in lowered.contains { own.letters.contains($0) } }
            .compactMap { own in candidates.first { $0.lowercased().hasPrefix(own.code) } }
        return matching.count == 1 ? matching[0] : nil
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

/// A translation a fix moves out of the code: `text` in `language` under `key`, with no source-language text.
public struct ForeignTextEntry: Sendable, Hashable {
    public var key: String
    public var language: String
    public var text: String

    public init(key: String, language: String, text: String) {
        self.key = key
        self.language = language
        self.text = text
    }
}

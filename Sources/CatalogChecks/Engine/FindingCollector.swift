import Foundation

/// Where rules put their findings. The checker sets which rule is running; rules only say what
/// is wrong, about which key and language. Severity and location are resolved afterwards.
public struct FindingCollector: Sendable {
    struct Finding: Sendable {
        var ruleIndex: Int
        var key: String
        var language: String?
        var message: String
        /// Whether the finding is a warning even where the rule's findings are errors.
        var isAtMostWarning = false
    }

    var ruleIndex = 0
    private(set) var findings: [Finding] = []

    /// Reports a finding about `key` in `language` (`nil` for the key as a whole). With `atMostWarning`, a
    /// rule whose findings are errors reports this one as a warning (a milder case of what it finds).
    public mutating func report(_ message: String, key: String, language: String?, atMostWarning: Bool = false) {
        findings.append(Finding(ruleIndex: ruleIndex, key: key, language: language, message: message, isAtMostWarning: atMostWarning))
    }

    /// Reports a finding about the key and language of `translation`.
    public mutating func report(_ message: String, in translation: TranslationContext) {
        report(message, key: translation.entry.key, language: translation.language.code)
    }
}

/// A key as messages quote it: in quotes, shortened when long, line breaks shown as `\n`.
func quoted(_ text: String, limit: Int = 60) -> String {
    var shown = text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    if shown.contains(where: { $0.isNewline }) {
        shown = shown.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n")
    }
    return "\"\(shown)\""
}

import Diagnostics
import StringCatalog

/// Leading or trailing spaces and line breaks that differ from the source.
public struct WhitespaceMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        id: .whitespaceMismatch,
        summary: "Leading or trailing whitespace or line breaks differ from the source",
        rationale: """
            Code often concatenates or lays out strings relying on their edges: a trailing space before a value, \
            a trailing line break in a message. A translation that drops or adds them runs words together or \
            leaves gaps.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("the trailing space is lost", [
                "Hero name: ": .texts(["fr": "Nom du héros :"]),
            ], expect: [("Hero name: ", "fr")]),
            CatalogExample("a line break is added at the end", [
                "Welcome back!": .texts(["de": "Willkommen zurück!\n"]),
            ], expect: [("Welcome back!", "de")]),
            CatalogExample("the leading line break is lost", [
                "\nTap to continue": .texts(["es": "Toca para continuar"]),
            ], expect: [("\nTap to continue", "es")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("same edges", [
                "Hero name: ": .texts(["fr": "Nom du héros\u{202F}: "]),
                "Line one\nLine two": .texts(["de": "Zeile eins\nZeile zwei"]),
            ]),
            CatalogExample("full-width punctuation carries its own spacing", [
                "Name: ": .texts(["ja": "名前："]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard translation.comparesWithSource else { return }
        for index in translation.units.indices {
            let unit = translation.units[index]
            guard !unit.value.isEmpty else { continue }
            let source = Edges(translation.sourceUnit(for: index).value)
            let target = Edges(unit.value)
            var problems: [String] = []
            if source.leading != target.leading { problems.append("starts with \(target.leading.text) where the source starts with \(source.leading.text)") }
            if source.trailing != target.trailing, !(source.trailing == .space && target.trailing == .none && endsWithFullWidthMark(unit.value)) {
                problems.append("ends with \(target.trailing.text) where the source ends with \(source.trailing.text)")
            }
            guard !problems.isEmpty else { continue }
            findings.report("\(translation.language.displayName) text\(unit.placeText) \(problems.joined(separator: " and "))", in: translation)
            return
        }
    }

    private func endsWithFullWidthMark(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        return (0xFF00...0xFFEF).contains(last.value) || (0x3000...0x303F).contains(last.value)
    }
}

/// What a text has at its start and end.
private struct Edges {
    enum Kind: Equatable {
        case none, space, lineBreak
        var text: String {
            switch self {
            case .none: "no whitespace"
            case .space: "a space"
            case .lineBreak: "a line break"
            }
        }
    }

    var leading: Kind
    var trailing: Kind

    init(_ text: String) {
        leading = .none
        trailing = .none
        for scalar in text.unicodeScalars {
            guard let kind = Self.kind(scalar) else { break }
            if kind == .lineBreak || leading == .none { leading = kind }
        }
        for scalar in text.unicodeScalars.reversed() {
            guard let kind = Self.kind(scalar) else { break }
            if kind == .lineBreak || trailing == .none { trailing = kind }
        }
    }

    private static func kind(_ scalar: Unicode.Scalar) -> Kind? {
        switch scalar {
        case "\n", "\r", "\u{2028}", "\u{2029}": return .lineBreak
        // No-break spaces are typography (French), not layout: they don't count as edges.
        case "\u{00A0}", "\u{202F}": return nil
        case " ", "\t": return .space
        default: return scalar.value < 0x80 ? nil : scalar.properties.isWhitespace ? .space : nil
        }
    }
}

extension RuleID {
    public static let whitespaceMismatch = RuleID("whitespace-mismatch")
}

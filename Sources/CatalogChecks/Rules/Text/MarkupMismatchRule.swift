import Diagnostics
import StringCatalog

/// Markdown that SwiftUI renders (emphasis, code, strikethrough, links, attributes such as
/// `^[…](inflect: true)`) that differs between the source and a translation.
public struct MarkupMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        id: .markupMismatch,
        summary: "Markdown or links differ from the source",
        rationale: """
            SwiftUI's `Text` renders Markdown in localized strings: `**bold**`, `*italic*`, `` `code` ``, \
            `~~strike~~`, `[links](https://…)` and attributes such as `^[%lld story](inflect: true)`. A translation \
            with an unbalanced marker shows raw asterisks, a changed URL sends users elsewhere, and a dropped \
            attribute loses grammatical agreement.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("the link target changed", [
                "Read our [Privacy Policy](https://example.com/privacy).": .texts(
                    ["de": "Lies unsere [Datenschutzerklärung](https://example.com/datenschutz)."]),
            ], expect: [("Read our [Privacy Policy](https://example.com/privacy).", "de")]),
            CatalogExample("one of two links dropped", [
                "[Docs](https://a.example) and [more docs](https://a.example)": .texts(["fr": "[Docs](https://a.example) et plus"]),
            ], expect: [("[Docs](https://a.example) and [more docs](https://a.example)", "fr")]),
            CatalogExample("bold markers lost", [
                "Tap **Create** to begin.": .texts(["fr": "Touchez Créer pour commencer."]),
            ], expect: [("Tap **Create** to begin.", "fr")]),
            CatalogExample("the inflection attribute is missing", [
                "^[%lld story](inflect: true)": .texts(["es": "%lld historias"]),
            ], expect: [("^[%lld story](inflect: true)", "es")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("the same markup around translated words", [
                "Tap **Create** to begin.": .texts(["fr": "Touchez **Créer** pour commencer."]),
                "Read our [Privacy Policy](https://example.com/privacy).": .texts(
                    ["de": "Lies unsere [Datenschutzerklärung](https://example.com/privacy)."]),
                "^[%lld story](inflect: true)": .texts(["es": "^[%lld historia](inflect: true)"]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard translation.comparesWithSource else { return }
        for index in translation.units.indices {
            let unit = translation.units[index]
            let sourceText = translation.sourceUnit(for: index).value
            guard Markup.mayContainMarkup(sourceText) || Markup.mayContainMarkup(unit.value), !unit.value.isEmpty else { continue }
            let source = Markup(sourceText), target = Markup(unit.value)
            guard let difference = source.difference(from: target) else { continue }
            findings.report("\(translation.language.displayName) text\(unit.placeText) \(difference)", in: translation)
            return
        }
    }
}

/// The Markdown SwiftUI renders in a text, reduced to what a translation must keep.
struct Markup: Equatable {
    var bold = 0, italic = 0, strikethrough = 0, code = 0
    /// Link targets, sorted.
    var links: [String] = []
    /// `^[…](…)` attribute arguments, sorted.
    var attributes: [String] = []

    /// A cheap byte test: only texts with `*`, `` ` ``, `~` or `](` can hold markup.
    static func mayContainMarkup(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") { return true }
            if byte == UInt8(ascii: "(") && previous == UInt8(ascii: "]") { return true }
            previous = byte
        }
        return false
    }

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        var bracketStart: [Int] = []
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch byte {
            case UInt8(ascii: "*") where next == UInt8(ascii: "*"): bold += 1; index += 2; continue
            case UInt8(ascii: "*"): italic += 1
            case UInt8(ascii: "~") where next == UInt8(ascii: "~"): strikethrough += 1; index += 2; continue
            case UInt8(ascii: "`"): code += 1
            case UInt8(ascii: "["): bracketStart.append(index)
            case UInt8(ascii: "]") where next == UInt8(ascii: "("):
                let start = bracketStart.popLast()
                guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ")")) else { break }
                let target = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
                if let start, start > 0, bytes[start - 1] == UInt8(ascii: "^") { attributes.append(target) } else { links.append(target) }
                index = close + 1
                continue
            default: break
            }
            index += 1
        }
        links.sort()
        attributes.sort()
    }

    /// What `other` (the translation) lacks or adds compared with this (the source), or `nil`.
    func difference(from other: Markup) -> String? {
        if links != other.links {
            let mine = Dictionary(links.map { ($0, 1) }, uniquingKeysWith: +)
            let theirs = Dictionary(other.links.map { ($0, 1) }, uniquingKeysWith: +)
            for url in Set(links + other.links).sorted() where mine[url] != theirs[url] {
                let source = mine[url] ?? 0, translation = theirs[url] ?? 0
                if source == 0 { return "links to \(url), which the source doesn't" }
                if translation == 0 { return "has no link to \(url) where the source has \(source == 1 ? "one" : "\(source)")" }
                return "links to \(url) \(translation == 1 ? "once" : "\(translation) times") where the source does \(source == 1 ? "once" : "\(source) times")"
            }
        }
        if attributes != other.attributes {
            return "has attributes [\(other.attributes.joined(separator: ", "))] where the source has [\(attributes.joined(separator: ", "))]"
        }
        let pairs: [(String, Int, Int)] = [("**", bold, other.bold), ("*", italic, other.italic), ("~~", strikethrough, other.strikethrough), ("`", code, other.code)]
        for (marker, mine, theirs) in pairs where mine != theirs {
            return "has \(Counted(theirs, "'\(marker)' marker")) where the source has \(mine)"
        }
        return nil
    }
}

extension RuleID {
    public static let markupMismatch = RuleID("markup-mismatch")
}

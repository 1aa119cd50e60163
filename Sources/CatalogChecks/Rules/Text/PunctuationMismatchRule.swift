import Diagnostics
import StringCatalog

/// Sentence-final punctuation that doesn't match the source, read with each language's own marks.
public struct PunctuationMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        id: .punctuationMismatch,
        summary: "Ending punctuation differs from the source, or uses marks foreign to the language",
        rationale: """
            A question that became a statement, a lost full stop or a label that gained an exclamation mark \
            usually means the translation changed meaning or tone. Languages write the same ending differently \
            (`。` in Japanese and Chinese, `؟` in Arabic, `;` for a question in Greek, none for a full stop in \
            Thai), so the check compares what the ending does, and flags ASCII marks where the language uses its own.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("a question became a statement", [
                "Delete this story?": .texts(["fr": "Supprimer cette histoire."]),
            ], expect: [("Delete this story?", "fr")]),
            CatalogExample("a full stop is missing", [
                "Create a hero to start your first story.": .texts(["de": "Erstelle einen Helden für deine erste Geschichte"]),
            ], expect: [("Create a hero to start your first story.", "de")]),
            CatalogExample("Arabic uses an ASCII question mark", [
                "Delete this story?": .texts(["ar": "حذف هذه القصة?"]),
            ], expect: [("Delete this story?", "ar")]),
            CatalogExample("Chinese ends with an ASCII full stop", [
                "The story was saved.": .texts(["zh-Hans": "故事已保存."]),
            ], expect: [("The story was saved.", "zh-Hans")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("each language's own marks", [
                "Delete this story?": .texts([
                    "ja": "このストーリーを削除しますか？", "ar": "حذف هذه القصة؟", "el": "Διαγραφή αυτής της ιστορίας;",
                    "fr": "Supprimer cette histoire\u{202F}?", "es": "¿Eliminar esta historia?",
                ]),
                "The story was saved.": .texts(["zh-Hans": "故事已保存。", "hi": "कहानी सहेजी गई।", "th": "บันทึกเรื่องแล้ว"]),
            ]),
            CatalogExample("closing quotes and brackets don't hide the ending", [
                "Tap \"Done\".": .texts(["fr": "Touchez «\u{202F}OK\u{202F}»."]),
                "Loading...": .texts(["de": "Wird geladen …"]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    private func article(_ ending: PunctuationProfile.Ending) -> String {
        ending == .exclamation || ending == .ellipsis ? "an" : "a"
    }

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard translation.comparesWithSource else { return }
        let profile = translation.language.punctuation
        for index in translation.units.indices {
            let unit = translation.units[index]
            guard !unit.value.isEmpty else { continue }
            let source = translation.entry.sourceEndings[translation.sourceIndices[index]]
            let target = profile.ending(of: unit.value)
            let name = translation.language.displayName
            if source.ending != target.ending {
                if target.ending == .none && profile.omittable.contains(source.ending) { continue }
                let found = target.ending == .none ? "no final punctuation" : "\(article(target.ending)) \(target.ending.rawValue) (\(target.mark))"
                let expected = source.ending == .none ? "none" : "\(article(source.ending)) \(source.ending.rawValue) (\(source.mark))"
                findings.report("\(name) text\(unit.placeText) ends with \(found) where the source has \(expected)", in: translation)
                return
            }
            if let foreign = profile.foreignMarks[target.mark], let preferred = profile.marks[foreign]?.first {
                findings.report(
                    "\(name) text\(unit.placeText) ends with '\(target.mark)'; \(name) writes '\(preferred)'", in: translation)
                return
            }
        }
    }
}

extension RuleID {
    public static let punctuationMismatch = RuleID("punctuation-mismatch")
}

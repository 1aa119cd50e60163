import Foundation
import Phrasebook

/// What a model is told: the task and its rules (keep every tag, answer in JSON), the glossary, the project's
/// style guide; then the texts, each with its key, comment, code and plural case.
enum TranslationInstructions {
    static func system(for batch: EngineBatch) -> String {
        var lines = [
            "You translate the user interface strings of an app from \(name(of: batch.sourceLanguage)) (\(batch.sourceLanguage)) into \(name(of: batch.targetLanguage)) (\(batch.targetLanguage)).",
            "Each text may hold inline tags: <x id=\"N\"/> stands for something that must stay exactly as it is (a placeholder, a line break, a name); <g id=\"N\">…</g> wraps words that keep their formatting. Keep every tag exactly once, with its id, where it belongs in the translation; add no other tags.",
            "A number in a text marked as a plural case stands for the count: write it as a numeral, inflect the words around it for that number.",
            "Translate for the screen: short, natural, in the app's voice. Use each key's comment and code to understand where the text appears.",
            "Answer with JSON only: {\"translations\": [{\"id\": <the text's id>, \"text\": \"<its translation>\"}]}, one entry per text.",
        ]
        if !batch.glossary.isEmpty {
            lines.append("Glossary (use these translations):")
            for hint in batch.glossary {
                lines.append("- \(hint.term) → \(hint.translations.joined(separator: " / "))\(hint.note.map { " (\($0))" } ?? "")")
            }
        }
        if let guide = batch.styleGuide, !guide.isEmpty {
            lines.append("The project's style guide:\n\(guide)")
        }
        return lines.joined(separator: "\n")
    }

    /// The texts as JSON: `{"texts": [{"id", "text", "key", "comment", "code", "plural_case"}]}`.
    static func texts(of batch: EngineBatch) -> String {
        struct Text: Encodable {
            var id: Int
            var text: String
            var key: String?
            var comment: String?
            var code: [String]?
            var pluralCase: String?

            enum CodingKeys: String, CodingKey {
                case id, text, key, comment, code
                case pluralCase = "plural_case"
            }
        }
        struct Texts: Encodable { var texts: [Text] }
        let texts = batch.segments.map { segment in
            Text(id: segment.id, text: segment.markup, key: segment.context?.key, comment: segment.context?.comment,
                 code: segment.context.flatMap { $0.code.isEmpty ? nil : $0.code }, pluralCase: segment.context?.pluralCase)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Texts(texts: texts))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// `Spanish` for `es`, in English; the tag itself when unknown.
    static func name(of tag: String) -> String {
        guard let language = LanguageTag(tag), let english = LanguageTag("en") else { return tag }
        return language.displayName(in: english) ?? tag
    }
}

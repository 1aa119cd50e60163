import Foundation

/// An engine of the user's own: an executable run once per batch that reads one JSON object per line on
/// standard input and writes one per line on standard output.
///
/// Each input line: `{"id": 1, "source_language": "en", "target_language": "de", "text": "Tap <g id=\"1\">Save</g>",
/// "key": "…", "comment": "…", "code": ["…"], "plural_case": "…", "glossary": [{"term": "…", "translations": ["…"]}]}`.
/// Each output line: `{"id": 1, "text": "…"}`, or `{"id": 1, "error": "why"}`; in any order. The tags in
/// `text` must come back exactly once each (see ``InlineMarkup``).
package struct CommandProvider: TranslationProvider {
    package let name = "command"
    /// The executable and its arguments.
    package var command: [String]
    /// The folder the command runs in (the project's), so relative paths in `command` work from anywhere.
    package var directory: URL?
    package var timeout: Double
    package let limits = BatchLimits(segments: 100, bytes: 50_000)
    package var readsContext: Bool { true }

    package init(command: [String], directory: URL? = nil, timeout: Double = 120) {
        self.command = command
        self.directory = directory
        self.timeout = timeout
    }

    package func unsupportedReason(from source: String, to target: String) async throws -> String? {
        guard let executable = command.first else { return "translate.command.run names no executable" }
        return ChildProcess.locate(self.executable) == nil ? "no executable '\(executable)' found for translate.command.run" : nil
    }

    struct Line: Encodable {
        var id: Int
        var sourceLanguage: String
        var targetLanguage: String
        var text: String
        var key: String?
        var comment: String?
        var code: [String]?
        var pluralCase: String?
        var glossary: [Term]?

        struct Term: Encodable {
            var term: String
            var translations: [String]
        }

        enum CodingKeys: String, CodingKey {
            case id, text, key, comment, code, glossary
            case sourceLanguage = "source_language", targetLanguage = "target_language", pluralCase = "plural_case"
        }
    }

    struct Answer: Decodable {
        var id: Int
        var text: String?
        var error: String?
    }

    /// The executable: a relative path is the project's.
    private var executable: String {
        guard let first = command.first, first.contains("/"), !first.hasPrefix("/"), let directory else { return command.first ?? "" }
        return directory.appendingPathComponent(first).path
    }

    package func translate(_ batch: EngineBatch) async throws -> [SegmentResult] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var input = Data()
        let glossary = batch.glossary.isEmpty ? nil : batch.glossary.map { Line.Term(term: $0.term, translations: $0.translations) }
        for segment in batch.segments {
            let line = Line(
                id: segment.id, sourceLanguage: batch.sourceLanguage, targetLanguage: batch.targetLanguage, text: segment.markup,
                key: segment.context?.key, comment: segment.context?.comment,
                code: segment.context.flatMap { $0.code.isEmpty ? nil : $0.code }, pluralCase: segment.context?.pluralCase, glossary: glossary)
            input.append(try encoder.encode(line))
            input.append(UInt8(ascii: "\n"))
        }
        let output = try await ChildProcess.run(
            executable, arguments: Array(command.dropFirst()), input: input, timeout: timeout, provider: name, directory: directory)
        guard output.status == 0 else {
            throw ProviderError(provider: name, message: "\(command[0]) exited with status \(output.status): \(output.errorExcerpt)")
        }
        var answers: [Int: SegmentResult] = [:]
        let decoder = JSONDecoder()
        for (number, line) in output.standardOutput.split(separator: UInt8(ascii: "\n")).enumerated() where !line.allSatisfy(ASCII.isWhitespace) {
            guard let answer = try? decoder.decode(Answer.self, from: Data(line)) else {
                throw ProviderError(provider: name, message: "line \(number + 1) of \(command[0])'s output is not {\"id\": …, \"text\": …}: \(String(decoding: line.prefix(120), as: UTF8.self))")
            }
            if let text = answer.text {
                answers[answer.id] = .translated(text)
            } else {
                answers[answer.id] = .failed(answer.error.map { "\(command[0]): \($0)" } ?? "\(command[0]) gave no text")
            }
        }
        return batch.segments.map { answers[$0.id] ?? .failed("\(command[0]) gave no answer for this text") }
    }
}

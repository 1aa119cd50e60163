/// A translation engine: Apertium, an Apertium APY or LibreTranslate server, DeepL, an OpenAI-compatible
/// model, or a command of the user's own. It receives protected texts (``ProtectedText/markup``) in batches and
/// returns each translated, tags kept; protection, plurals, memory, checks and saving are the run's.
package protocol TranslationProvider: Sendable {
    /// The name configured and reported (`apertium`, `deepl`, …).
    var name: String { get }
    /// How many segments and characters one request may carry.
    var limits: BatchLimits { get }
    /// Whether the engine reads each segment's context (comment, code, plural case): segments with the same
    /// text but different context are then sent apart.
    var readsContext: Bool { get }
    /// Why the engine can't translate `source` into `target`, or `nil` when it can.
    func unsupportedReason(from source: String, to target: String) async throws -> String?
    /// Translates one batch; the result has one entry per segment, in order: the engine's text, or why that
    /// segment has none. Throws for failures of the whole batch (after the provider's own retries).
    func translate(_ batch: EngineBatch) async throws -> [SegmentResult]
}

/// The size of one request.
package struct BatchLimits: Sendable, Hashable {
    package var segments: Int
    /// UTF-8 bytes of segment text.
    package var bytes: Int

    package init(segments: Int, bytes: Int) {
        self.segments = segments
        self.bytes = bytes
    }
}

/// One request to an engine: segments from one language into another, with what helps the engine.
package struct EngineBatch: Sendable {
    package var sourceLanguage: String
    package var targetLanguage: String
    package var segments: [EngineSegment]
    /// Glossary terms found in the batch's segments, with their agreed translations in the target language.
    package var glossary: [GlossaryHint]
    /// The project's style guide (`TRANSLATION.md`), for engines that take instructions.
    package var styleGuide: String?

    package init(sourceLanguage: String, targetLanguage: String, segments: [EngineSegment], glossary: [GlossaryHint] = [], styleGuide: String? = nil) {
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.segments = segments
        self.glossary = glossary
        self.styleGuide = styleGuide
    }
}

/// One text to translate, in ``InlineMarkup`` form, with its context.
package struct EngineSegment: Sendable, Hashable {
    /// Unique within its batch.
    package var id: Int
    package var markup: String
    package var context: SegmentContext?

    package init(id: Int, markup: String, context: SegmentContext? = nil) {
        self.id = id
        self.markup = markup
        self.context = context
    }
}

/// What a translator would want to know about a text.
package struct SegmentContext: Sendable, Hashable {
    package var key: String
    /// The key's comment for translators.
    package var comment: String?
    /// Places in the code that use the key, each with its line (`Sources/App/Home.swift:12: Text("Hello")`).
    package var code: [String]
    /// For a plural case: which one, and the number in the text standing for the count.
    package var pluralCase: String?

    package init(key: String, comment: String? = nil, code: [String] = [], pluralCase: String? = nil) {
        self.key = key
        self.comment = comment
        self.code = code
        self.pluralCase = pluralCase
    }
}

/// A glossary term and how the target language says it.
package struct GlossaryHint: Sendable, Hashable {
    package var term: String
    package var translations: [String]
    package var note: String?

    package init(term: String, translations: [String], note: String? = nil) {
        self.term = term
        self.translations = translations
        self.note = note
    }
}

/// What an engine returned for one segment.
package enum SegmentResult: Sendable, Hashable {
    case translated(String)
    /// The engine gave no text for this segment, and why.
    case failed(String)
}

/// Why an engine could not translate a batch: said in words, never with a secret.
package struct ProviderError: Error, Sendable, CustomStringConvertible {
    package var provider: String
    package var message: String
    /// Whether trying again later may work (429, 5xx, a timeout, a dropped connection).
    package var isTransient: Bool

    package init(provider: String, message: String, isTransient: Bool = false) {
        self.provider = provider
        self.message = message
        self.isTransient = isTransient
    }

    package var description: String { "\(provider): \(message)" }
}

import Foundation
import StringCatalog

/// What a run did, per language and unit: the summary `phrasebook translate` prints.
package struct TranslationReport: Sendable {
    /// Counts for one target language.
    package struct LanguageCounts: Sendable, Hashable {
        package var language: String
        package var provider: String?
        /// Units planned.
        package var planned = 0
        /// Reused from reviewed translations of the same text.
        package var fromMemory = 0
        /// Translated by the engine.
        package var fromEngine = 0
        /// Kept as the source has them: nothing in them to translate (placeholders, digits).
        package var asIs = 0
        /// Translated but not written: a protected part lost, a check error.
        package var refused = 0
        /// Not translated: the engine can't do the language, failed, or the run was stopped.
        package var notTranslated = 0
        /// Characters sent to the engine.
        package var characters = 0

        package init(language: String, provider: String?) {
            self.language = language
            self.provider = provider
        }

        package var written: Int { fromMemory + fromEngine + asIs }
    }

    package var languages: [LanguageCounts] = []
    /// Units refused, each with why.
    package var refused: [UnitNote] = []
    /// Units not translated (no source text, unsupported language, engine failure, stopped), each with why.
    package var notTranslated: [UnitNote] = []
    /// Plural cases written as the `other` form because the engine lost their sample number.
    package var pluralFallbacks: [UnitNote] = []
    /// Units the file changed during the run: left as they are now.
    package var conflicts: [UnitNote] = []
    /// Units `--limit` left for another run.
    package var leftOut = 0
    /// Requests sent to engines.
    package var requests = 0
    /// Time spent waiting for engines, and the whole run, in seconds.
    package var engineSeconds = 0.0
    package var totalSeconds = 0.0
    /// Why the run stopped before the end, if it did (an engine failure, cancellation, a file that can't be written).
    package var stopped: String?
    /// Whether nothing was written (`--dry-run`).
    package var isDryRun = false
    /// For a dry run: what would be sent, unit by unit.
    package var dryRunRows: [DryRunRow] = []
    /// What passed, when the run collects instead of writing.
    package var collected: [(unit: PlannedUnit, localization: Localization)] = []

    /// One row of the dry run's table.
    package struct DryRunRow: Sendable, Hashable {
        package var catalogPath: String
        package var key: String
        package var language: String
        /// `memory`, `as is`, or the engine's name.
        package var via: String
        package var characters: Int
    }

    package init() {}

    /// Units written (or, in a dry run, that would be), over every language.
    package var written: Int { languages.reduce(0) { $0 + $1.written } }
    /// Phrasebook's own time: the run less the engines'.
    package var overheadSeconds: Double { max(0, totalSeconds - engineSeconds) }

    mutating func counts(_ language: String) -> Int {
        if let index = languages.firstIndex(where: { $0.language == language }) { return index }
        languages.append(LanguageCounts(language: language, provider: nil))
        return languages.count - 1
    }
}

/// How far a run is, for a progress line.
package struct TranslationProgress: Sendable {
    package var language: String
    /// Units of this language finished (written, refused or not translated).
    package var done: Int
    package var total: Int
    package var elapsedSeconds: Double
}

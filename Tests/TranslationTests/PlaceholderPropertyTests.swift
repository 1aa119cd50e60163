import CatalogChecks
import Diagnostics
import Foundation
import StringCatalog
import Testing
import TestSupport
@testable import Translation

@Suite("Property: no written string has a changed placeholder set, whatever the engine does")
struct PlaceholderPropertyTests {
    /// Texts with every kind of protected part, for runs without the shared corpus.
    static let ownTexts = [
        "Delete %@?", "%1$@ sent you %2$lld photos", "You have %#@count@ left", "%lld%% of your goal", "First\nSecond %d",
        "Tap **Save** to keep %lld stories.", "^[%lld story](inflect: true)", "Read [the *docs*](https://example.com/a_(b)) & more",
        "Press <b>Continue</b> or <br/>%@", "Run `swift build` with %.2f GB", "%2$@ before %1$@", "Width: %-8.2f cm (%%)",
        "  Spaced %@  ", "Visit https://example.com/%@ today", "Open StoryApp to read %ld stories about %@",
        "%(count)lld photos by %(user)@", "%1$(name)@ has %(count)lld of %lld", "**%(title)@** in %(days).1f days",
    ]

    /// Every source text of the shared corpus's catalogs, with whether it is a substitution's case.
    static func corpusTexts() throws -> [(String, Bool)]? {
        guard Corpus.directory != nil else { return nil }
        var texts: [(String, Bool)] = []
        for file in Corpus.catalogFiles where file.url.pathExtension == "xcstrings" {
            let catalog = try StringCatalog.read(data: Data(contentsOf: file.url)).catalog
            for key in catalog.strings.keys.sorted() {
                let localization = catalog.strings[key]!.localizations[catalog.sourceLanguage] ?? .text(key)
                texts += TextUnit.units(of: localization).map { ($0.value, $0.isSubstitutionVariation) }
            }
        }
        return texts
    }

    static func check(_ texts: [(String, Bool)], seed: UInt64) -> (accepted: Int, refused: Int, problems: [String]) {
        var engine = ManglingEngine(seed: seed)
        var accepted = 0, refused = 0
        var problems: [String] = []
        for (text, isSubstitutionVariation) in texts {
            let protected = ProtectedText(text, isSubstitutionVariation: isSubstitutionVariation, doNotTranslate: ["StoryApp"])
            // An engine that keeps everything gives the text back exactly.
            if (try? protected.restore(protected.markup)) != text { problems.append("round trip: \(text)") }
            for _ in 0..<4 {
                guard let restored = try? protected.restore(engine.mangle(protected.markup)) else {
                    refused += 1
                    continue
                }
                accepted += 1
                // Named placeholders are numbered as the source names them, as a catalog's key reads them.
                let names = ArgumentNames(key: text, source: nil)
                let before = FormatString.parse(text, isSubstitutionVariation: isSubstitutionVariation, names: names)
                let after = FormatString.parse(restored, isSubstitutionVariation: isSubstitutionVariation, names: names)
                if !before.hasCompatibleArguments(with: after) || before.substitutionNames.sorted() != after.substitutionNames.sorted()
                    || before.specifiers.filter({ $0.kind == .percentSign }).count != after.specifiers.filter({ $0.kind == .percentSign }).count
                    || (!before.hasErrors && after.hasErrors)
                    || before.arguments.map(\.name).sorted(by: Self.optionalOrder) != after.arguments.map(\.name).sorted(by: Self.optionalOrder) {
                    problems.append("placeholders changed: \(text) → \(restored)")
                }
                // Specifiers are compared above (a reordered one is given its position); every other part is back as written.
                for span in protected.spans where span.kind != .formatSpecifier && span.kind != .substitution
                    && (!restored.contains(span.text) || !(span.closing.map(restored.contains) ?? true)) {
                    problems.append("\(span.description) lost: \(text) → \(restored)")
                }
            }
        }
        return (accepted, refused, problems)
    }

    private static func optionalOrder(_ lhs: String?, _ rhs: String?) -> Bool { (lhs ?? "") < (rhs ?? "") }

    @Test("the project's own texts, mangled a thousand ways: what comes back keeps every placeholder, or is refused")
    func ownFixtures() {
        let texts = Self.ownTexts.map { ($0, false) } + [("%arg stories", true), ("%arg of %lld", true)]
        let result = Self.check(Array(repeating: texts, count: 60).flatMap { $0 }, seed: 32)
        #expect(result.problems.isEmpty, "\(result.problems.prefix(10))")
        #expect(result.accepted > 500 && result.refused > 500, "accepted \(result.accepted), refused \(result.refused)")
    }

    @Test("every source text of the shared corpus, mangled: no written string has a changed placeholder set")
    func corpus() throws {
        guard let texts = try Self.corpusTexts() else { return }
        let result = Self.check(texts, seed: 2026)
        print("corpus: \(texts.count) source texts, \(result.accepted) mangled outputs accepted, \(result.refused) refused")
        #expect(texts.count > 1_500) // the corpus's catalogs hold about 2,000 source texts
        #expect(result.problems.isEmpty, "\(result.problems.count) problems: \(result.problems.prefix(10))")
    }

    @Test("a whole run with a mangling engine writes no unit with a placeholder, substitution or plural error")
    func wholeRun() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let project = try fixture.project()
        let engine = MutableEngine(seed: 7)
        let provider = ScriptedProvider { markup, _ in .translated(engine.mangle(markup)) }
        for language in ["es", "uk"] {
            let plan = TranslationPlan(project: project, selection: TranslationSelection(languages: [language]))
            let run = TranslationRun(project: try fixture.project(), plan: plan, providers: [language: provider], memory: TranslationMemory())
            _ = await run.run()
        }
        let written = try fixture.written()
        let findings = CatalogChecker(options: CheckOptions(project: project, languages: ["es", "uk"])).check(written).diagnostics
        let broken = findings.filter { stringBreakingRules.contains($0.ruleID) }
        #expect(broken.isEmpty, "\(broken.map(\.message))")
    }
}

/// A mangling engine shared by a provider's concurrent calls.
final class MutableEngine: @unchecked Sendable {
    private let lock = NSLock()
    private var engine: ManglingEngine
    init(seed: UInt64) { engine = ManglingEngine(seed: seed) }
    func mangle(_ markup: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        return engine.mangle(markup)
    }
}

/// The rules whose error findings mean a written string broke: its placeholders, substitutions or plural forms.
let stringBreakingRules: Set<RuleID> = [.placeholderMismatch, .invalidFormatSpecifier, .substitutionMismatch, .missingPluralCategory]

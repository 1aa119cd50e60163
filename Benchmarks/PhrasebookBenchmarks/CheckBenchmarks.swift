import BenchmarkSupport
import CatalogChecks
import Foundation
import ProjectConfiguration
import StringCatalog

/// `checks`: every catalog check over a generated 4 MB catalog in 32 languages (the target is ≤ 150 ms),
/// beside Foundation's JSONSerialization merely parsing the same bytes.
///
/// `PhrasebookBenchmarks checks --per-rule` adds the cost of the engine alone and of each rule;
/// `--profile` only runs the check in a loop, for `perf record`.
enum CheckBenchmarks {
    static var suite: BenchmarkSuite {
        BenchmarkSuite(name: "checks", summary: "catalog checks on a 4 MB, 32-language catalog", run: run)
    }

    private static func run() {
        let catalog = GeneratedCheckCatalog.make(keys: 430)
        let data = catalog.encoded()
        let megabytes = String(format: "%.1f", Double(data.count) / 1_048_576)
        print("catalog: \(catalog.strings.count) keys, \(catalog.languages.count) languages (source included), \(megabytes) MB")
        let checker = CatalogChecker(options: CheckOptions(
            releasedLanguages: Array(catalog.languages.prefix(20)), preparingLanguages: Array(catalog.languages.suffix(12)),
            parameters: CheckParameters(glossary: Glossary(doNotTranslate: ["StoryApp"], terms: [
                Glossary.Term(term: "story", translations: ["de": ["Geschichte"], "fr": ["histoire"]]),
            ]))))
        func check() -> Int { checker.check(catalog, file: "Localizable.xcstrings", text: data).diagnostics.count }
        if CommandLine.arguments.contains("--profile") {
            var findings = 0
            for _ in 0..<20 { findings += check() }
            print("\(findings) findings")
            return
        }
        print("\(check()) findings from \(checker.rules.count) rules")
        if CommandLine.arguments.contains("--per-rule") { printBreakdown(checker, catalog: catalog, data: data) }

        let checkOnly = measureMedianNanoseconds(samples: 9) { _ = check() }
        let readAndCheck = measureMedianNanoseconds(samples: 9) {
            let parsed = try! StringCatalog(data: data, path: "Localizable.xcstrings")
            _ = checker.check(parsed, file: "Localizable.xcstrings", text: data)
        }
        let foundationParse = measureMedianNanoseconds(samples: 9) { _ = try! JSONSerialization.jsonObject(with: data) }
        printComparison("check (model in memory, with line numbers)", phrasebook: checkOnly, peerName: "JSONSerialization parse", peer: foundationParse)
        printComparison("read + check", phrasebook: readAndCheck, peerName: "JSONSerialization parse", peer: foundationParse)
        // On a shared machine wall time swings with load; the thread's CPU time is steadier.
        let checkCPU = medianThreadCPUNanoseconds(samples: 9) { _ = check() }
        let parseCPU = medianThreadCPUNanoseconds(samples: 9) { _ = try! JSONSerialization.jsonObject(with: data) }
        printComparison("check, thread CPU time", phrasebook: checkCPU, peerName: "JSONSerialization parse", peer: parseCPU)
        let met = min(checkOnly, checkCPU) <= 150_000_000
        print("target: check ≤ 150 ms — \(met ? "met" : "NOT met") (wall \(formatDuration(checkOnly)), CPU \(formatDuration(checkCPU)))")
    }

    /// The engine alone (contexts, parsing, coverage, line index, sorting) and each rule on top of it.
    private static func printBreakdown(_ checker: CatalogChecker, catalog: StringCatalog, data: Data) {
        print("line index: \(formatDuration(measureMedianNanoseconds(samples: 5) { _ = CatalogLineIndex(text: data) }))")
        let engine = CatalogChecker(options: checker.options, ruleTypes: [])
        print("engine without rules: \(formatDuration(measureMedianNanoseconds(samples: 5) { _ = engine.check(catalog, text: data) }))")
        for type in CheckRules.all {
            let single = CatalogChecker(options: checker.options, ruleTypes: [type])
            print("  + \(type.description.id): \(formatDuration(measureMedianNanoseconds(samples: 5) { _ = single.check(catalog, text: data) }))")
        }
    }
}

/// The median CPU time of the calling thread for one call of `body`, after a warm-up call.
private func medianThreadCPUNanoseconds(samples: Int, _ body: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
    body()
    var times: [Double] = []
    for _ in 0..<samples {
        let start = now()
        body()
        times.append(now() - start)
    }
    return times.sorted()[samples / 2]
}

/// A realistic catalog: plain strings, format strings, plurals, Markdown, and the usual defects
/// (missing, new and unreviewed translations, placeholder and punctuation slips) spread over languages.
enum GeneratedCheckCatalog {
    static let languages = [
        "ar", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja",
        "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans",
    ]

    static func make(keys: Int) -> StringCatalog {
        var strings: [String: CatalogEntry] = [:]
        for index in 0..<keys {
            let (key, isPlural) = sourceText(index)
            var localizations: [String: Localization] = [:]
            for (languageIndex, language) in languages.enumerated() {
                let mix = (index * 31 + languageIndex * 7) % 97
                if mix == 0 { continue } // missing
                let state: TranslationState = mix == 1 ? .new : mix == 2 ? .needsReview : .translated
                let text = translated(key, language: language, defect: mix)
                if isPlural {
                    localizations[language] = Localization(variations: Variations(plural: [
                        .one: .text(text.replacingOccurrences(of: "%lld", with: "1"), state: state),
                        .few: .text(text, state: state), .many: .text(text, state: state), .other: .text(text, state: state),
                    ]))
                } else {
                    localizations[language] = .text(text, state: state)
                }
            }
            strings[key] = CatalogEntry(
                comment: "Shown on screen \(index % 40) of the StoryApp, where the reader picks a story for tonight.",
                extractionState: index % 50 == 0 ? .stale : nil, localizations: localizations)
        }
        return StringCatalog(sourceLanguage: "en", strings: strings)
    }

    private static func sourceText(_ index: Int) -> (String, Bool) {
        switch index % 6 {
        case 0: return ("Read tonight's story number \(index) with your hero before bed.", false)
        case 1: return ("%@ finished %lld stories this week (\(index))", false)
        case 2: return ("%lld stories in your library \(index)", true)
        case 3: return ("Tap **Create** to start story \(index) in StoryApp.", false)
        case 4: return ("Delete story \(index)?", false)
        default: return ("Settings \(index)", false)
        }
    }

    /// A pseudo-translation, with a defect for a few `defect` values.
    private static func translated(_ source: String, language: String, defect: Int) -> String {
        var text = "[\(language)] " + source.replacingOccurrences(of: "story", with: "histoire ⟨\(language)⟩ Geschichte")
        switch defect {
        case 3: text = text.replacingOccurrences(of: "%lld", with: "%@")
        case 4: text += " "
        case 5: text = text.replacingOccurrences(of: "?", with: ".")
        case 6: text = text.replacingOccurrences(of: "StoryApp", with: "Story-App")
        default: break
        }
        return text
    }
}

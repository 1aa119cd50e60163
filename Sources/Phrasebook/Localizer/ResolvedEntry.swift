import StringCatalog

/// One key resolved along the negotiated chain at load: the text to show and where it came from.
/// Immutable, shared by reference from the lookup dictionaries.
final class ResolvedEntry: Sendable {
    let key: String
    let table: String
    /// Set when the text renders without arguments: the whole lookup is then one dictionary read.
    let plainText: String?
    let localization: CompiledLocalization
    /// The language of the text; `nil` for the key itself.
    let language: String?
    let step: FallbackStep
    /// The plural rules of `language`.
    let plurals: PluralSelector
    /// A problem found at load (a translation that would misread its arguments), reported on first use so
    /// that only strings an app shows are reported.
    let issue: LocalizationIssue?

    init(key: String, table: String, localization: CompiledLocalization, language: String?, step: FallbackStep,
         plurals: PluralSelector, issue: LocalizationIssue? = nil) {
        self.key = key
        self.table = table
        // An entry with an issue takes the rendering path, which reports it.
        self.plainText = issue == nil ? localization.plainText : nil
        self.issue = issue
        self.localization = localization
        self.language = language
        self.step = step
        self.plurals = plurals
    }
}

/// Resolves every key of a table along a chain of languages, once, at load.
struct TableResolver {
    let chain: [String]
    let compiler: LocalizationCompiler

    /// Resolves every key of `table` into `entries`; the keys that name placeholders get their numbering in
    /// `names` (kept apart: lookups never read it).
    func resolve(_ table: LocalizationTable, into entries: inout [String: ResolvedEntry], names namesByKey: inout [String: ArgumentNames]) {
        let catalog = table.catalog
        let source = catalog.sourceLanguage
        let sourcePlurals = PluralSelector.cardinal(for: source)
        let chainPlurals = chain.map(PluralSelector.cardinal(for:))
        entries.reserveCapacity(entries.count + catalog.strings.count)

        for (key, entry) in catalog.strings {
            // Named placeholders (`%(count)lld`) are numbered by the source text, for every language.
            let names = ArgumentNames(key: key, source: entry.localizations[source])
            if !names.isEmpty { namesByKey[key] = names }
            // Catalogs omit a source value equal to its key: the key is then the source text.
            let compiledSource = entry.localizations[source].flatMap { compiler.compile($0, names: names) }
            let sourceText = compiledSource ?? LocalizationCompiler.keyLocalization(key)
            let sourceIssue = compiledSource?.defect.map {
                LocalizationIssue(kind: .invalidSource, key: key, table: table.name, language: source,
                                  message: "the source string \($0); showing it as written")
            }
            func sourceEntry(_ step: FallbackStep, issue: LocalizationIssue? = nil) -> ResolvedEntry {
                ResolvedEntry(key: key, table: table.name, localization: sourceText, language: source, step: step,
                              plurals: sourcePlurals, issue: issue ?? sourceIssue)
            }
            if entry.shouldTranslate == false {
                entries[key] = sourceEntry(.doNotTranslate)
                continue
            }
            // Translations must read arguments as the source text does, and as the key does when it is a
            // format (interpolated keys are: `%lld cents`).
            var reference = sourceText.signature
            if compiledSource != nil, key.containsPercentSign {
                reference = reference.addingMissing(from: FormatTemplate(key).signature)
            }

            var resolved: ResolvedEntry?
            for (rank, language) in chain.enumerated() {
                if language == source {
                    // The source language closing the chain is the fallback, not a preference.
                    let isFallback = rank > 0 && rank == chain.count - 1
                    resolved = sourceEntry(isFallback ? .sourceLanguage : .preferredLanguage(rank: rank))
                    break
                }
                guard let localization = entry.localizations[language], let compiled = compiler.compile(localization, names: names)
                else { continue }
                if let problem = compiled.defect ?? Self.invalidSpecifier(in: compiled, reference: reference)
                    ?? compiled.unknownName.map({ "uses the placeholder name '\($0)', which the source string doesn't have" })
                    ?? compiled.signature.incompatibility(with: reference) {
                    let issue = LocalizationIssue(kind: .specifierMismatch, key: key, table: table.name, language: language,
                                                  message: "the translation \(problem); showing the source string")
                    resolved = sourceEntry(.sourceLanguageAfterSpecifierMismatch(language: language), issue: issue)
                    break
                }
                resolved = ResolvedEntry(key: key, table: table.name, localization: compiled, language: language,
                                         step: .preferredLanguage(rank: rank), plurals: chainPlurals[rank])
                break
            }
            entries[key] = resolved ?? sourceEntry(.sourceLanguage)
        }
    }

    /// A translation's specifier that Foundation can't format, described, when it matters: an unknown
    /// conversion (`%n`) is plain text where the source reads no arguments, as `check` treats it; a bad
    /// position (`%0$lld`, `%99999$d`) never is.
    static func invalidSpecifier(in compiled: CompiledLocalization, reference: FormatSignature) -> String? {
        guard let problem = compiled.invalidSpecifier else { return nil }
        switch problem.kind {
        case .unknownConversion, .malformedPlaceholderName: if reference.classes.isEmpty { return nil }
        default: break
        }
        return "has an invalid format specifier: \(problem.message)"
    }
}

extension FormatSignature {
    /// This signature with `other`'s arguments added where this one reads none.
    func addingMissing(from other: FormatSignature) -> FormatSignature {
        var result = self
        for (index, argumentClass) in other.classes where classes[index] == nil {
            result.record(argumentClass, at: index)
        }
        return result
    }
}

import Foundation
import StringCatalog

/// Looks up localized strings in one or more tables for a negotiated chain of languages.
///
/// All work happens at creation: every key is resolved along the chain (per-string fallback down to
/// the source language and finally the key), variations for the configured device are chosen and every
/// text is parsed. A lookup is then one dictionary read, plus formatting when the string takes arguments.
/// A `Localizer` is an immutable value: share it freely across threads; create a new one to change language.
public struct Localizer: Sendable {
    /// The negotiated languages, most preferred first, as written in the tables.
    public let languages: [String]
    /// The device whose variations are shown.
    public let device: DeviceKind
    /// The locale of the first negotiated language (or the one passed in), for formatting dates, numbers
    /// and lists, and the decimal separator of `%f`.
    /// Use this instead of `Locale.current`, which on Linux ignores the user's language.
    public let locale: Locale

    private let anyTable: ResolvedEntryIndex
    private let byTable: [String: ResolvedEntryIndex]
    /// The numbering of named placeholders by table and key, for the keys that have names.
    private let argumentNames: [String: [String: ArgumentNames]]
    private let renderer: EntryRenderer
    private let reporter: IssueReporter
    /// Plural rules for keys no table has, chosen once rather than per lookup.
    private let missingKeyPlurals: PluralSelector

    /// Creates a localizer for `languages`, an already negotiated chain (see `LanguageSettings`).
    ///
    /// - Parameters:
    ///   - tables: the tables to look keys up in; with no `table:` argument the first that has the key wins.
    ///   - languages: the fallback chain, most preferred first. Each table's source language is always the
    ///     last resort, then the key.
    ///   - device: which device variation to show (`other` when a string has none for it).
    ///   - policy: which string units count as translated.
    ///   - locale: the formatting locale; by default the first language of the chain. Pass the user's own
    ///     (`fr-CH` for a user shown `fr` strings) to keep their regional formats.
    ///   - reportIssue: called once per distinct problem (mismatched specifiers, unfit arguments);
    ///     by default a warning on standard error.
    public init(
        tables: [LocalizationTable],
        languages: [String],
        device: DeviceKind = .other,
        policy: TranslationPolicy = .default,
        locale: Locale? = nil,
        reportIssue: @escaping @Sendable (LocalizationIssue) -> Void = LocalizationIssue.printWarning
    ) {
        let chain = languages.map { $0.replacingOccurrences(of: "_", with: "-") }
        self.languages = chain
        self.device = device
        let localeLanguage = chain.first ?? tables.first?.catalog.sourceLanguage ?? "en"
        let locale = locale ?? Locale(identifier: localeLanguage)
        self.locale = locale
        self.renderer = EntryRenderer(conversions: ConversionRenderer(locale: locale))
        let reporter = IssueReporter(hook: reportIssue)
        self.reporter = reporter

        let resolver = TableResolver(chain: chain, compiler: LocalizationCompiler(device: device, policy: policy))
        var byTable: [String: [String: ResolvedEntry]] = [:]
        var anyTable: [String: ResolvedEntry] = [:]
        var argumentNames: [String: [String: ArgumentNames]] = [:]
        for table in tables {
            var entries = byTable[table.name] ?? [:]
            resolver.resolve(table, into: &entries, names: &argumentNames[table.name, default: [:]])
            byTable[table.name] = entries
            if anyTable.isEmpty {
                anyTable = entries
            } else {
                anyTable.merge(entries) { first, _ in first }
            }
        }
        self.byTable = byTable.mapValues(ResolvedEntryIndex.init)
        self.argumentNames = argumentNames.filter { !$0.value.isEmpty }
        self.anyTable = ResolvedEntryIndex(anyTable)
        self.missingKeyPlurals = .cardinal(for: chain.first ?? "en")
    }

    // `comment:` is for translators, as in Apple's `String(localized:comment:)`: it is ignored at run time
    // and read from the source by `phrasebook extract`, which writes it into the catalog.

    /// The localized string for an interpolated key: `localizer.string("\(count) cents")` looks up
    /// `%lld cents` and formats it with `count`.
    public func string(_ key: LocalizationKey, table: String? = nil, comment: StaticString? = nil) -> String {
        string(forKey: key.key, table: table, arguments: key.arguments)
    }

    /// The localized string for `key`, formatted with `arguments` when it has conversions.
    public func string(
        forKey key: String, table: String? = nil, arguments: [FormatValue] = [], comment: StaticString? = nil
    ) -> String {
        if table == nil {
            switch anyTable.hit(key) {
            case .text(let text): return text // a plain hit, most lookups: the text alone, without the entry
            case .rendered(let entry): return renderedText(entry, arguments)
            case .absent: break
            }
        } else if let entry = entry(key, table: table) {
            return text(of: entry, arguments)
        }
        return arguments.isEmpty ? key : renderMissing(key, table: table, arguments).text
    }

    /// The localized string for a semantic key (`"prompt.story.instruction"`) whose source text is given
    /// in code, as with Apple's `String(localized:defaultValue:)`: the default value supplies the arguments,
    /// and its text is shown when no table has the key.
    public func string(
        forKey key: String, defaultValue: LocalizationKey, table: String? = nil, comment: StaticString? = nil
    ) -> String {
        guard let entry = entry(key, table: table) else {
            return defaultValue.arguments.isEmpty ? defaultValue.key : renderMissing(defaultValue.key, table: table, defaultValue.arguments).text
        }
        return text(of: entry, defaultValue.arguments)
    }

    /// The localized string for `key` formatted with the given values.
    public func string(
        forKey key: String, table: String? = nil, _ arguments: any FormatValueConvertible..., comment: StaticString? = nil
    ) -> String {
        string(forKey: key, table: table, arguments: arguments.map(\.formatValue))
    }

    /// How `key` resolves: the text, and which table, language, fallback step and variations produced it.
    public func explain(_ key: String, table: String? = nil, arguments: [FormatValue] = []) -> LookupExplanation {
        guard let entry = entry(key, table: table) else {
            let result = renderMissing(key, table: table, arguments)
            return LookupExplanation(text: result.text, table: nil, language: nil, step: .key, variations: result.choices, chain: languages)
        }
        let result = render(entry, arguments, explaining: true)
        let compiled = entry.localization.variation.isEmpty ? [] : [entry.localization.variation]
        return LookupExplanation(text: result.text, table: entry.table, language: entry.language, step: entry.step,
                                 variations: compiled + result.choices, chain: languages)
    }

    /// Whether any table (or the named one) has `key`.
    public func contains(_ key: String, table: String? = nil) -> Bool {
        entry(key, table: table) != nil
    }

    /// The argument numbers of `key`'s named placeholders (`count` → 1 for `%(count)lld landmarks`), from its
    /// source text; empty when it names none or no table has it (then from the key itself).
    public func argumentNames(forKey key: String, table: String? = nil) -> ArgumentNames {
        guard let entry = entry(key, table: table) else { return ArgumentNames(key: key, source: nil) }
        return argumentNames[entry.table]?[key] ?? ArgumentNames()
    }

    /// The kinds of argument `key` reads, from its resolved text and the key itself.
    func argumentSignature(forKey key: String, table: String?) -> FormatSignature {
        let keySignature = FormatTemplate(key).signature
        guard let entry = entry(key, table: table) else { return keySignature }
        return entry.localization.signature.addingMissing(from: keySignature)
    }

    @inline(__always)
    private func entry(_ key: String, table: String?) -> ResolvedEntry? {
        guard let table else { return anyTable[key] }
        return byTable[table]?[key]
    }

    @inline(__always)
    private func text(of entry: ResolvedEntry, _ arguments: [FormatValue]) -> String {
        entry.plainText ?? renderedText(entry, arguments)
    }

    /// The rendered text alone, reporting problems as `render` does.
    private func renderedText(_ entry: ResolvedEntry, _ arguments: [FormatValue]) -> String {
        if let issue = entry.issue { reporter.report(issue) }
        return renderer.text(entry, arguments) { reportArgumentProblem($0, of: entry) }
    }

    private func render(_ entry: ResolvedEntry, _ arguments: [FormatValue], explaining: Bool) -> EntryRenderer.Result {
        if let issue = entry.issue { reporter.report(issue) }
        let result = renderer.render(entry, arguments, explaining: explaining)
        if let problem = result.argumentProblem { reportArgumentProblem(problem, of: entry) }
        return result
    }

    private func reportArgumentProblem(_ problem: String, of entry: ResolvedEntry) {
        reporter.report(LocalizationIssue(kind: .argumentMismatch, key: entry.key, table: entry.table,
                                          language: entry.language ?? "", message: problem))
    }

    private func renderMissing(_ key: String, table: String?, _ arguments: [FormatValue]) -> EntryRenderer.Result {
        let entry = ResolvedEntry(key: key, table: table ?? "", localization: LocalizationCompiler.keyLocalization(key),
                                  language: nil, step: .key, plurals: missingKeyPlurals)
        return render(entry, arguments, explaining: false)
    }
}

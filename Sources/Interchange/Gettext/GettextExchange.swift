import Plurals
import StringCatalog
import TranslationExchange

/// A catalog as gettext files, and gettext files back as messages.
///
/// One entry per key: the source text as `msgid` (plural strings: the source's `one` case as `msgid` and its
/// `other` case as `msgid_plural`), the key as `msgctxt` where it is not the source text itself, the comment as
/// `#.`, where the code uses the key as `#:`, `objc-format` for texts with arguments (so `msgfmt -c` checks
/// that translations keep them), `fuzzy` for `needs_review`. A translation's forms are its language's CLDR
/// categories in CLDR's order, with `Plural-Forms` generated from the same rules.
package struct GettextExchange {
    /// Where the code uses a key (`Sources/App/View.swift:12`), by catalog path and key.
    package var references: @Sendable (_ catalog: String, _ key: String) -> [String]
    /// `X-Generator`.
    package var generator: String

    package init(generator: String, references: @escaping @Sendable (String, String) -> [String] = { _, _ in [] }) {
        self.generator = generator
        self.references = references
    }

    /// Every state gettext writes as `fuzzy` reads back as `needs_review`.
    package static let stateAfterRoundTrip: @Sendable (TranslationState) -> TranslationState = { $0 == .translated ? .translated : .needsReview }

    // MARK: Export

    /// The template (`.pot`) and one `.po` per language of `languages` other than the source.
    package func export(_ named: NamedCatalog, languages: [String], losses: inout [NotCarried])
        -> (template: POFile, translations: [(language: String, file: POFile)]) {
        let catalog = named.catalog
        let reader = FlatMessageReader(named: named, formatName: "gettext")
        let table = named.original.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? named.original
        let targets = languages.filter { $0 != catalog.sourceLanguage }
        var template = POFile(header: [
            ("Project-Id-Version", table), ("Report-Msgid-Bugs-To", ""), ("MIME-Version", "1.0"),
            ("Content-Type", "text/plain; charset=UTF-8"), ("Content-Transfer-Encoding", "8bit"),
            ("X-Generator", generator), ("X-Source-Language", catalog.sourceLanguage), ("X-Phrasebook-Catalog", named.original),
        ], entries: [])
        var files = targets.map { language in
            let forms = GettextPluralForms(language: language)
            return (language: language, file: POFile(header: [
                ("Project-Id-Version", table), ("Report-Msgid-Bugs-To", ""), ("Language-Team", ""), ("Last-Translator", ""),
                ("Language", language), ("MIME-Version", "1.0"), ("Content-Type", "text/plain; charset=UTF-8"),
                ("Content-Transfer-Encoding", "8bit"), ("Plural-Forms", forms.header), ("X-Generator", generator),
                ("X-Phrasebook-Catalog", named.original),
            ], entries: []), forms: forms)
        }
        for key in catalog.strings.keys.sorted() {
            let entry = catalog.strings[key]!
            guard let source = reader.message(key: key, entry: entry, language: catalog.sourceLanguage, losses: &losses) else {
                for target in targets where entry.localizations[target] != nil {
                    losses.append(reader.loss(key, target, .shape, "has no source text gettext can hold (see the source language's report); not written"))
                }
                continue
            }
            var base: POFile.Entry
            switch source.content {
            case .text(let unit):
                base = POFile.Entry(id: unit.value, translations: [""])
            case .plural(let cases):
                guard let other = cases[.other] else {
                    losses.append(reader.loss(key, nil, .pluralCase, "has no 'other' plural case in the source, which msgid_plural holds; not written"))
                    continue
                }
                for category in cases.keys.sorted() where category != .one && category != .other {
                    losses.append(reader.loss(key, catalog.sourceLanguage, .pluralCase,
                        "source plural case '\(category)' has no place in gettext (msgid and msgid_plural hold 'one' and 'other'); not written"))
                }
                if cases[.one] == nil || cases[.one]?.value == other.value {
                    losses.append(reader.loss(key, catalog.sourceLanguage, .pluralCase, cases[.one] == nil
                        ? "has no 'one' case in the source; msgid repeats the 'other' text, which an import reads as no 'one' case"
                        : "has the same 'one' and 'other' text in the source, which an import reads as no 'one' case"))
                }
                base = POFile.Entry(id: (cases[.one] ?? other).value, pluralID: other.value, translations: ["", ""])
            }
            // An entry without msgctxt and with an empty msgid would be the header.
            if key != base.id || key.isEmpty { base.context = key }
            if let comment = entry.comment, !comment.isEmpty { base.extractedComments = comment.components(separatedBy: "\n") }
            base.references = references(named.original, key)
            if [base.id, base.pluralID].contains(where: { $0.map { MessageText.parse($0).0.isFormat } ?? false }) {
                base.flags = ["objc-format"]
            }
            template.entries.append(base)
            for index in files.indices {
                var translated = base
                translate(&translated, key: key, entry: entry, language: files[index].language, forms: files[index].forms,
                          reader: reader, losses: &losses)
                files[index].file.entries.append(translated)
            }
        }
        template.isHeaderFuzzy = true
        return (template, files.map { ($0.language, $0.file) })
    }

    private func translate(_ po: inout POFile.Entry, key: String, entry: CatalogEntry, language: String,
                           forms: GettextPluralForms, reader: FlatMessageReader, losses: inout [NotCarried]) {
        po.translations = po.pluralID == nil ? [""] : Array(repeating: "", count: forms.nplurals)
        guard let message = reader.message(key: key, entry: entry, language: language, losses: &losses) else { return }
        var written: [(String, StringUnit)] = []
        switch message.content {
        case .text(let unit):
            if po.pluralID != nil {
                losses.append(reader.loss(key, language, .shape, "has one string where the source has plural cases; gettext writes it in every form, which an import reads as plural cases"))
                written = forms.categories.map { ($0.rawValue, unit) }
            } else {
                written = [("", unit)]
            }
        case .plural(let cases):
            guard po.pluralID != nil else {
                losses.append(reader.loss(key, language, .shape, "varies by plural where the source does not; a gettext entry without msgid_plural cannot; not written"))
                return
            }
            for category in cases.keys.sorted() where !forms.categories.contains(category) {
                losses.append(reader.loss(key, language, .pluralCase,
                    "plural case '\(category)' is not one of \(language)'s CLDR categories (\(forms.categories.map(\.rawValue).joined(separator: ", "))), which gettext's forms are; not written"))
            }
            written = forms.categories.compactMap { category in cases[category].map { (category.rawValue, $0) } }
        }
        var needsReview = false
        var translatedCases: [String] = []
        for (place, unit) in written {
            let where_ = place.isEmpty ? "" : " (plural case '\(place)')"
            if unit.value.isEmpty, unit.state != .new {
                losses.append(reader.loss(key, language, .text, "is empty\(where_), which gettext reads as untranslated; an import leaves it out"))
            }
            switch unit.state {
            case .new:
                losses.append(reader.loss(key, language, .untranslated, "is untranslated (state new)\(where_); written as an empty msgstr"))
                continue
            case .translated:
                translatedCases.append(place)
            case .needsReview:
                needsReview = true
            default:
                needsReview = true
                losses.append(reader.loss(key, language, .state, "is \(unit.state)\(where_), which gettext cannot mark; written as fuzzy, which imports as needs_review"))
            }
            if po.pluralID == nil {
                po.translations = [unit.value]
            } else if let index = forms.categories.firstIndex(of: PluralCategory(place)) {
                po.translations[index] = unit.value
            }
        }
        if needsReview {
            po.flags.append("fuzzy")
            for place in translatedCases where !place.isEmpty {
                losses.append(reader.loss(key, language, .state, "plural case '\(place)' is translated but shares a fuzzy entry with cases needing review; it imports as needs_review"))
            }
        }
    }

    // MARK: Import

    /// The messages of a gettext file. A template (`.pot`) holds the source language's texts; a `.po` file its
    /// `Language`'s (or `language`'s when the header has none), its forms placed by its own `Plural-Forms`.
    package static func importedFile(_ po: POFile, path: String, isTemplate: Bool, language fallback: String?,
                                     sourceLanguage: String) throws(InterchangeReadError) -> ImportedFile {
        let headerLanguage = po.headerField("Language").flatMap { $0.isEmpty ? nil : $0 }
        let language = isTemplate ? (po.headerField("X-Source-Language") ?? sourceLanguage) : (headerLanguage ?? fallback)
        guard let language else {
            throw InterchangeReadError(path: path, line: 1, message: "the header has no Language and the file name is not a language tag; name the file LANG.po or pass --language")
        }
        var categories: [PluralCategory] = []
        if !isTemplate, po.entries.contains(where: { $0.pluralID != nil }) {
            categories = try formCategories(po.headerField("Plural-Forms"), language: language, path: path)
        }
        let sourceHasOne = PluralRules.cardinal(for: sourceLanguage).categories.contains(.one)
        var messages: [ImportedMessage] = []
        for entry in po.entries {
            let key = entry.context ?? entry.id
            var content: ImportedMessage.Content?
            if isTemplate {
                if let pluralID = entry.pluralID {
                    // msgid repeats msgid_plural where the source has no 'one' case of its own.
                    let hasOne = sourceHasOne && entry.id != pluralID
                    content = .plural(hasOne ? [.one: literal(entry.id), .other: literal(pluralID)] : [.other: literal(pluralID)])
                } else {
                    content = .text(literal(entry.id))
                }
            } else if entry.pluralID != nil {
                var cases: [PluralCategory: MessageText] = [:]
                for (index, text) in entry.translations.enumerated() where !text.isEmpty && index < categories.count {
                    cases[categories[index]] = literal(text)
                }
                if !cases.isEmpty { content = .plural(cases) }
            } else if let text = entry.translations.first, !text.isEmpty {
                content = .text(literal(text))
            }
            guard let content else { continue }
            messages.append(ImportedMessage(
                key: key, content: content, state: entry.isFuzzy && !isTemplate ? .needsReview : .translated, line: entry.line,
                comment: entry.extractedComments.isEmpty ? nil : entry.extractedComments.joined(separator: "\n")))
        }
        return ImportedFile(path: path, language: language, catalog: po.headerField("X-Phrasebook-Catalog"), messages: messages)
    }

    /// gettext keeps the catalog's printf text as it is.
    private static func literal(_ text: String) -> MessageText { MessageText([.literal(text)]) }

    /// Which CLDR category each `msgstr[k]` is: the generated forms when the header has them, else found by
    /// evaluating the file's expression against CLDR's categories for the integers gettext can pick.
    static func formCategories(_ header: String?, language: String, path: String) throws(InterchangeReadError) -> [PluralCategory] {
        let generated = GettextPluralForms(language: language)
        guard let header else { return generated.categories }
        let compact = header.filter { !$0.isWhitespace }
        if compact == generated.header.filter({ !$0.isWhitespace }) { return generated.categories }
        guard let pluralsRange = compact.range(of: "nplurals="), let expressionRange = compact.range(of: "plural=", range: pluralsRange.upperBound..<compact.endIndex),
              let nplurals = Int(compact[pluralsRange.upperBound...].prefix { $0.isNumber }), nplurals > 0, nplurals <= 32,
              let expression = PluralExpression(String(compact[expressionRange.upperBound...].prefix { $0 != ";" })) else {
            throw InterchangeReadError(path: path, line: 1, message: "expected Plural-Forms: nplurals=N; plural=EXPRESSION;, found '\(header)'")
        }
        let rules = PluralRules.cardinal(for: language)
        var categoriesOfForm: [Int: Set<PluralCategoryName>] = [:]
        for n in Array(0...1_000) + [10_000, 100_000, 1_000_000, 10_000_000] {
            guard let form = expression.evaluate(UInt64(n)), form < UInt64(nplurals) else {
                throw InterchangeReadError(path: path, line: 1, message: "Plural-Forms chooses no form in 0..<\(nplurals) for n = \(n)")
            }
            categoriesOfForm[Int(form), default: []].insert(rules.category(for: n))
        }
        var result: [PluralCategory] = []
        var unused = rules.categories.filter { category in !categoriesOfForm.values.contains { $0.contains(category) } }
        for form in 0..<nplurals {
            guard let found = categoriesOfForm[form] else {
                result.append(unused.isEmpty ? .other : PluralCategory(unused.removeFirst().rawValue))
                continue
            }
            guard found.count == 1, let category = found.first else {
                throw InterchangeReadError(path: path, line: 1,
                    message: "Plural-Forms' form \(form) holds numbers of several \(language) categories (\(found.sorted().map(\.rawValue).joined(separator: ", "))), so its msgstr[\(form)] cannot be placed; use the CLDR forms phrasebook writes")
            }
            result.append(PluralCategory(category.rawValue))
        }
        return result
    }
}

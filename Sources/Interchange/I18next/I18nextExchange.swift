import StringCatalog
import TranslationExchange

/// Catalogs as i18next JSON v4, and i18next files back as messages.
///
/// Keys stay keys (flat, for an app configured with `keySeparator: false`, or nested at dots); plural strings
/// are `key_one`, `key_other`… by CLDR category (i18next picks `key_zero` for a count of 0 in any language, as
/// Apple does); arguments are `{{arg1}}`, the counted argument of a plural `{{count}}`, which i18next's `count`
/// option fills. i18next has no comments and no states.
package struct I18nextExchange {
    package var nested: Bool

    package init(nested: Bool) {
        self.nested = nested
    }

    /// The file of each language for one catalog.
    package func export(_ named: NamedCatalog, languages: [String], losses: inout [NotCarried]) -> [(language: String, file: I18nextFile)] {
        let catalog = named.catalog
        let reader = FlatMessageReader(named: named, formatName: "i18next")
        let keys = catalog.strings.keys.sorted()
        let notNestable = nested ? I18nextFile.keysNotNestable(keys) : []
        var result: [(language: String, file: I18nextFile)] = []
        for key in keys where catalog.strings[key]?.comment.map({ !$0.isEmpty }) == true {
            losses.append(reader.loss(key, nil, .comment, "has a comment, which i18next JSON cannot hold"))
        }
        for language in [catalog.sourceLanguage] + languages.filter({ $0 != catalog.sourceLanguage }) {
            var entries: [I18nextFile.Entry] = []
            var written: [String: String] = [:]
            for key in keys {
                let entry = catalog.strings[key]!
                guard var message = reader.message(key: key, entry: entry, language: language, losses: &losses) else { continue }
                if language != catalog.sourceLanguage {
                    guard let kept = reader.withoutStates(message, key: key, language: language, losses: &losses) else { continue }
                    message = kept
                }
                if notNestable.contains(key) {
                    losses.append(reader.loss(key, language, .text, "cannot be nested at its dots (an empty part, or another key continues it); not written"))
                    continue
                }
                var pairs: [(String, String)] = []
                var problem: PlacementProblem?
                switch message.content {
                case .text(let unit):
                    let (text, problems) = MessageText.parse(unit.value)
                    report(problems, text, key: key, language: language, reader: reader, losses: &losses)
                    switch I18nextInterpolation.string(text, counted: nil) {
                    case .success(let value):
                        pairs = [(key, value)]
                        reader.checkRestoration(I18nextInterpolation.messageText(value, counted: nil), original: unit.value, key: key,
                                                entry: entry, language: language, path: message.path, syntax: .positional, losses: &losses)
                    case .failure(let failure): problem = failure
                    }
                case .plural(let cases):
                    let counted = cases[.other].map { ICUCatalogMapping.countedArgument(in: $0.value) }
                    // An import counts the argument the catalog's own `other` case counts.
                    let importCounted = ICUCatalogMapping.countedArgument(in: reader.reference(
                        key: key, entry: entry, language: language, path: message.path.appending(.plural(.other))) ?? "")
                    for (category, unit) in cases.sorted(by: { $0.key < $1.key }) {
                        let (text, problems) = MessageText.parse(unit.value)
                        report(problems, text, key: key, language: language, reader: reader, losses: &losses)
                        switch I18nextInterpolation.string(text, counted: counted) {
                        case .success(let value):
                            pairs.append(("\(key)_\(category)", value))
                            reader.checkRestoration(I18nextInterpolation.messageText(value, counted: 0).resolvingCount(to: importCounted),
                                                    original: unit.value, key: key, entry: entry, language: language,
                                                    path: message.path.appending(.plural(category)), syntax: .positional, losses: &losses)
                        case .failure(let failure): problem = failure
                        }
                    }
                }
                if let problem {
                    losses.append(reader.loss(key, language, .text, "\(problem.message); not written"))
                    continue
                }
                if let clash = pairs.first(where: { written[$0.0] != nil }) {
                    losses.append(reader.loss(key, language, .text, "would write '\(clash.0)', which key '\(written[clash.0]!)' writes too; not written"))
                    continue
                }
                for (name, value) in pairs {
                    written[name] = key
                    entries.append(I18nextFile.Entry(key: name, value: value))
                }
            }
            result.append((language, I18nextFile(entries: entries)))
        }
        return result
    }

    private func report(_ problems: [MessageText.Problem], _ text: MessageText, key: String, language: String,
                        reader: FlatMessageReader, losses: inout [NotCarried]) {
        for problem in problems { losses.append(reader.loss(key, language, .specifier, "has a specifier i18next cannot hold: \(problem.message)")) }
        for case .argument(let index, let spelling?) in text.pieces where !ICUCatalogMapping.isPlainSpecifier(spelling) {
            losses.append(reader.loss(key, language, .specifier, "formats argument \(index) as '%\(spelling)'; i18next writes it as a plain interpolation, without that formatting"))
        }
    }

    /// The messages of one file: `key_CATEGORY` entries are the cases of `key` when the catalog has `key` (or,
    /// converting into a new catalog, has no `key_CATEGORY` itself); `catalogKeys` decides.
    package static func importedFile(_ file: I18nextFile, path: String, language: String, catalog: String?,
                                     hasKey: (String) -> Bool) -> ImportedFile {
        var messages: [ImportedMessage] = []
        var pluralIndex: [String: Int] = [:]
        var pluralCases: [String: [PluralCategory: String]] = [:]
        for entry in file.entries {
            if !hasKey(entry.key), let underscore = entry.key.lastIndex(of: "_") {
                let base = String(entry.key[..<underscore])
                let category = PluralCategory(String(entry.key[entry.key.index(after: underscore)...]))
                if PluralCategory.allKnown.contains(category), !base.isEmpty {
                    if pluralIndex[base] == nil {
                        pluralIndex[base] = messages.count
                        messages.append(ImportedMessage(key: base, content: .plural([:]), line: entry.line))
                    }
                    pluralCases[base, default: [:]][category] = entry.value
                    continue
                }
            }
            messages.append(ImportedMessage(key: entry.key, content: .text(I18nextInterpolation.messageText(entry.value, counted: nil)), line: entry.line))
        }
        for (base, index) in pluralIndex {
            // `{{count}}` is placed at position 0 until the catalog's shape names the counted argument.
            messages[index].content = .plural((pluralCases[base] ?? [:]).mapValues { I18nextInterpolation.messageText($0, counted: 0) })
        }
        return ImportedFile(path: path, language: language, catalog: catalog, messages: messages)
    }
}

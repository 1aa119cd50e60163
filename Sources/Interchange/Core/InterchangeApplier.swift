import Diagnostics
import StringCatalog
import TranslationExchange

/// Applies messages read from another platform's files to a catalog with the XLIFF import's rules
/// (`XLIFFImporter`): what the file does not mention is never touched, units that match no key are reported
/// with their line, and a message the file holds exactly as an export wrote it changes nothing, so the catalog
/// keeps states the format cannot name.
package struct InterchangeApplier: Sendable {
    package var plurals: PluralCategoryProvider
    package var syntax: PlaceholderSyntax
    /// The state an import reads back for a unit exported in a given state: `translated` for formats without
    /// states; gettext reads every state it writes as `fuzzy` back as `needs_review`.
    package var stateAfterRoundTrip: @Sendable (TranslationState) -> TranslationState
    /// Add the keys of source-language messages the catalog lacks (converting files into a new catalog).
    package var addsKeys = false

    package init(syntax: PlaceholderSyntax, plurals: PluralCategoryProvider = .xcode,
                 stateAfterRoundTrip: @escaping @Sendable (TranslationState) -> TranslationState = { _ in .translated }) {
        self.syntax = syntax
        self.plurals = plurals
        self.stateAfterRoundTrip = stateAfterRoundTrip
    }

    /// What applying one file did.
    package struct Outcome: Sendable {
        package var report = ImportReport()
        /// Keys added (only when `addsKeys`).
        package var addedKeys = 0
    }

    package func apply(_ file: ImportedFile, to catalog: inout StringCatalog) -> Outcome {
        var outcome = Outcome()
        let language = XLIFFImporter.catalogLanguage(for: file.language, in: catalog)
        let isSource = language == catalog.sourceLanguage
        var units: [IncomingUnit] = []
        var unchanged = 0
        var book: UnitAddressBook?
        for var message in file.messages {
            var addressedPath: UnitPath?
            if case .unitID = message.content {
                if book == nil { book = UnitAddressBook(catalog: catalog, language: language, plurals: plurals) }
                switch book!.resolve(message.key) {
                case .found(let address):
                    message.key = address.key
                    addressedPath = address.path
                case .ambiguous(let addresses):
                    outcome.report.diagnostics.append(diagnostic("ambiguous-unit", message, file,
                        "unit id '\(message.key)' could mean \(addresses.map { "'\($0.key)' (\($0.path))" }.joined(separator: " and ")); not imported"))
                    continue
                case .unknown:
                    var finding = diagnostic("unknown-unit", message, file,
                        "no catalog key or variation matches unit id '\(message.key)'; not imported")
                    // Name the key where the id's prefix is one, so the finding is the key's (a variation it lacks).
                    finding.key = book!.key(prefixing: message.key) ?? message.key
                    outcome.report.diagnostics.append(finding)
                    continue
                }
            }
            guard let entry = catalog.strings[message.key] else {
                if addsKeys, isSource {
                    switch newEntry(for: message, sourceLanguage: language) {
                    case .success(let entry):
                        catalog.strings[message.key] = entry
                        outcome.addedKeys += 1
                    case .failure(let problem):
                        outcome.report.diagnostics.append(diagnostic("unplaceable-message", message, file, problem.message))
                    }
                } else {
                    outcome.report.diagnostics.append(diagnostic("unknown-unit", message, file,
                        "no catalog key '\(message.key)' for this \(language) message; not imported"))
                }
                continue
            }
            let placed: [(path: UnitPath, text: String)]
            switch addressedPath.map({ path in Result.success([(path, message.unitText)]) })
                ?? place(message, entry: entry, language: language, sourceLanguage: catalog.sourceLanguage) {
            case .success(let found): placed = found
            case .failure(let problem):
                outcome.report.diagnostics.append(diagnostic("unplaceable-message", message, file, problem.message))
                continue
            }
            let localization = entry.localizations[language]
            // The state an untouched export of these units gives the message: a format marks a whole message
            // (gettext's fuzzy entry), so one unit needing review marks its siblings too.
            let existing = placed.map { CatalogUnits.leaf(localization, path: $0.path) }
            var exportedState: TranslationState = existing.contains { $0.map { stateAfterRoundTrip($0.state) != .translated } ?? false }
                ? existing.compactMap { $0.map { stateAfterRoundTrip($0.state) } }.first { $0 != .translated } ?? .translated
                : .translated
            // Source texts are written whatever their state, so the file says nothing about it.
            if isSource { exportedState = message.state }
            let pieces = message.piecesByPath
            if case .icu(let icu) = message.content, exportedState == message.state,
               let current = localization ?? (isSource ? .text(message.key) : nil),
               ICUCatalogMapping(language: language, plurals: plurals).message(for: current, report: { _, _ in }) == icu {
                unchanged += placed.count // exactly what an export of the catalog writes
                continue
            }
            for (path, text) in placed {
                if isSource, localization == nil, path.isRoot, text == message.key {
                    unchanged += 1 // the key is the source text already
                    continue
                }
                if let existing = CatalogUnits.leaf(localization, path: path), exportedState == message.state,
                   existing.value == text || pieces[path.pluralCategory].map({ writesAlike(existing.value, $0) }) == true {
                    unchanged += 1
                    continue
                }
                units.append(IncomingUnit(id: path.unitID(key: message.key), source: nil, target: text,
                                          state: message.state, line: message.line))
            }
        }
        if !units.isEmpty {
            var report = XLIFFImporter(plurals: plurals).apply(units, language: language, to: &catalog, file: file.path)
            // The unit importer knows lines; name the key and language of what it reports too.
            let keyOfLine = Dictionary(file.messages.compactMap { message in message.line.map { ($0, message.key) } },
                                       uniquingKeysWith: { first, _ in first })
            for index in report.diagnostics.indices where report.diagnostics[index].key == nil {
                report.diagnostics[index].key = report.diagnostics[index].line.flatMap { keyOfLine[$0] }
                report.diagnostics[index].language = report.diagnostics[index].language ?? file.language
            }
            outcome.report.merge(report)
        }
        outcome.report.unchanged += unchanged
        return outcome
    }

    /// Whether a catalog text is what the format wrote as `pieces`: the same literals and arguments, each
    /// specifier one the format spells as the file does. (The file cannot tell `%lld` from `%d`, or a stray `%`
    /// the catalog has from the `%%` an import writes; an untouched text keeps the catalog's spelling.)
    private func writesAlike(_ text: String, _ pieces: MessageText) -> Bool {
        let own = MessageText.parse(text).0
        guard own.pieces.count == pieces.pieces.count else { return false }
        return zip(own.pieces, pieces.pieces).allSatisfy { mine, theirs in
            switch (mine, theirs) {
            case (.literal(let a), .literal(let b)): return a == b
            case (.argument(let a, let bare), .argument(let b, let spelling)):
                return (a == b || b == 0) && syntax.matches(bare ?? "@", spelling)
            case (.substitution(let a, _, _), .substitution(let b, _, _)): return a == b
            default: return false
            }
        }
    }

    /// The catalog texts a message sets, by path, its placeholders spelled as the catalog already spells them.
    func place(_ message: ImportedMessage, entry: CatalogEntry, language: String, sourceLanguage: String)
        -> Result<[(path: UnitPath, text: String)], PlacementProblem> {
        let target = entry.localizations[language]
        let source = entry.localizations[sourceLanguage] ?? .text(message.key)
        let targetHasContent = target.map { $0.stringUnit != nil || !($0.variations?.isEmpty ?? true) } ?? false
        let shape = targetHasContent ? target! : source
        let base: UnitPath = (shape.variations?.device?.isEmpty ?? true) ? .root : UnitPath([.device(.other)])
        func reference(_ path: UnitPath) -> String? {
            CatalogUnits.leaf(target, path: path)?.value ?? CatalogUnits.resolveSource(source, path: path)?.value
        }
        switch message.content {
        case .text(let text):
            return .success([(base, PrintfRestorer(reference: reference(base)).printf(text, syntax: syntax))])
        case .plural(let cases):
            let counted = ICUCatalogMapping.countedArgument(in: reference(base.appending(.plural(.other))) ?? "")
            return .success(cases.sorted { $0.key < $1.key }.map { category, text in
                let path = base.appending(.plural(category))
                return (path, PrintfRestorer(reference: reference(path)).printf(text.resolvingCount(to: counted), syntax: syntax))
            })
        case .icu(let icu):
            return ICUCatalogMapping(language: language, plurals: plurals)
                .placed(icu, target: targetHasContent ? target : nil, source: source)
        case .unitID(let text):
            return .success([(.root, text)])
        }
    }

    /// A catalog entry for a key only the file has, from its source-language message.
    private func newEntry(for message: ImportedMessage, sourceLanguage: String) -> Result<CatalogEntry, PlacementProblem> {
        var entry = CatalogEntry(comment: message.comment, extractionState: .manual,
                                 shouldTranslate: message.isTranslatable == false ? false : nil)
        let placed: [(path: UnitPath, text: String)]
        switch place(message, entry: entry, language: sourceLanguage, sourceLanguage: sourceLanguage) {
        case .success(let found): placed = found
        case .failure(let problem): return .failure(problem)
        }
        if placed.count == 1, placed[0].path.isRoot, placed[0].text == message.key { return .success(entry) }
        var localization = Localization()
        for (path, text) in placed {
            UnitApplier.set(StringUnit(state: message.state, value: text), at: path, in: &localization)
        }
        if case .icu(let icu) = message.content {
            localization.substitutions = ICUCatalogMapping(language: sourceLanguage, plurals: plurals)
                .newSubstitutions(icu, placed: placed)
        }
        entry.localizations[sourceLanguage] = localization
        return .success(entry)
    }

    private func diagnostic(_ rule: RuleID, _ message: ImportedMessage, _ file: ImportedFile, _ text: String) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .warning, message: text, file: file.path, line: message.line,
                   language: file.language, key: message.key)
    }
}

extension ImportedMessage {
    /// The pieces read for each plural category (`nil`: the string itself) of a text or plural message.
    fileprivate var piecesByPath: [PluralCategory?: MessageText] {
        switch content {
        case .text(let text): [nil: text]
        case .plural(let cases): Dictionary(uniqueKeysWithValues: cases.map { (Optional($0.key), $0.value) })
        case .icu, .unitID: [:]
        }
    }

    /// The text of a message addressed by unit id.
    fileprivate var unitText: String {
        if case .unitID(let text) = content { return text }
        return ""
    }
}

/// Why a message read from a file has no place in the catalog.
package struct PlacementProblem: Error, Sendable, Hashable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }
}

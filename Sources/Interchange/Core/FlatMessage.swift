import StringCatalog
import TranslationExchange

/// One key in one language as the formats without nested variations hold it (Android, gettext, i18next): a
/// string, or plural cases, at the root of the localization or in its `other` device case.
package struct FlatMessage: Hashable, Sendable {
    package enum Content: Hashable, Sendable {
        case text(StringUnit)
        case plural([PluralCategory: StringUnit])
    }

    package var content: Content
    /// Where the content sits: the localization's root, or its `other` device case.
    package var path: UnitPath

    /// Every unit with its path in the localization.
    package var units: [(path: UnitPath, unit: StringUnit)] {
        switch content {
        case .text(let unit): [(path, unit)]
        case .plural(let cases): cases.sorted { $0.key < $1.key }.map { (path.appending(.plural($0.key)), $0.value) }
        }
    }
}

/// Reads flat messages out of one catalog, reporting what a flat format cannot hold.
package struct FlatMessageReader {
    package let named: NamedCatalog
    /// The format's name in messages (`Android resources`).
    package let formatName: String

    package init(named: NamedCatalog, formatName: String) {
        self.named = named
        self.formatName = formatName
    }

    private var sourceLanguage: String { named.catalog.sourceLanguage }

    /// The message of `key` in `language`, or `nil` when there is none to write; `losses` gets what is not carried.
    /// The source language's text is the key itself when the catalog has no source localization.
    package func message(key: String, entry: CatalogEntry, language: String, losses: inout [NotCarried]) -> FlatMessage? {
        let isSource = language == sourceLanguage
        if entry.shouldTranslate == false, !isSource {
            if entry.localizations[language] != nil {
                losses.append(loss(key, language, .translatability, "is marked \"Don't translate\"; its translation is not written"))
            }
            return nil
        }
        guard let localization = entry.localizations[language] ?? (isSource ? .text(key) : nil) else { return nil }
        if let substitutions = localization.substitutions, !substitutions.isEmpty {
            losses.append(loss(key, language, .substitution,
                "uses substitutions (\(substitutions.keys.sorted().joined(separator: ", "))), which \(formatName) cannot nest; not written"))
            return nil
        }
        var node = localization
        var path = UnitPath.root
        if let device = node.variations?.device, !device.isEmpty {
            let others = device.keys.filter { $0 != .other }.map(\.rawValue).sorted().joined(separator: ", ")
            guard let other = device[.other] else {
                losses.append(loss(key, language, .device, "varies by device (\(others)) without an 'other' case; not written"))
                return nil
            }
            losses.append(loss(key, language, .device, "varies by device; only the 'other' device's text is written, not \(others)"))
            if node.stringUnit != nil || !(node.variations?.plural?.isEmpty ?? true) {
                losses.append(loss(key, language, .shape, "has a string or plural cases beside its device cases; only the device cases are read"))
            }
            node = other
            path = path.appending(.device(.other))
        }
        if !isSource {
            // An import into a catalog without this translation places it by the source's shape.
            let sourceDevices = entry.localizations[sourceLanguage]?.variations?.device ?? [:]
            let importPath: UnitPath = sourceDevices.isEmpty ? .root : UnitPath([.device(.other)])
            if importPath != path || (!sourceDevices.isEmpty && sourceDevices[.other] == nil) {
                losses.append(loss(key, language, .shape,
                    "has another device shape than the source, so an import where the catalog has no translation yet cannot place it as it is"))
            }
        }
        if let plural = node.variations?.plural, !plural.isEmpty {
            if node.stringUnit != nil {
                losses.append(loss(key, language, .shape, "has a string beside its plural cases; only the plural cases are written"))
            }
            var cases: [PluralCategory: StringUnit] = [:]
            for (category, localization) in plural {
                if !(localization.variations?.isEmpty ?? true) || !(localization.substitutions?.isEmpty ?? true) {
                    losses.append(loss(key, language, .shape, "plural case '\(category)' has variations of its own; only its string is written"))
                }
                if let unit = localization.stringUnit { cases[category] = unit }
            }
            return cases.isEmpty ? nil : FlatMessage(content: .plural(cases), path: path)
        }
        return node.stringUnit.map { FlatMessage(content: .text($0), path: path) }
    }

    /// Drops the untranslated (`new`) units of a translation and reports states a format without states
    /// cannot mark; `nil` when nothing is left. The source language's units are written whatever their state.
    package func withoutStates(_ message: FlatMessage, key: String, language: String, losses: inout [NotCarried]) -> FlatMessage? {
        let isSource = language == sourceLanguage
        var kept = message
        switch message.content {
        case .text(let unit):
            guard keep(unit, key: key, language: language, isSource: isSource, losses: &losses, where: "") else { return nil }
        case .plural(let cases):
            var filtered: [PluralCategory: StringUnit] = [:]
            for (category, unit) in cases.sorted(by: { $0.key < $1.key })
            where keep(unit, key: key, language: language, isSource: isSource, losses: &losses, where: " (plural case '\(category)')") {
                filtered[category] = unit
            }
            guard !filtered.isEmpty else { return nil }
            kept.content = .plural(filtered)
        }
        return kept
    }

    private func keep(_ unit: StringUnit, key: String, language: String, isSource: Bool, losses: inout [NotCarried], where place: String) -> Bool {
        if isSource || unit.state == .translated { return true }
        if unit.state == .new {
            losses.append(loss(key, language, .untranslated, "is untranslated (state new)\(place); not written"))
            return false
        }
        losses.append(loss(key, language, .state,
            "is \(unit.state)\(place), which \(formatName) cannot mark; written as a translation"))
        return true
    }

    /// The text an import reads a translation at `path` against when the catalog has no translation there yet:
    /// the source's (the key when there is no source localization); for the source language, its own.
    package func reference(key: String, entry: CatalogEntry, language: String, path: UnitPath) -> String? {
        let source = entry.localizations[sourceLanguage] ?? .text(key)
        if language == sourceLanguage { return CatalogUnits.leaf(source, path: path)?.value }
        return CatalogUnits.resolveSource(source, path: path)?.value
    }

    /// Reports a text whose placeholders an import would spell otherwise than the catalog does (a format that
    /// knows arguments by position cannot say `%d` from `%lld`, or positions written from left implicit).
    package func checkRestoration(_ back: MessageText, original: String, key: String, entry: CatalogEntry, language: String,
                                  path: UnitPath, syntax: PlaceholderSyntax, losses: inout [NotCarried]) {
        guard original.utf8.contains(UInt8(ascii: "%")) else { return }
        let restored = PrintfRestorer(reference: reference(key: key, entry: entry, language: language, path: path)).printf(back, syntax: syntax)
        if restored != original {
            losses.append(loss(key, language, .specifier,
                "\(path.isRoot ? "" : "(\(path)) ")spells its specifiers in a way \(formatName) cannot say; an import where the catalog has no translation yet reads '\(original)' as '\(restored)'"))
        }
    }

    package func loss(_ key: String, _ language: String?, _ reason: NotCarried.Reason, _ detail: String) -> NotCarried {
        NotCarried(catalog: named.original, key: key, language: language, reason: reason, detail: detail)
    }
}

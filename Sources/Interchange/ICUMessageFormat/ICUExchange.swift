import StringCatalog
import TranslationExchange

/// Catalogs as ICU message files (FormatJS JSON or Flutter ARB), and those files back as messages.
package struct ICUExchange {
    package var syntax: ICUMessageFile.Syntax
    package var plurals: PluralCategoryProvider

    package init(syntax: ICUMessageFile.Syntax, plurals: PluralCategoryProvider = .xcode) {
        self.syntax = syntax
        self.plurals = plurals
    }

    private var formatName: String { syntax == .arb ? "ARB" : "ICU MessageFormat JSON" }

    /// The file of each language for one catalog. ARB names are Dart identifiers (`naming`); FormatJS ids are
    /// the keys. ARB declares each message's placeholders, with types from the source text's specifiers.
    package func export(_ named: NamedCatalog, languages: [String], naming: (String) -> String, losses: inout [NotCarried])
        -> [(language: String, file: ICUMessageFile)] {
        let catalog = named.catalog
        let keys = catalog.strings.keys.sorted()
        var result: [(language: String, file: ICUMessageFile)] = []
        for language in [catalog.sourceLanguage] + languages.filter({ $0 != catalog.sourceLanguage }) {
            let isSource = language == catalog.sourceLanguage
            let mapping = ICUCatalogMapping(language: language, plurals: plurals)
            var entries: [ICUMessageFile.Entry] = []
            for key in keys {
                let entry = catalog.strings[key]!
                func loss(_ reason: NotCarried.Reason, _ detail: String) {
                    losses.append(NotCarried(catalog: named.original, key: key, language: language, reason: reason, detail: detail))
                }
                if entry.shouldTranslate == false {
                    if isSource {
                        loss(.translatability, "is marked \"Don't translate\", which \(formatName) cannot mark; written as a message")
                    } else {
                        if entry.localizations[language] != nil { loss(.translatability, "is marked \"Don't translate\"; its translation is not written") }
                        continue
                    }
                }
                guard let localization = entry.localizations[language] ?? (isSource ? .text(key) : nil) else { continue }
                if !isSource {
                    let units = Self.units(of: localization)
                    if let untranslated = units.first(where: { $0.state == .new }) {
                        loss(.untranslated, "is untranslated (state new\(units.count > 1 ? " in '\(untranslated.path)'" : "")); not written")
                        continue
                    }
                    for unit in units where unit.state != .translated {
                        loss(.state, "is \(unit.state)\(unit.path.isRoot ? "" : " in '\(unit.path)'"), which \(formatName) cannot mark; written as a translation")
                    }
                }
                guard let message = mapping.message(for: localization, report: loss) else { continue }
                Self.checkRestoration(message, of: localization, source: isSource ? localization : entry.localizations[catalog.sourceLanguage] ?? .text(key),
                                      mapping: mapping, report: loss)
                let name = syntax == .arb ? naming(key) : key
                var icuEntry = ICUMessageFile.Entry(name: name, key: syntax == .arb && name != key ? key : nil, message: message,
                                                    description: isSource || syntax == .formatJS ? entry.comment : nil)
                if syntax == .arb, isSource { icuEntry.placeholders = Self.placeholders(of: message, localization: localization) }
                entries.append(icuEntry)
            }
            let locale = syntax == .arb ? language.replacingOccurrences(of: "-", with: "_") : nil
            result.append((language, ICUMessageFile(syntax: syntax, locale: locale, entries: entries)))
        }
        return result
    }

    /// Reports what an import into a catalog without this translation would make differently of the message.
    static func checkRestoration(_ message: ICUMessage, of localization: Localization, source: Localization,
                                 mapping: ICUCatalogMapping, report: (NotCarried.Reason, String) -> Void) {
        guard case .success(let placed) = mapping.placed(message, target: nil, source: source) else {
            report(.shape, "is written, but an import where the catalog has no translation yet cannot place it")
            return
        }
        for (path, text) in placed {
            let original: String?
            if let name = path.substitutionName, let category = path.pluralCategory {
                original = localization.substitutions?[name]?.variations?.plural?[category]?.stringUnit?.value
            } else {
                original = CatalogUnits.leaf(localization, path: path)?.value
            }
            if let original, original != text {
                report(.specifier, "\(path.isRoot ? "" : "(\(path)) ")spells its specifiers in a way ICU cannot say; an import where the catalog has no translation yet reads '\(original)' as '\(text)'")
            } else if original == nil {
                report(.shape, "has a shape an import where the catalog has no translation yet reads otherwise (\(path) appears)")
            }
        }
    }

    /// Every string unit of a localization with its path.
    static func units(of localization: Localization) -> [(path: UnitPath, state: TranslationState)] {
        var result: [(path: UnitPath, state: TranslationState)] = []
        func visit(_ node: Localization, _ path: UnitPath) {
            if let unit = node.stringUnit { result.append((path, unit.state)) }
            for (kind, child) in node.variations?.device ?? [:] { visit(child, path.appending(.device(kind))) }
            for (category, child) in node.variations?.plural ?? [:] { visit(child, path.appending(.plural(category))) }
        }
        visit(localization, .root)
        for (name, substitution) in localization.substitutions ?? [:] {
            for (category, child) in substitution.variations?.plural ?? [:] {
                if let unit = child.stringUnit { result.append((UnitPath([.substitution(name), .plural(category)]), unit.state)) }
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// ARB placeholders: each `argN` of the message, typed by the source's specifier (`int`, `double`, `Object`).
    static func placeholders(of message: ICUMessage, localization: Localization) -> [(name: String, type: String)] {
        var types: [Int: String] = [:]
        var texts: [String] = []
        func collect(_ node: Localization) {
            if let unit = node.stringUnit { texts.append(unit.value) }
            node.variations?.device?.values.forEach(collect)
            node.variations?.plural?.values.forEach(collect)
        }
        collect(localization)
        for text in texts {
            for argument in FormatString.parse(text).arguments where types[argument.index] == nil {
                switch argument.category {
                case .integer: types[argument.index] = "int"
                case .double: types[argument.index] = "double"
                case .substitution: break
                default: types[argument.index] = "Object"
                }
            }
        }
        for substitution in (localization.substitutions ?? [:]).values {
            guard let index = substitution.argNum, types[index] == nil || types[index] == "Object" else { continue }
            let category = substitution.formatSpecifier.flatMap { FormatArgumentCategory(formatSpecifier: $0) }
            types[index] = category == .double ? "double" : "int"
        }
        var names: [String] = []
        func visit(_ message: ICUMessage) {
            for part in message.parts {
                switch part {
                case .argument(let name, _, _): if !names.contains(name) { names.append(name) }
                case .plural(let name, _, _, let cases):
                    if !names.contains(name) { names.append(name) }
                    cases.forEach { visit($0.message) }
                case .select(let name, let cases):
                    if !names.contains(name) { names.append(name) }
                    cases.forEach { visit($0.message) }
                case .text, .pound: break
                }
            }
        }
        visit(message)
        return names.map { name in
            if name == "device" { return (name, "String") }
            return (name, Int(name.dropFirst(3)).flatMap { types[$0] } ?? "Object")
        }
    }

    /// The messages of one file; `keyOfName` maps ARB names without `x-key` to catalog keys.
    package static func importedFile(_ file: ICUMessageFile, path: String, language: String, catalog: String?,
                                     keyOfName: [String: String]) -> ImportedFile {
        let messages = file.entries.map { entry in
            ImportedMessage(key: entry.key ?? keyOfName[entry.name] ?? entry.name, content: .icu(entry.message),
                            line: entry.line, comment: entry.description)
        }
        return ImportedFile(path: path, language: language, catalog: catalog, messages: messages)
    }
}

import StringCatalog

/// How `legacyTables` treats strings a language hasn't translated.
public enum UntranslatedStrings: Sendable, Hashable {
    /// Leave them out of that language's files; at run time the lookup falls back to the key.
    case omit
    /// Write the source language's value instead.
    case useSourceLanguage
}

/// Options for converting a catalog to legacy tables.
public struct LegacyCompileOptions: Sendable, Hashable {
    /// What to write for strings a language hasn't translated.
    public var untranslated: UntranslatedStrings
    /// Whether `.stringsdict` entries carry the entry's comment as an XML comment (Foundation ignores
    /// it; migrating the files back keeps the comment).
    public var writesStringsDictComments: Bool

    public init(untranslated: UntranslatedStrings = .omit, writesStringsDictComments: Bool = true) {
        self.untranslated = untranslated
        self.writesStringsDictComments = writesStringsDictComments
    }
}

/// The result of converting a catalog to legacy tables: one table per language and what could not be
/// expressed in `.strings`/`.stringsdict`.
public struct LegacyCompilation: Sendable {
    /// One table per language of the catalog, sorted by language.
    public var tables: [LegacyTable]
    /// What could not be written as it is in the catalog.
    public var issues: [LegacyConversionIssue]
}

extension StringCatalog {
    /// Converts the catalog to one `.strings` + `.stringsdict` pair per language, as `xcstringstool compile`
    /// does: named placeholders become positions (`%(count)lld` → `%1$lld`, numbered by the source text, see
    /// `ArgumentNames`); plain string units go to `.strings`; plural variations, substitutions and device variations go
    /// to `.stringsdict` (device variations as `NSStringDeviceSpecificRuleType`, substitutions as variables
    /// whose texts name the argument `%arg` stood for, such as `%2$lld`). In the source language a
    /// key without a localization is written with its key as value. Entries are sorted by key.
    ///
    /// A string unit counts as untranslated when its state is `new` and its value empty, or when the
    /// language has no localization for the key; `options.untranslated` decides what happens to it.
    public func legacyTables(options: LegacyCompileOptions = LegacyCompileOptions()) -> LegacyCompilation {
        var compiler = CatalogToLegacy(catalog: self, options: options)
        let tables = languages.map { compiler.table(for: $0) }
        return LegacyCompilation(tables: tables, issues: compiler.issues)
    }
}

private struct CatalogToLegacy {
    let catalog: StringCatalog
    let options: LegacyCompileOptions
    var issues: [LegacyConversionIssue] = []
    private var language = ""
    private var key = ""

    init(catalog: StringCatalog, options: LegacyCompileOptions) {
        self.catalog = catalog
        self.options = options
    }

    private mutating func report(_ message: String) {
        issues.append(LegacyConversionIssue(language: language, key: key, message: message))
    }

    mutating func table(for language: String) -> LegacyTable {
        self.language = language
        var strings: [StringsFile.Entry] = []
        var stringsDict: [StringsDictFile.Entry] = []
        for key in catalog.strings.keys.sorted() {
            self.key = key
            let entry = catalog.strings[key]!
            guard let localization = localization(of: entry, key: key, language: language) else { continue }
            if localization.variations == nil, localization.substitutions == nil {
                guard let unit = localization.stringUnit else { continue }
                strings.append(StringsFile.Entry(key: key, value: unit.value, comment: entry.comment))
            } else if let value = stringsDictValue(for: localization) {
                stringsDict.append(StringsDictFile.Entry(
                    key: key, value: value, comment: options.writesStringsDictComments ? entry.comment : nil))
            }
        }
        return LegacyTable(language: language,
                           strings: strings.isEmpty ? nil : StringsFile(entries: strings),
                           stringsDict: stringsDict.isEmpty ? nil : StringsDictFile(entries: stringsDict))
    }

    /// The localization written for `language`, its named placeholders (`%(count)lld`) as positions.
    private func localization(of entry: CatalogEntry, key: String, language: String) -> Localization? {
        let names = ArgumentNames(key: key, source: entry.localizations[catalog.sourceLanguage])
        let source = entry.localizations[catalog.sourceLanguage] ?? .text(key)
        if language == catalog.sourceLanguage { return source.replacingPlaceholderNames(with: names) }
        if let localization = entry.localizations[language], !Self.isUntranslated(localization) {
            return localization.replacingPlaceholderNames(with: names)
        }
        return options.untranslated == .useSourceLanguage ? source.replacingPlaceholderNames(with: names) : nil
    }

    /// `new` and empty throughout: nothing a translator wrote.
    private static func isUntranslated(_ localization: Localization) -> Bool {
        if let unit = localization.stringUnit, !(unit.state == .new && unit.value.isEmpty) { return false }
        let cases = Array((localization.variations?.plural ?? [:]).values) + Array((localization.variations?.device ?? [:]).values)
        return cases.allSatisfy(isUntranslated) && localization.substitutions == nil
    }

    private static func text(_ localization: Localization) -> String? {
        guard let unit = localization.stringUnit, !(unit.state == .new && unit.value.isEmpty) else { return nil }
        return unit.value
    }

    // MARK: .stringsdict values

    private mutating func stringsDictValue(for localization: Localization) -> StringsDictValue? {
        let substitutions = localization.substitutions ?? [:]
        if let devices = localization.variations?.device {
            var cases: [DeviceKind: StringsDictValue] = [:]
            for (device, deviceCase) in devices {
                if let plural = deviceCase.variations?.plural {
                    cases[device] = pluralValue(plural, substitutions)
                } else if let text = Self.text(deviceCase) {
                    let references = !FormatString.parse(text).substitutionNames.isEmpty
                    cases[device] = references ? substitutionValue(text, substitutions) : .text(text)
                }
            }
            return .deviceSpecific(cases)
        }
        if let plural = localization.variations?.plural { return pluralValue(plural, substitutions) }
        if let text = Self.text(localization) { return substitutionValue(text, substitutions) }
        report("the localization has substitutions but no text referencing them; it is not written")
        return nil
    }

    /// Plural variations as a format key that is one variable. The variable is the first numeric argument
    /// of the texts (or of the key), written `%#@argN@`; when N isn't 1 the texts name their arguments,
    /// because Foundation numbers a variable's sequential specifiers from the variable's own argument.
    private mutating func pluralValue(_ plural: [PluralCategory: Localization],
                                      _ substitutions: [String: Substitution]) -> StringsDictValue {
        let forms = plural.compactMapValues(Self.text)
        if forms[.other] == nil { report("plural variations have no 'other' text, which Foundation requires") }
        let candidates = [forms[.other]].compactMap { $0 } + PluralCategory.allKnown.compactMap { forms[$0] } + [key]
        var argument = 1
        var valueType = "lld"
        search: for text in candidates {
            let parsed = FormatString.parse(text)
            for formatArgument in parsed.arguments
            where formatArgument.category == .integer || formatArgument.category == .double {
                guard let use = formatArgument.uses.first(where: { $0.role == .value }) else { continue }
                let specifier = parsed.specifiers[use.specifierIndex]
                argument = formatArgument.index
                valueType = (specifier.lengthModifier ?? "") + String(specifier.conversion)
                break search
            }
        }
        let name = "arg\(argument)"
        var references: [(name: String, referenceArgument: Int?)] = []
        let texts = forms.mapValues { text in
            let parsed = FormatString.parse(text)
            references += parsed.specifiers.compactMap(Self.reference)
            return Self.placingReferences(parsed, substitutions, allPositional: argument != 1)
        }
        let formatKey = argument == 1 ? "%#@\(name)@" : "%\(argument)$#@\(name)@"
        var variables = self.variables(references, substitutions)
        variables[name] = StringsDictVariable(valueType: valueType, forms: texts)
        return .format(StringsDictFormat(formatKey: formatKey, variables: variables))
    }

    /// A text with `%#@name@` references and the catalog's substitutions as variables.
    private mutating func substitutionValue(_ text: String, _ substitutions: [String: Substitution]) -> StringsDictValue {
        let parsed = FormatString.parse(text)
        let formatKey = Self.placingReferences(parsed, substitutions, allPositional: false)
        let variables = self.variables(parsed.specifiers.compactMap(Self.reference), substitutions)
        return .format(StringsDictFormat(formatKey: formatKey, variables: variables))
    }

    private static func reference(_ specifier: FormatSpecifier) -> (name: String, referenceArgument: Int?)? {
        guard case .substitution(let name) = specifier.kind else { return nil }
        return (name, specifier.argumentIndex)
    }

    /// The text with each reference formatting its substitution's `argNum`. When a reference has to move
    /// (or `allPositional` asks for it), every sequential specifier is given its position, so that moving
    /// one doesn't renumber the others.
    private static func placingReferences(_ parsed: FormatString, _ substitutions: [String: Substitution],
                                          allPositional: Bool) -> String {
        let needsPositions = allPositional || parsed.specifiers.contains { specifier in
            guard case .substitution(let name) = specifier.kind, let argNum = substitutions[name]?.argNum else { return false }
            return argNum != specifier.argumentIndex
        }
        guard needsPositions else { return parsed.text }
        return parsed.replacingSpecifiers { specifier in
            if case .substitution(let name) = specifier.kind, let argNum = substitutions[name]?.argNum {
                return specifier.withPosition(argNum)
            }
            guard specifier.position == nil, let index = specifier.argumentIndex else { return nil }
            return specifier.withPosition(index)
        }
    }

    /// The `.stringsdict` variables for referenced substitutions and, transitively, those their texts reference.
    private mutating func variables(_ references: [(name: String, referenceArgument: Int?)],
                                    _ substitutions: [String: Substitution]) -> [String: StringsDictVariable] {
        var variables: [String: StringsDictVariable] = [:]
        var pending = references
        while !pending.isEmpty {
            let (name, referenceArgument) = pending.removeFirst()
            guard variables[name] == nil else { continue }
            guard let substitution = substitutions[name] else {
                report("the text references '%#@\(name)@' but there is no substitution '\(name)'")
                continue
            }
            let argument = substitution.argNum ?? referenceArgument ?? 1
            let specifier = substitution.formatSpecifier ?? "lld"
            if substitution.formatSpecifier == nil {
                report("substitution '\(name)' has no formatSpecifier; 'lld' is written")
            }
            var forms: [PluralCategory: String] = [:]
            for (category, variation) in substitution.variations?.plural ?? [:] {
                guard let form = Self.text(variation) else { continue }
                forms[category] = FormatString.parse(form, isSubstitutionVariation: true).replacingSpecifiers { formSpecifier in
                    switch formSpecifier.kind {
                    case .substitutionArgument:
                        return "%\(argument)$" + specifier
                    case .substitution(let nestedName):
                        pending.append((nestedName, formSpecifier.argumentIndex))
                        fallthrough
                    default:
                        // Foundation numbers a variable's sequential specifiers from its own argument.
                        guard argument != 1, formSpecifier.position == nil,
                              let index = formSpecifier.argumentIndex else { return nil }
                        return formSpecifier.withPosition(index)
                    }
                }
            }
            if forms[.other] == nil { report("substitution '\(name)' has no 'other' text, which Foundation requires") }
            variables[name] = StringsDictVariable(valueType: specifier, forms: forms)
        }
        return variables
    }
}

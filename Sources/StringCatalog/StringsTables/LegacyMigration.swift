/// The result of converting legacy tables to a catalog: the catalog and what could not be carried over.
public struct LegacyMigration: Sendable {
    /// The catalog built from the tables.
    public var catalog: StringCatalog
    /// What could not be carried over.
    public var issues: [LegacyConversionIssue]
}

extension StringCatalog {
    /// Converts the `.strings` and `.stringsdict` files of one table in several languages into one catalog,
    /// as Xcode's "Migrate to String Catalog" does:
    /// - every `.strings` value becomes a `translated` string unit, and the comment before the entry in the
    ///   source language (or else the first language that has one) becomes the entry's comment;
    /// - a `.stringsdict` value wins over a `.strings` value of the same key, as it does at run time;
    ///   a format key that is just one plural variable (`%#@count@`) becomes plural variations, any other
    ///   format key becomes a string unit with `substitutions` (`argNum`, `formatSpecifier`, plural
    ///   variations whose texts use `%arg` for the substitution's own argument); variables referenced from
    ///   other variables' texts become substitutions too;
    /// - `NSStringDeviceSpecificRuleType` becomes device variations;
    /// - every entry gets `extractionState` `migrated`; a source-language value equal to its key is left
    ///   implicit, as Xcode writes catalogs.
    ///
    /// A `Base` table counts as the source language where the source language has no table of its own.
    public static func migrating(_ tables: [LegacyTable], sourceLanguage: String) -> LegacyMigration {
        var migrator = LegacyMigrator(sourceLanguage: sourceLanguage)
        // Base first, so that a real source-language table overrides it.
        for table in tables where table.language == "Base" { migrator.add(table, as: sourceLanguage) }
        for table in tables where table.language != "Base" { migrator.add(table, as: table.language) }
        return LegacyMigration(catalog: migrator.catalog, issues: migrator.issues)
    }
}

private struct LegacyMigrator {
    let sourceLanguage: String
    var catalog: StringCatalog
    var issues: [LegacyConversionIssue] = []
    /// Keys whose comment came from the source language, which no other language may replace.
    private var commentFromSource: Set<String> = []

    init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
        catalog = StringCatalog(sourceLanguage: sourceLanguage)
    }

    mutating func add(_ table: LegacyTable, as language: String) {
        let issue = { (key: String, message: String) in
            LegacyConversionIssue(language: table.language, key: key, message: message)
        }
        if let strings = table.strings {
            for key in strings.duplicateKeys {
                issues.append(issue(key, "key appears more than once in the .strings file; the last value is used"))
            }
            for entry in strings.entries {
                set(.text(entry.value), key: entry.key, language: language)
                if let comment = entry.comment { setComment(comment, key: entry.key, fromSource: language == sourceLanguage) }
            }
        }
        for entry in table.stringsDict?.entries ?? [] {
            var converter = StringsDictToCatalog(key: entry.key, language: table.language)
            if let localization = converter.localization(for: entry.value) {
                set(localization, key: entry.key, language: language)
            }
            if let comment = entry.comment { setComment(comment, key: entry.key, fromSource: language == sourceLanguage) }
            issues += converter.issues
        }
    }

    private mutating func set(_ localization: Localization, key: String, language: String) {
        var entry = catalog.strings[key] ?? CatalogEntry(extractionState: .migrated)
        let isImplicitSourceValue = language == sourceLanguage && localization == .text(key)
        entry.localizations[language] = isImplicitSourceValue ? nil : localization
        catalog.strings[key] = entry
    }

    private mutating func setComment(_ comment: String, key: String, fromSource: Bool) {
        guard var entry = catalog.strings[key] else { return }
        if fromSource || (entry.comment == nil && !commentFromSource.contains(key)) {
            entry.comment = comment
            if fromSource { commentFromSource.insert(key) }
            catalog.strings[key] = entry
        }
    }
}

/// Converts one `.stringsdict` value into a catalog localization.
private struct StringsDictToCatalog {
    let key: String
    let language: String
    var issues: [LegacyConversionIssue] = []

    init(key: String, language: String) {
        self.key = key
        self.language = language
    }

    private mutating func report(_ message: String) {
        issues.append(LegacyConversionIssue(language: language, key: key, message: message))
    }

    mutating func localization(for value: StringsDictValue) -> Localization? {
        switch value {
        case .text(let text):
            return .text(text)
        case .format(let format):
            return localization(for: format)
        case .deviceSpecific(let cases):
            var devices: [DeviceKind: Localization] = [:]
            var substitutions: [String: Substitution] = [:]
            for (device, value) in cases {
                guard var localization = nestedLocalization(for: value, device: device) else { continue }
                for (name, substitution) in localization.substitutions ?? [:] {
                    if let existing = substitutions[name], existing != substitution {
                        report("device '\(device)' defines substitution '\(name)' differently from another device; the first one is kept")
                    } else {
                        substitutions[name] = substitution
                    }
                }
                localization.substitutions = nil
                devices[device] = localization
            }
            return Localization(variations: Variations(device: devices), substitutions: substitutions.isEmpty ? nil : substitutions)
        case .other:
            report("this .stringsdict rule (such as NSStringVariableWidthRuleType) has no String Catalog equivalent; the entry is not migrated")
            return nil
        }
    }

    private mutating func nestedLocalization(for value: StringsDictValue, device: DeviceKind) -> Localization? {
        switch value {
        case .text(let text): return .text(text)
        case .format(let format): return localization(for: format)
        case .deviceSpecific, .other:
            report("device '\(device)' holds a rule that can't be nested in a device variation; that device is not migrated")
            return nil
        }
    }

    private mutating func localization(for format: StringsDictFormat) -> Localization {
        let parsed = FormatString.parse(format.formatKey)
        // A format key that is only `%#@name@` is a plain plural; variables its texts reference become
        // substitutions beside the plural variations.
        if parsed.tokens.count == 1, let only = parsed.specifiers.first, case .substitution(let name) = only.kind,
           let variable = format.variables[name], let argument = only.argumentIndex {
            checkRuleType(variable, name: name)
            let nested = variable.forms.values.flatMap { text in
                FormatString.parse(text, firstSequentialArgument: argument).specifiers.compactMap(Self.reference)
            }
            let forms = variable.forms.mapValues { text in
                Localization.text(Self.catalogPluralText(text, variableArgument: argument))
            }
            let substitutions = self.substitutions(nested, from: format, skipping: name)
            return Localization(variations: Variations(plural: forms), substitutions: substitutions.isEmpty ? nil : substitutions)
        }
        let substitutions = self.substitutions(parsed.specifiers.compactMap(Self.reference), from: format, skipping: nil)
        return Localization(stringUnit: StringUnit(state: .translated, value: format.formatKey),
                            substitutions: substitutions.isEmpty ? nil : substitutions)
    }

    /// The variable a `%#@name@` specifier references and the argument it formats.
    private static func reference(_ specifier: FormatSpecifier) -> (name: String, argument: Int)? {
        guard case .substitution(let name) = specifier.kind, let argument = specifier.argumentIndex else { return nil }
        return (name, argument)
    }

    /// Substitutions for the referenced variables and, transitively, the variables their texts reference.
    private mutating func substitutions(_ references: [(name: String, argument: Int)], from format: StringsDictFormat,
                                        skipping plural: String?) -> [String: Substitution] {
        var substitutions: [String: Substitution] = [:]
        var pending = references
        while !pending.isEmpty {
            let (name, argument) = pending.removeFirst()
            guard substitutions[name] == nil, name != plural else { continue }
            guard let variable = format.variables[name] else {
                report("the format key references '%#@\(name)@' but no variable '\(name)' is defined")
                continue
            }
            checkRuleType(variable, name: name)
            let (substitution, nested) = Self.substitution(from: variable, argument: argument)
            substitutions[name] = substitution
            pending += nested
        }
        for name in format.variables.keys.sorted() where substitutions[name] == nil && name != plural {
            report("variable '\(name)' is never referenced; it is not migrated")
        }
        return substitutions
    }

    private mutating func checkRuleType(_ variable: StringsDictVariable, name: String) {
        if variable.specType != StringsDictVariable.pluralRuleType {
            report("variable '\(name)' has rule type '\(variable.specType)'; it is migrated as plural rules")
        }
    }

    /// A plural text of a variable that is the whole format key, numbered as the catalog numbers plural
    /// texts (from argument 1). Positions `1…n` in order, as `compile` writes them for a variable that
    /// isn't argument 1, go back to sequential specifiers.
    private static func catalogPluralText(_ text: String, variableArgument: Int) -> String {
        guard variableArgument != 1 else { return text }
        let parsed = FormatString.parse(text, firstSequentialArgument: variableArgument)
        let consuming = parsed.specifiers.filter { $0.argumentIndex != nil }
        let isPlainSequence = consuming.enumerated().allSatisfy { offset, specifier in
            specifier.position == offset + 1 && specifier.width?.isArgument != true && specifier.precision?.isArgument != true
        }
        if isPlainSequence {
            return parsed.replacingSpecifiers { specifier in
                specifier.position == nil ? nil : specifier.withoutPosition
            }
        }
        return parsed.withPositionalSpecifiers
    }

    /// A catalog substitution from a variable formatting `argument`, and the variables its texts reference.
    private static func substitution(from variable: StringsDictVariable, argument: Int)
        -> (Substitution, nested: [(name: String, argument: Int)]) {
        let parsedForms = variable.forms.mapValues { FormatString.parse($0, firstSequentialArgument: argument) }
        let ownSpecifiers = Set(parsedForms.values.flatMap { form in
            form.specifiers.filter { $0.kind == .conversion && $0.argumentIndex == argument }.map(\.bareSpecifier)
        })
        let formatSpecifier = ownSpecifiers.count == 1 ? ownSpecifiers.first : variable.valueType
        var nested: [(name: String, argument: Int)] = []
        var plural: [PluralCategory: Localization] = [:]
        for (category, form) in parsedForms {
            let text = form.replacingSpecifiers { specifier in
                if case .substitution(let name) = specifier.kind, let index = specifier.argumentIndex {
                    nested.append((name, index))
                }
                if specifier.kind == .conversion, specifier.argumentIndex == argument,
                   specifier.bareSpecifier == formatSpecifier {
                    return "%arg"
                }
                // Other sequential specifiers are numbered from this variable's argument in a
                // .stringsdict; name their argument so the catalog text means the same.
                guard argument != 1, specifier.position == nil, let index = specifier.argumentIndex else { return nil }
                return specifier.withPosition(index)
            }
            plural[category] = .text(text)
        }
        let substitution = Substitution(argNum: argument, formatSpecifier: formatSpecifier,
                                        variations: Variations(plural: plural))
        return (substitution, nested)
    }
}

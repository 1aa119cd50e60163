import StringCatalog

/// One parameter of an accessor: the argument it passes and its Swift type.
struct AccessorParameter: Sendable, Hashable {
    /// The 1-based argument of the key's format.
    var index: Int
    /// The parameter's name in the accessor: a placeholder's name (`count` for `%(count)lld`), a
    /// substitution's name, `count` for the number a plural variation counts or a key's only argument when
    /// it is a whole number, `width` or `precision` for a `*`, else `arg1`, `arg2`, ….
    var name: String
    var type: ParameterType
    /// Whether callers write the name as an argument label: a named placeholder's parameter is, as in
    /// Xcode 26's string symbols (`landmarks(count: 42)`); others are not (`_ arg1: String`).
    var isLabelled = false
}

/// The parameters of a key's accessor, typed from the format specifiers of its source-language text (or of
/// the key, when the catalog has no source text): every text of every plural and device case, and each
/// substitution with its own argument number, read the way the runtime reads them.
struct AccessorSignature: Sendable {
    /// One per argument the texts read, in argument order.
    var parameters: [AccessorParameter] = []
    /// The highest argument number; numbers no text reads are passed as empty text.
    var argumentCount = 0
    /// What is wrong with the source's arguments (two kinds for one argument, a skipped argument).
    var problems: [String] = []

    /// The signature of `key`, whose source-language localization is `source`.
    init(key: String, source: Localization?) {
        var builder = Builder(names: ArgumentNames(key: key, source: source))
        if let source, builder.add(source) {
            builder.addSubstitutions(of: source)
        } else {
            builder.addText(key)
        }
        self = builder.signature()
    }

    private init(parameters: [AccessorParameter], argumentCount: Int, problems: [String]) {
        self.parameters = parameters
        self.argumentCount = argumentCount
        self.problems = problems
    }

    /// Whether the accessor takes arguments (a function rather than a property).
    var hasArguments: Bool { argumentCount > 0 }

    /// Collects argument types and names from texts.
    private struct Builder {
        /// The key's named placeholders, numbered as the runtime numbers them.
        let argumentNames: ArgumentNames
        var types: [Int: ParameterType] = [:]
        var names: [Int: String] = [:]
        var problems: [String] = []
        /// Where each `%#@name@` reads, for substitutions without an `argNum`.
        var substitutionIndices: [String: Int] = [:]
        /// The argument a top-level plural variation counts.
        var pluralIndex: Int?
        var hasPlural = false

        init(names: ArgumentNames) {
            argumentNames = names
        }

        /// Adds every text of `localization`; `false` when it has no text.
        mutating func add(_ localization: Localization) -> Bool {
            var found = false
            if let unit = localization.stringUnit, !unit.value.isEmpty {
                addText(unit.value)
                found = true
            }
            if let devices = localization.variations?.device {
                for kind in devices.keys.sorted() {
                    if add(devices[kind]!) { found = true }
                }
            }
            if let plural = localization.variations?.plural {
                hasPlural = true
                for category in plural.keys.sorted() {
                    guard let text = plural[category]?.stringUnit?.value, !text.isEmpty else { continue }
                    let format = addText(text)
                    if category == .other, pluralIndex == nil {
                        pluralIndex = format.arguments.first { $0.category == .integer || $0.category == .double }?.index
                    }
                    found = true
                }
            }
            return found
        }

        @discardableResult
        mutating func addText(_ text: String) -> FormatString {
            let format = FormatString.parse(text, names: argumentNames)
            for argument in format.arguments {
                for use in argument.uses {
                    let specifier = format.specifiers[use.specifierIndex]
                    if use.role != .value {
                        record(.int, at: argument.index, name: use.role == .width ? "width" : "precision")
                    } else if case .substitution(let name) = specifier.kind {
                        if substitutionIndices[name] == nil { substitutionIndices[name] = argument.index }
                    } else if let category = specifier.category {
                        record(ParameterType(category: category, conversion: specifier.conversion), at: argument.index)
                    }
                }
            }
            return format
        }

        /// Adds the substitutions of `localization` and of its device cases: each reads its `argNum` (else
        /// where its `%#@name@` stands) as its `formatSpecifier` says, and its plural texts may read more.
        mutating func addSubstitutions(of localization: Localization) {
            for (name, substitution) in (localization.substitutions ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let index = substitution.argNum ?? substitutionIndices[name] else { continue }
                guard (1...FormatString.maximumPosition).contains(index) else {
                    problems.append("the substitution \(name) reads argument \(index), outside 1…\(FormatString.maximumPosition); it gets no parameter")
                    continue
                }
                record(ParameterType(formatSpecifier: substitution.formatSpecifier), at: index, name: name)
                for category in (substitution.variations?.plural ?? [:]).keys.sorted() {
                    guard let text = substitution.variations?.plural?[category]?.stringUnit?.value else { continue }
                    for specifier in FormatString.parse(text, isSubstitutionVariation: true, names: argumentNames).specifiers {
                        guard specifier.kind == .conversion, let category = specifier.category else { continue }
                        // Without a position or a name, a conversion reads the substitution's own argument.
                        let argument = specifier.position ?? specifier.name.flatMap { argumentNames[$0] } ?? index
                        record(ParameterType(category: category, conversion: specifier.conversion), at: argument)
                    }
                }
            }
            for device in (localization.variations?.device ?? [:]).values { addSubstitutions(of: device) }
        }

        mutating func record(_ type: ParameterType, at index: Int, name: String? = nil) {
            if let existing = types[index] {
                if existing.runtimeCategory != type.runtimeCategory {
                    problems.append("argument \(index) is read as \(existing.rawValue) and as \(type.rawValue); the accessor takes \(existing.rawValue)")
                }
            } else {
                types[index] = type
            }
            if let name, names[index] == nil { names[index] = name }
        }

        func signature() -> AccessorSignature {
            var types = types
            var problems = problems
            var names = names
            if hasPlural, types.isEmpty {
                types[1] = .int
                names[1] = "count"
            } else if let pluralIndex, names[pluralIndex] == nil {
                names[pluralIndex] = "count"
            } else if types.count == 1, let (index, type) = types.first, type == .int || type == .uint, names[index] == nil {
                names[index] = "count" // `"%lld heroes are waiting"` → `heroesAreWaiting(_ count: Int)`
            }
            let count = types.keys.max() ?? 0
            // A placeholder's own name is the parameter's label, kept as written (`%(landmarkCount)lld`).
            let labels = argumentNames.namesByIndex
            var parameters: [AccessorParameter] = []
            var used: Set<String> = Set(labels.values)
            for index in stride(from: 1, through: count, by: 1) {
                guard let type = types[index] else {
                    problems.append("argument \(index) is never read; the accessor passes empty text for it")
                    continue
                }
                if let label = labels[index] {
                    parameters.append(AccessorParameter(index: index, name: label, type: type, isLabelled: true))
                    continue
                }
                var name = names[index].map { SwiftName.lowerCamel(IdentifierWords.words(in: $0), fallback: "arg\(index)") }
                    ?? "arg\(index)"
                if !used.insert(name).inserted {
                    name += "\(index)"
                    used.insert(name)
                }
                parameters.append(AccessorParameter(index: index, name: name, type: type))
            }
            return AccessorSignature(parameters: parameters, argumentCount: count, problems: problems)
        }
    }
}

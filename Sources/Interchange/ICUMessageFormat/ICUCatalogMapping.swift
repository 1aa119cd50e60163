import Plurals
import StringCatalog
import TranslationExchange

/// A catalog localization as one ICU message and back; ICU carries every shape a catalog has.
///
/// - Arguments are named by position: `%@` is `{arg1}`, the second argument `{arg2}`.
/// - Plural variations are one plural argument over the counted argument (the first numeric one, as the runtime
///   chooses), whose number is `#`: `{arg1, plural, one {# day} other {# days}}`. `zero` is the `zero` keyword
///   where the language's CLDR rules have it, else `=0`, which ICU (like Apple) picks for 0 in any language.
/// - Substitutions are plural arguments inside the text: `Seen {arg1, plural, one {# bird} other {# birds}}`.
/// - Device variations are a select on an argument named `device`: `{device, select, iphone {…} other {…}}`.
///
/// On the way back the catalog's shape decides between the two readings of a plural (variations or a
/// substitution), substitutions keep the names the catalog gives them, text around a single plural is moved
/// into its cases where the catalog varies the whole string, and specifiers are spelled as the catalog spells
/// them at that place.
package struct ICUCatalogMapping {
    package let language: String
    package let plurals: PluralCategoryProvider
    private let languageHasZero: Bool

    package init(language: String, plurals: PluralCategoryProvider) {
        self.language = language
        self.plurals = plurals
        languageHasZero = PluralRules.cardinal(for: language).categories.contains(.zero)
    }

    // MARK: Catalog → ICU

    /// The message for a localization; `report` gets what ICU cannot carry (a shape Xcode itself cannot
    /// compile, a specifier's formatting), `nil` when nothing can be written.
    package func message(for localization: Localization, report: (NotCarried.Reason, String) -> Void) -> ICUMessage? {
        node(localization, substitutions: localization.substitutions ?? [:], report: report)
    }

    private func node(_ node: Localization, substitutions: [String: Substitution],
                      report: (NotCarried.Reason, String) -> Void) -> ICUMessage? {
        if let device = node.variations?.device, !device.isEmpty {
            if node.stringUnit != nil || !(node.variations?.plural?.isEmpty ?? true) {
                report(.shape, "has a string or plural cases beside its device cases; only the device cases are written")
            }
            guard device[.other] != nil else {
                report(.device, "has no 'other' device case, which ICU's select needs; not written")
                return nil
            }
            var cases: [ICUMessage.Case] = []
            for (kind, child) in device.sorted(by: { ($0.key == .other ? 1 : 0, $0.key) < ($1.key == .other ? 1 : 0, $1.key) }) {
                guard let message = self.node(child, substitutions: substitutions, report: report) else { return nil }
                cases.append(ICUMessage.Case(kind.rawValue, message))
            }
            return ICUMessage([.select(name: "device", cases: cases)])
        }
        if let plural = node.variations?.plural, !plural.isEmpty {
            if node.stringUnit != nil {
                report(.shape, "has a string beside its plural cases; only the plural cases are written")
            }
            guard let other = plural[.other]?.stringUnit else {
                report(.pluralCase, "has no 'other' plural case, which ICU's plural needs; not written")
                return nil
            }
            let counted = Self.countedArgument(in: other.value)
            var cases: [ICUMessage.Case] = []
            for (category, child) in plural.sorted(by: { $0.key < $1.key }) {
                if !(child.variations?.isEmpty ?? true) {
                    report(.shape, "plural case '\(category)' has variations of its own; only its string is written")
                }
                guard let unit = child.stringUnit else { continue }
                cases.append(ICUMessage.Case(selector(for: category),
                    ICUMessage(parts(unit.value, counted: counted, substitutions: substitutions, report: report))))
            }
            return ICUMessage([.plural(name: "arg\(counted)", isOrdinal: false, offset: 0, cases: cases)])
        }
        guard let unit = node.stringUnit else { return nil }
        return ICUMessage(parts(unit.value, counted: nil, substitutions: substitutions, report: report))
    }

    private func selector(for category: PluralCategory) -> String {
        category == .zero && !languageHasZero ? "=0" : category.rawValue
    }

    /// The position a plural variation counts: the first numeric argument of its `other` case, else the first.
    static func countedArgument(in other: String) -> Int {
        FormatString.parse(other).arguments.first { $0.category == .integer || $0.category == .double }?.index ?? 1
    }

    private func parts(
        _ text: String, counted: Int?, substitutionArgument: (position: Int, specifier: String)? = nil,
        substitutions: [String: Substitution], report: (NotCarried.Reason, String) -> Void
    ) -> [ICUMessage.Part] {
        let (message, problems) = MessageText.parse(text, substitutionArgument: substitutionArgument)
        for problem in problems { report(.specifier, "has a specifier ICU cannot hold: \(problem.message)") }
        var parts: [ICUMessage.Part] = []
        for piece in message.pieces {
            switch piece {
            case .literal(let literal):
                parts.append(.text(literal))
            case .argument(let index, let spelling):
                if let spelling, !Self.isPlainSpecifier(spelling) {
                    report(.specifier, "formats argument \(index) as '%\(spelling)'; ICU writes it as {arg\(index)}, without that formatting")
                }
                parts.append(index == counted ? .pound : .argument(name: "arg\(index)", type: nil, style: nil))
            case .substitution(let name, let position, let argument):
                guard let substitution = substitutions[name], let cases = substitution.variations?.plural, !cases.isEmpty else {
                    report(.substitution, "uses substitution '\(name)' without plural cases, which ICU cannot hold; written as {\(name)}")
                    parts.append(.argument(name: name, type: nil, style: nil))
                    continue
                }
                if !(substitution.variations?.device?.isEmpty ?? true) {
                    report(.shape, "substitution '\(name)' varies by device; only its plural cases are written")
                }
                let index = substitution.argNum ?? position ?? argument ?? 1
                let specifier = substitution.formatSpecifier ?? "lld"
                var icuCases: [ICUMessage.Case] = []
                for (category, child) in cases.sorted(by: { $0.key < $1.key }) {
                    guard let unit = child.stringUnit else { continue }
                    icuCases.append(ICUMessage.Case(selector(for: category), ICUMessage(self.parts(
                        unit.value, counted: index, substitutionArgument: (index, specifier), substitutions: [:], report: report))))
                }
                if !icuCases.contains(where: { $0.selector == "other" }) {
                    report(.pluralCase, "substitution '\(name)' has no 'other' case, which ICU's plural needs; its cases are not written")
                    parts.append(.argument(name: "arg\(index)", type: nil, style: nil))
                    continue
                }
                parts.append(.plural(name: "arg\(index)", isOrdinal: false, offset: 0, cases: icuCases))
            }
        }
        return parts
    }

    /// Specifiers ICU's plain `{argN}` formats alike: objects and integers without flags, width or precision.
    static func isPlainSpecifier(_ bare: String) -> Bool {
        if bare == "@" { return true }
        guard let conversion = bare.last, "diu".contains(conversion) else { return false }
        return ["", "l", "ll", "q", "h", "hh", "z", "t", "j"].contains(String(bare.dropLast()))
    }

    // MARK: ICU → catalog

    /// The catalog texts an ICU message sets, by path, placed against the catalog's shape for the language.
    package func placed(_ message: ICUMessage, target: Localization?, source: Localization)
        -> Result<[(path: UnitPath, text: String)], PlacementProblem> {
        var placement = Placement(mapping: self, target: target, source: source, names: ArgumentNames(message))
        do throws(PlacementProblem) {
            try placement.place(message, path: .root)
        } catch {
            return .failure(error)
        }
        return .success(placement.placed)
    }

    /// Substitutions for a localization built from scratch: each `argN` substitution counts argument N.
    package func newSubstitutions(_ message: ICUMessage, placed: [(path: UnitPath, text: String)]) -> [String: Substitution]? {
        var result: [String: Substitution] = [:]
        for (path, text) in placed {
            guard let name = path.substitutionName, let category = path.pluralCategory else { continue }
            let argument = Int(name.dropFirst(3)) ?? 1
            var substitution = result[name] ?? Substitution(argNum: argument, formatSpecifier: "lld", variations: Variations(plural: [:]))
            substitution.variations?.plural?[category] = .text(text)
            result[name] = substitution
        }
        return result.isEmpty ? nil : result
    }

    /// Positions for argument names: `argN` is N, `#` the plural's own, and any other name (`{name}` in a
    /// message written elsewhere) the next free position in order of appearance.
    struct ArgumentNames {
        private var positions: [String: Int] = [:]

        init(_ message: ICUMessage) {
            var others: [String] = []
            func visit(_ message: ICUMessage) {
                for part in message.parts {
                    switch part {
                    case .argument(let name, _, _): note(name)
                    case .plural(let name, _, _, let cases): note(name); cases.forEach { visit($0.message) }
                    case .select(let name, let cases): if name != "device" { note(name) }; cases.forEach { visit($0.message) }
                    case .text, .pound: break
                    }
                }
            }
            func note(_ name: String) {
                if name.hasPrefix("arg"), let index = Int(name.dropFirst(3)), index > 0 {
                    positions[name] = index
                } else if !others.contains(name) {
                    others.append(name)
                }
            }
            visit(message)
            var next = 1
            for name in others {
                while positions.values.contains(next) { next += 1 }
                positions[name] = next
            }
        }

        func position(of name: String) -> Int { positions[name] ?? 1 }
    }

    /// Walks a message against the catalog's shape, collecting texts by path.
    private struct Placement {
        let mapping: ICUCatalogMapping
        let target: Localization?
        let source: Localization
        let names: ArgumentNames
        var placed: [(path: UnitPath, text: String)] = []

        init(mapping: ICUCatalogMapping, target: Localization?, source: Localization, names: ArgumentNames) {
            self.mapping = mapping
            self.target = target
            self.source = source
            self.names = names
        }

        private var substitutions: [String: Substitution] {
            (source.substitutions ?? [:]).merging(target?.substitutions ?? [:]) { $1 }
        }

        /// The node of the catalog's shape at `path` (the target's where it has content, else the source's).
        private func shape(at path: UnitPath) -> Localization? {
            var node: Localization? = target ?? source
            for component in path.components {
                switch component {
                case .device(let kind): node = node?.variations?.device.flatMap { $0[kind] ?? $0[.other] } ?? node
                case .plural(let category): node = node?.variations?.plural.flatMap { $0[category] ?? $0[.other] } ?? node
                case .substitution: return nil
                }
            }
            return node
        }

        private func reference(_ path: UnitPath) -> String? {
            CatalogUnits.leaf(target, path: path)?.value ?? CatalogUnits.resolveSource(source, path: path)?.value
        }

        private func category(_ selector: String) throws(PlacementProblem) -> PluralCategory {
            if selector == "=0" { return .zero }
            let category = PluralCategory(selector)
            guard PluralCategory.allKnown.contains(category) else {
                throw PlacementProblem("plural case '\(selector)' has no catalog category (zero, one, two, few, many, other)")
            }
            return category
        }

        mutating func place(_ message: ICUMessage, path: UnitPath) throws(PlacementProblem) {
            let parts = message.parts
            if parts.count == 1, case .select(let name, let cases) = parts[0] {
                guard name == "device" else { throw PlacementProblem("select on '\(name)' has no catalog equivalent (only 'device' has)") }
                for item in cases {
                    try place(item.message, path: path.appending(.device(DeviceKind(item.selector))))
                }
                return
            }
            let plurals = parts.filter { if case .plural = $0 { true } else { false } }
            let node = shape(at: path)
            let nodeVariesByPlural = !(node?.variations?.plural?.isEmpty ?? true)
            if plurals.count == 1, case .plural(let name, let isOrdinal, let offset, let cases)? = plurals.first {
                guard !isOrdinal, offset == 0 else { throw PlacementProblem("selectordinal and offset have no catalog equivalent") }
                let index = names.position(of: name)
                let isSubstitution = !nodeVariesByPlural && node?.stringUnit.map { text in
                    substitutions.contains { $0.value.argNum == index && text.value.contains("@\($0.key)@") }
                } == true
                if !isSubstitution {
                    // Plural variations; text around the plural goes into each case.
                    let pluralIndex = parts.firstIndex { if case .plural = $0 { true } else { false } }!
                    let prefix = Array(parts[..<pluralIndex]), suffix = Array(parts[(pluralIndex + 1)...])
                    for item in cases {
                        let path = path.appending(.plural(try category(item.selector)))
                        let whole = ICUMessage(prefix + item.message.parts + suffix)
                        placed.append((path, try printf(whole, counted: index, path: path)))
                    }
                    return
                }
            }
            // A string whose plural arguments are substitutions.
            var pieces: [MessageText.Piece] = []
            for part in parts {
                switch part {
                case .plural(let name, let isOrdinal, let offset, let cases):
                    guard !isOrdinal, offset == 0 else { throw PlacementProblem("selectordinal and offset have no catalog equivalent") }
                    let index = names.position(of: name)
                    let known = substitutions.first { $0.value.argNum == index }
                    let substitutionName = known?.key ?? "arg\(index)"
                    pieces.append(.substitution(substitutionName, position: known == nil ? index : nil, argument: index))
                    let specifier = known?.value.formatSpecifier ?? "lld"
                    for item in cases {
                        let casePath = UnitPath([.substitution(substitutionName), .plural(try category(item.selector))])
                        var restorer = PrintfRestorer(reference: reference(casePath), substitutionArgument: (index, specifier))
                        restorer.substitutionArgument = index
                        placed.append((casePath, restorer.printf(try text(item.message, counted: index), syntax: .positional)))
                    }
                case .select(let name, _):
                    throw PlacementProblem("select on '\(name)' inside text has no catalog equivalent")
                default:
                    pieces.append(contentsOf: try text(ICUMessage([part]), counted: nil).pieces)
                }
            }
            placed.append((path, PrintfRestorer(reference: reference(path)).printf(MessageText(pieces), syntax: .positional)))
        }

        private func printf(_ message: ICUMessage, counted: Int?, path: UnitPath) throws(PlacementProblem) -> String {
            PrintfRestorer(reference: reference(path)).printf(try text(message, counted: counted), syntax: .positional)
        }

        /// A message without plural or select arguments as catalog pieces; `#` is the counted argument.
        private func text(_ message: ICUMessage, counted: Int?) throws(PlacementProblem) -> MessageText {
            var pieces: [MessageText.Piece] = []
            for part in message.parts {
                switch part {
                case .text(let text):
                    if case .literal(let previous)? = pieces.last { pieces[pieces.count - 1] = .literal(previous + text) }
                    else { pieces.append(.literal(text)) }
                case .argument(let name, _, _):
                    pieces.append(.argument(names.position(of: name), spelling: nil))
                case .pound:
                    guard let counted else { throw PlacementProblem("'#' outside a plural case") }
                    pieces.append(.argument(counted, spelling: "count"))
                case .plural, .select:
                    throw PlacementProblem("plural or select arguments nested deeper than a catalog's variations")
                }
            }
            return MessageText(pieces)
        }
    }
}

import StringCatalog

/// Renders a resolved entry with its arguments: picks plural cases by CLDR rules for the actual values,
/// expands substitutions and formats each conversion.
struct EntryRenderer {
    let conversions: ConversionRenderer

    struct Result {
        var text: String
        /// Why the arguments did not fit, when they did not.
        var argumentProblem: String?
        /// The plural cases chosen, for explanations (`"plural: one"`, `"files: other"`).
        var choices: [String]
    }

    func render(_ entry: ResolvedEntry, _ arguments: [FormatValue], explaining: Bool = false) -> Result {
        var state = State(arguments: arguments, entry: entry, explaining: explaining)
        let text = renderText(&state)
        return Result(text: text, argumentProblem: state.problem, choices: state.choices)
    }

    /// The text alone, as a lookup needs it (no `Result` to build and tear down); why the arguments did not
    /// fit goes to `problem`.
    func text(_ entry: ResolvedEntry, _ arguments: [FormatValue], problem: (String) -> Void) -> String {
        var state = State(arguments: arguments, entry: entry, explaining: false)
        let text = renderText(&state)
        if let found = state.problem { problem(found) }
        return text
    }

    private func renderText(_ state: inout State) -> String {
        let entry = state.entry
        // Most texts fit on the stack: the lookup then allocates only the string it returns.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackCapacity) { buffer in
            var output = TextOutput(buffer: buffer)
            switch entry.localization.form {
            case .template(let template):
                render(template, entry.localization, &state, into: &output)
            case .plural(let plural):
                let (choice, template) = choose(plural, &state)
                if state.explaining { state.choices.append("plural: \(choice)") }
                render(template, entry.localization, &state, into: &output)
            }
            return output.makeString()
        }
    }

    private struct State {
        let arguments: [FormatValue]
        /// The entry rendered, whose plural rules pick cases (read in place rather than copied per lookup).
        /// Kept alive by the caller for the whole rendering: not retained per lookup.
        unowned(unsafe) let entry: ResolvedEntry
        var plurals: PluralSelector { entry.plurals } // a reference: no copy of the rules
        let explaining: Bool
        var problem: String?
        var choices: [String] = []
        /// Substitutions being expanded, outermost first: one met again is a loop and stays as written.
        var expanding: [String] = []
    }

    /// Bytes of rendered text kept on the stack before it moves to the heap.
    static let stackCapacity = 512

    /// How deep substitutions may nest inside substitutions.
    static let maximumNesting = 16

    private func render(_ template: FormatTemplate, _ localization: CompiledLocalization, _ state: inout State,
                        into output: inout TextOutput) {
        for segment in template.segments {
            switch segment {
            case .literal(let bytes):
                output.append(contentsOf: bytes)
            case .conversion(let conversion, let index):
                let width = amount(conversion.width, &state)
                let precision = amount(conversion.precision, &state)
                guard let argument = argument(index, &state) else { continue }
                if !conversions.render(argument, conversion, width: width, precision: precision, into: &output) {
                    state.problem = state.problem
                        ?? "argument \(index + 1) is \(argument.category) but the string reads \(conversion.category)"
                }
            case .substitution(let name, _):
                guard let substitution = localization.substitutions[name] else {
                    output.append(contentsOf: "%#@\(name)@".utf8)
                    continue
                }
                if let plural = substitution.plural {
                    guard !state.expanding.contains(name), state.expanding.count < Self.maximumNesting else {
                        output.append(contentsOf: "%#@\(name)@".utf8) // a loop: the source's own defect, reported at load
                        continue
                    }
                    let (choice, chosen) = choose(plural, &state)
                    if state.explaining { state.choices.append("\(name): \(choice)") }
                    state.expanding.append(name)
                    render(chosen, localization, &state, into: &output)
                    state.expanding.removeLast()
                } else if let argument = argument(substitution.index, &state) {
                    conversions.render(argument, substitution.conversion, width: nil, precision: nil, into: &output)
                }
            }
        }
    }

    private func amount(_ amount: Conversion.Amount, _ state: inout State) -> Int? {
        switch amount {
        case .none: nil
        case .fixed(let value): value
        case .argument(let index): integerArgument(index, &state)
        }
    }

    private func argument(_ index: Int, _ state: inout State) -> FormatValue? {
        guard index < state.arguments.count else {
            state.problem = state.problem ?? "the string reads argument \(index + 1) but \(state.arguments.count) were passed"
            return nil
        }
        return state.arguments[index]
    }

    private func integerArgument(_ index: Int, _ state: inout State) -> Int? {
        guard let argument = argument(index, &state) else { return nil }
        switch argument.value {
        case .signed(let value): return Int(clamping: value)
        case .unsigned(let value): return Int(clamping: value)
        default:
            state.problem = state.problem ?? "argument \(index + 1) is not an integer width or precision"
            return nil
        }
    }

    /// The case a plural variation took, described for explanations ("one", or "other (no many case)") only
    /// when one is asked for.
    private enum PluralChoice: CustomStringConvertible {
        case noArgument
        case chosen(PluralCategoryName)
        case missing(PluralCategoryName)

        var description: String {
            switch self {
            case .noArgument: "other (no argument)"
            case .chosen(let name): name.rawValue
            case .missing(let name): "other (no \(name.rawValue) case)"
            }
        }
    }

    /// The case for the counted argument's value. A `zero` case is used for 0 in every language, as
    /// Apple's runtime does; otherwise the language's CLDR category, else `other`.
    private func choose(_ plural: CompiledPlural, _ state: inout State) -> (PluralChoice, FormatTemplate) {
        guard let argument = argument(plural.index, &state) else { return (.noArgument, plural.other) }
        let category: PluralCategoryName
        switch argument.value {
        case .signed(let value):
            category = value == 0 && plural[.zero] != nil ? .zero : state.plurals.name(for: value)
        case .unsigned(let value):
            category = value == 0 && plural[.zero] != nil ? .zero : state.plurals.name(for: Int64(clamping: value))
        case .floatingPoint(let value):
            category = value == 0 && plural[.zero] != nil
                ? .zero : state.plurals.name(for: value, fractionDigits: fractionDigits(in: plural))
        case .text, .localized:
            category = .other
        }
        if category == .other { return (.chosen(.other), plural.other) }
        guard let template = plural[category] else { return (.missing(category), plural.other) }
        return (.chosen(category), template)
    }

    /// The fraction digits the `other` case prints the counted number with (`%.1f` → 1, `%f` → 6), or
    /// `nil` when it prints the shortest form; CLDR operands count visible digits ("1.0" is not "1").
    private func fractionDigits(in plural: CompiledPlural) -> Int? {
        for case .conversion(let conversion, let index) in plural.other.segments
        where index == plural.index && conversion.category == .double {
            guard conversion.conversion == UInt8(ascii: "f") || conversion.conversion == UInt8(ascii: "F") else { return nil }
            if case .fixed(let digits) = conversion.precision { return digits }
            return 6
        }
        return nil
    }
}

import Plurals
import StringCatalog

/// gettext's `Plural-Forms` header for a language, generated from its CLDR cardinal rules.
///
/// gettext chooses a form by an unsigned integer only, so each CLDR rule is evaluated for integers: `i` is
/// `n`, and the fraction operands `v`, `w`, `f`, `t` and the exponent `c`/`e` are 0. Relations on those
/// fold to constants, and the rest becomes a C expression. Form `k` is the language's `k`-th CLDR category
/// in CLDR's order (zero, one, two, few, many, other), so `nplurals` is the number of categories, including
/// those only fractions select (Czech `many`), which gettext never picks but which keeps every case of a
/// catalog in its form.
package struct GettextPluralForms: Hashable, Sendable {
    /// The language's categories, in form order.
    package var categories: [PluralCategory]
    /// The C expression choosing a form for `n`.
    package var expression: String

    package init(language: String) {
        let rules = PluralRules.cardinal(for: language)
        categories = rules.categories.map { PluralCategory($0.rawValue) }
        var branches: [(condition: String, form: Int)] = []
        var fallback = rules.categories.count - 1
        for (form, category) in rules.categories.enumerated() where category != .other {
            guard let text = rules.rule(for: category) else { continue }
            switch CLDRIntegerCondition.parse(text) {
            case .constant(false): continue
            case .constant(true): fallback = form
            case .expression(let condition): branches.append((condition, form))
            }
            if fallback == form { break }
        }
        var expression = String(fallback)
        for branch in branches.reversed() {
            expression = "\(branch.condition) ? \(branch.form) : \(expression)"
        }
        self.expression = branches.isEmpty ? expression : "(\(expression))"
    }

    package var nplurals: Int { categories.count }

    /// `nplurals=2; plural=(n == 1 ? 0 : 1);`
    package var header: String { "nplurals=\(nplurals); plural=\(expression);" }
}

/// A CLDR plural condition evaluated for integers, folded to a constant or rendered as a C expression.
enum CLDRIntegerCondition: Equatable {
    case constant(Bool)
    case expression(String)

    /// Parses CLDR's rule syntax (`n % 10 = 2..4 and n % 100 != 12..14 or …`, samples already stripped).
    static func parse(_ rule: String) -> CLDRIntegerCondition {
        let tokens = rule.split(whereSeparator: { $0 == " " }).map(String.init)
        var position = 0
        func or() -> CLDRIntegerCondition {
            var terms = [and()]
            while position < tokens.count, tokens[position] == "or" { position += 1; terms.append(and()) }
            return combine(terms, isAnd: false)
        }
        func and() -> CLDRIntegerCondition {
            var terms = [relation()]
            while position < tokens.count, tokens[position] == "and" { position += 1; terms.append(relation()) }
            return combine(terms, isAnd: true)
        }
        func relation() -> CLDRIntegerCondition {
            // operand [% modulus] (= | !=) list
            let operand = position < tokens.count ? tokens[position] : "n"
            position += 1
            var modulus: UInt64?
            if position < tokens.count, tokens[position] == "%" {
                modulus = UInt64(tokens[position + 1])
                position += 2
            }
            let negated = position < tokens.count && tokens[position] == "!="
            position += 1
            let list = position < tokens.count ? tokens[position] : ""
            position += 1
            let ranges: [ClosedRange<UInt64>] = list.split(separator: ",").compactMap { item in
                let bounds = item.components(separatedBy: "..")
                guard let low = UInt64(bounds[0]), let high = UInt64(bounds.count > 1 ? bounds[1] : bounds[0]) else { return nil }
                return low...high
            }
            guard operand == "n" || operand == "i" else {
                // v, w, f, t, c and e are 0 for integers.
                return .constant(ranges.contains { $0.contains(0) } != negated)
            }
            let value = modulus.map { "n % \($0)" } ?? "n"
            let tests = ranges.map { range in
                range.lowerBound == range.upperBound ? "\(value) == \(range.lowerBound)" : "(\(value) >= \(range.lowerBound) && \(value) <= \(range.upperBound))"
            }
            let test = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
            return .expression(negated ? "!" + (tests.count == 1 ? "(\(test))" : test) : test)
        }
        return or()
    }

    private static func combine(_ terms: [CLDRIntegerCondition], isAnd: Bool) -> CLDRIntegerCondition {
        var expressions: [String] = []
        for term in terms {
            switch term {
            case .constant(let value):
                if value != isAnd { return .constant(value) } // false in an and, true in an or, decides
            case .expression(let text):
                expressions.append(text)
            }
        }
        guard !expressions.isEmpty else { return .constant(isAnd) }
        if expressions.count == 1 { return .expression(expressions[0]) }
        return .expression("(" + expressions.joined(separator: isAnd ? " && " : " || ") + ")")
    }
}

/// A `Plural-Forms` expression (C syntax over `n`), evaluated as gettext does with unsigned integers, to learn
/// which form a foreign file's `msgstr[k]` is.
package struct PluralExpression: Sendable {
    private indirect enum Node: Sendable {
        case n
        case number(UInt64)
        case not(Node)
        case binary(String, Node, Node)
        case conditional(Node, Node, Node)
    }

    private let root: Node

    /// Parses `plural=…` (the part after `plural=`, without the final `;`); `nil` when it is not an expression
    /// gettext accepts.
    package init?(_ text: String) {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == " " || character == "\t" { index = text.index(after: index); continue }
            if character.isNumber {
                let end = text[index...].firstIndex { !$0.isNumber } ?? text.endIndex
                tokens.append(String(text[index..<end]))
                index = end
                continue
            }
            let two = text[index...].prefix(2)
            if ["==", "!=", "<=", ">=", "&&", "||"].contains(String(two)) {
                tokens.append(String(two))
                index = text.index(index, offsetBy: 2)
                continue
            }
            guard "n()?:<>!%*/+-".contains(character) else { return nil }
            tokens.append(String(character))
            index = text.index(after: index)
        }
        var parser = Parser(tokens: tokens)
        guard let root = parser.conditional(), parser.position == tokens.count else { return nil }
        self.root = root
    }

    package func evaluate(_ n: UInt64) -> UInt64? {
        Self.evaluate(root, n)
    }

    private static func evaluate(_ node: Node, _ n: UInt64) -> UInt64? {
        switch node {
        case .n: return n
        case .number(let value): return value
        case .not(let inner): return evaluate(inner, n).map { $0 == 0 ? 1 : 0 }
        case .conditional(let test, let yes, let no):
            guard let value = evaluate(test, n) else { return nil }
            return evaluate(value != 0 ? yes : no, n)
        case .binary(let op, let left, let right):
            guard let a = evaluate(left, n), let b = evaluate(right, n) else { return nil }
            switch op {
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "&&": return a != 0 && b != 0 ? 1 : 0
            case "||": return a != 0 || b != 0 ? 1 : 0
            case "%": return b == 0 ? nil : a % b
            case "/": return b == 0 ? nil : a / b
            case "*": return a &* b
            case "+": return a &+ b
            case "-": return a &- b
            default: return nil
            }
        }
    }

    /// Precedence climbing over C's operators (lowest first).
    private struct Parser {
        let tokens: [String]
        var position = 0
        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]

        mutating func conditional() -> Node? {
            guard let test = binary(0) else { return nil }
            guard position < tokens.count, tokens[position] == "?" else { return test }
            position += 1
            guard let yes = conditional(), position < tokens.count, tokens[position] == ":" else { return nil }
            position += 1
            guard let no = conditional() else { return nil }
            return .conditional(test, yes, no)
        }

        mutating func binary(_ level: Int) -> Node? {
            guard level < Self.levels.count else { return unary() }
            guard var left = binary(level + 1) else { return nil }
            while position < tokens.count, Self.levels[level].contains(tokens[position]) {
                let op = tokens[position]
                position += 1
                guard let right = binary(level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func unary() -> Node? {
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            switch token {
            case "!": return unary().map { .not($0) }
            case "n": return .n
            case "(":
                guard let inner = conditional(), position < tokens.count, tokens[position] == ")" else { return nil }
                position += 1
                return inner
            default:
                return UInt64(token).map { .number($0) }
            }
        }
    }
}

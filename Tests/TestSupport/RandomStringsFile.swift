/// Random `.strings` files in every syntax Foundation's reader accepts (quoted and unquoted tokens, escapes,
/// comments, the key-only shorthand, a braced dictionary), for differential tests against
/// `PropertyListSerialization`. Deterministic for a given seed.
public enum RandomStringsFile {
    public struct Generator: RandomNumberGenerator {
        public var state: UInt64
        public init(state: UInt64) { self.state = state }
        public mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    private static let pieces = [
        "a", "Z", "0", " ", "é", "日本", "😀", "%@", "%1$lld", "\\n", "\\t", "\\r", "\\\"", "\\'", "\\\\",
        "\\U00e9", "\\U41", "\\u2603", "\\351", "\\700", "\\377", "\\UD83D\\UDE00", "\\101", "\\7", "\\060x", "\\q", "\\a", "\\v", "/", "*", "=", ";",
    ]
    private static let unquoted = Array("abcXYZ019_$/:.-")

    private static func randomString(_ generator: inout Generator, quote: Character) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            var piece = pieces.randomElement(using: &generator)!
            if piece == "\\'" && quote == "'" || piece == "\\\"" && quote == "\"" { piece = "\\\\" }
            text += piece
        }
        if quote == "'" { text = text.replacingOccurrences(of: "'", with: "\\'") }
        return String(quote) + text + String(quote)
    }

    private static func randomToken(_ generator: inout Generator) -> String {
        if Int.random(in: 0..<5, using: &generator) == 0 {
            // A leading `/` could open a comment, so unquoted tokens start with a letter.
            return "a" + String((0..<Int.random(in: 0...5, using: &generator)).map { _ in unquoted.randomElement(using: &generator)! })
        }
        return randomString(&generator, quote: Bool.random(using: &generator) ? "\"" : "'")
    }

    public static func text(_ generator: inout Generator) -> String {
        let braced = Int.random(in: 0..<8, using: &generator) == 0
        var text = braced ? "{\n" : ""
        for index in 0..<Int.random(in: 1...12, using: &generator) {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: text += "/* comment \(index) with \"quotes\" = ; */\n"
            case 1: text += "// line comment \(index)\n"
            default: break
            }
            let key = randomToken(&generator)
            if Int.random(in: 0..<6, using: &generator) == 0 {
                text += key + ";\n"
            } else {
                text += key + (Bool.random(using: &generator) ? " = " : "=\n  ") + randomToken(&generator) + ";\n"
            }
        }
        return braced ? text + "}\n" : text
    }
}

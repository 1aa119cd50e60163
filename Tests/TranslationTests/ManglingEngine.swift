import Foundation
import TestSupport
import Translation

/// An engine as bad as real ones get: it reorders words, changes and drops them, writes numbers out, and now
/// and then drops, doubles, breaks or moves a tag, invents one, or slips a `%` into the text.
struct ManglingEngine {
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// The markup split into tags and words, each tag one token.
    static func tokens(_ markup: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inTag = false
        for character in markup {
            if character == "<" {
                if !current.isEmpty { tokens.append(current) }
                current = "<"
                inTag = true
            } else if character == ">" && inTag {
                tokens.append(current + ">")
                current = ""
                inTag = false
            } else if character == " " && !inTag {
                if !current.isEmpty { tokens.append(current) }
                tokens.append(" ")
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    mutating func mangle(_ markup: String) -> String {
        var tokens = Self.tokens(markup)
        // Reorder: swap a few tokens, tags included (a `</g>` moving before its `<g>` must be refused).
        for _ in 0..<Int.random(in: 0...3, using: &generator) where tokens.count > 1 {
            tokens.swapAt(Int.random(in: 0..<tokens.count, using: &generator), Int.random(in: 0..<tokens.count, using: &generator))
        }
        for index in tokens.indices where !tokens[index].hasPrefix("<") && Int.random(in: 0..<4, using: &generator) == 0 {
            tokens[index] = String(tokens[index].reversed()).uppercased()
        }
        switch Int.random(in: 0..<14, using: &generator) {
        case 0 where !tokens.isEmpty: tokens.remove(at: Int.random(in: 0..<tokens.count, using: &generator))
        case 1 where !tokens.isEmpty: tokens.append(tokens[Int.random(in: 0..<tokens.count, using: &generator)])
        case 2: tokens.append(#"<x id="1"/>"#)
        case 3: tokens.insert("<b>bold</b>", at: 0)
        case 4: tokens.append(" 50 % d")
        case 5: tokens.append("%@")
        case 6: tokens = tokens.map { $0.replacingOccurrences(of: "/>", with: ">") }
        case 7: tokens = tokens.map { $0.replacingOccurrences(of: " id=", with: " id = ") }
        case 8: tokens = tokens.map { $0.replacingOccurrences(of: "2", with: "two").replacingOccurrences(of: "5", with: "55") }
        case 9: tokens.append("%%")
        case 10: tokens = tokens.map { $0.replacingOccurrences(of: "&amp;", with: "&") }
        default: break
        }
        return tokens.joined()
    }
}

import SwiftSyntax
import Testing
@testable import SourceScanner

@Suite("Parsing stops where nesting passes what any compiler accepts")
struct SwiftSourceParserTests {
    static func parsable(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { SwiftSourceParser.parsableLength($0) }
    }

    static func nested(_ depth: Int) -> String {
        var text = "x"
        for _ in 0..<depth { text = "\\(\"" + text + "\")" }
        return "let s = \"\(text)\"\n"
    }

    @Test("8,000 nested interpolations are cut at the nesting limit, so the lexer can't take gigabytes")
    func deepInterpolationsCut() {
        let text = Self.nested(8_000)
        let length = Self.parsable(text)
        #expect(length < text.utf8.count)
        // Each level opens an interpolation and a string: the cut comes after about half the limit in levels.
        #expect(length > 3 * (SwiftSourceParser.maximumNesting / 2 - 2))
        let tree = SwiftSourceParser.parse(text)
        #expect(tree.totalLength.utf8Length == length)
    }

    @Test("real code is parsed whole: raw, multi-line and interpolated strings, comments, parentheses")
    func ordinarySourcesWhole() {
        let sources = [
            Self.nested(100),
            ##"let a = #"raw \(notInterpolated) "quoted" \#(real)"# + "x\(f(g(1), "y\("z")"))""##,
            "let b = \"\"\"\n  multi \"line\" \\(value) \"\"\"\n",
            "/* a \"comment\" /* nested */ with ( */ let c = (1 + (2))\n// \"line comment\n",
            "let d = \"unterminated\nlet e = \"next\"\n",
            "#if DEBUG\nlet f = #selector(x)\n#endif\n",
        ]
        for source in sources {
            #expect(Self.parsable(source) == source.utf8.count, "\(source)")
        }
    }
}

import Diagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// Code the Swift parser rejects, reported compiler-style; the rest of the file is still extracted and
/// linted as far as it parses.
public struct ParseErrorRule: Rule {
    public static let description = RuleDescription(
        id: .parseError,
        summary: "A Swift file has a syntax error",
        rationale: """
            Where the parser has to guess, strings may be missed or misread: extraction and lint see the file \
            only as far as it parses. The compiler rejects the same code; fix it first.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            SourceExample("""
                struct Greeting {
                    let text = "Hello"↓)
                }
                """),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                struct Greeting {
                    let text = String(localized: "Hello")
                }
                """),
        ])

    public static var kind: RuleKind { .extraction }

    /// The syntax errors of `tree` as findings in the file at `path`, located with `index`.
    static func findings(in tree: SourceFileSyntax, path: String, index: SourceIndex) -> [Diagnostic] {
        guard tree.hasError else { return [] }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = index.location(ofOffset: diagnostic.position.utf8Offset)
            return Diagnostic(
                ruleID: id, severity: description.defaultSeverity, message: diagnostic.message,
                file: path, line: location.line, column: location.column)
        }
    }

    /// The syntax errors of `example`, parsed as every command parses Swift files.
    public static func findings(in example: SourceExample) throws -> [Diagnostic] {
        let file = SourceFile(path: example.fileName, text: example.codeAndMarkers.code)
        return findings(in: file.tree, path: file.path, index: file.sourceIndex)
    }
}

extension RuleID {
    public static let parseError = RuleID("parse-error")
}

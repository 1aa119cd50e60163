import SwiftSyntax

/// Variables named for machine text (`key`, `deleteSQL`, `logLine`, `pattern`): what is built into them is
/// not read by people.
enum MachineNames {
    /// Whether `name`'s camel-case words include a machine word.
    static func isMachineNamed(_ name: String?) -> Bool {
        guard let name else { return false }
        return !TypeNameMatch.words(name).isDisjoint(with: machineWords)
    }

    private static let machineWords: Set<String> = [
        "key", "sql", "query", "html", "xml", "json", "css", "script", "command", "cmd", "log", "path", "url",
        "pattern", "regex", "plist", "shell", "argument", "arg", "header", "identifier", "id",
    ]

    /// The variable `node`'s value is bound, assigned or appended to: `let key = node`, `sql = node`,
    /// `logLine += node`.
    static func target(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        // Look through the `+` sequence the node may be part of.
        if let sequence = current.parent?.as(ExprListSyntax.self)?.parent { current = sequence }
        if let binding = current.parent?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        let sequence = current.as(SequenceExprSyntax.self)
            ?? current.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self)
        guard let elements = sequence.map({ Array($0.elements) }), elements.count >= 3 else { return nil }
        let isAssignment = elements[1].is(AssignmentExprSyntax.self)
            || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
        return isAssignment ? DisplayFlow.assignmentTarget(elements[0])?.name : nil
    }
}

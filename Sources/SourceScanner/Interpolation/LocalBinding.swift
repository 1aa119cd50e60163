import SwiftSyntax

/// What a local name is bound to where an interpolation uses it (a declaration before the use).
enum LocalBinding {
    /// Declared with a type: `let x: Int`, a typed parameter.
    case declared(type: String)
    /// `let x = expression`.
    case value(ExprSyntax)
    /// `if let x = expression`, `guard let x = expression`: the expression's type unwrapped.
    case unwrapped(ExprSyntax)
    /// `for x in sequence`, `ForEach(sequence) { x in … }`: an element of the sequence.
    case element(of: ExprSyntax)
    /// The offset of `for (offset, x) in sequence.enumerated()`.
    case offset
    /// Bound (so it hides outer names) but of a type the scan cannot tell.
    case unknown
}

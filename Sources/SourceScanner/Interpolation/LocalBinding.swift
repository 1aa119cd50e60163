import SwiftSyntax

/// What a `case` pattern binds a name to, for typing an interpolation that uses the name.
enum LocalBinding {
    /// `case let x` over a subject: the subject's (or its part's) type.
    case value(ExprSyntax)
    /// `case .some(let x)`, `case let x?`: that type unwrapped.
    case unwrapped(ExprSyntax)
    /// `case .tooShort(minLength: let x)`: an enum case's payload, by the case's name and the payload's
    /// label (`#0`, `#1`, … by position when the pattern gives none), typed by the case's declaration.
    case payload(caseName: String, label: String)
    /// Bound (so it hides outer names) but of a type that cannot be told.
    case unknown
}

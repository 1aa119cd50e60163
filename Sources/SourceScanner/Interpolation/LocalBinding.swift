import SwiftSyntax

/// What a `case` pattern binds a name to, for typing an interpolation that uses the name.
enum LocalBinding {
    /// `case let x` over a subject: the subject's (or its part's) type.
    case value(ExprSyntax)
    /// `case .some(let x)`, `case let x?`: that type unwrapped.
    case unwrapped(ExprSyntax)
    /// Bound (so it hides outer names) but of a type that cannot be told.
    case unknown
}

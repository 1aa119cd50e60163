@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Turns a localizable string literal into its catalog key as the compiler does: the literal's value
/// (escapes resolved, multi-line indentation removed, raw delimiters honoured), with each interpolation
/// replaced by its format specifier and, when there are interpolations, literal `%` doubled.
public struct LocalizableKeyRenderer: Sendable {
    public var inference: InterpolationTypeInference

    public init(inference: InterpolationTypeInference = InterpolationTypeInference()) {
        self.inference = inference
    }

    /// The key of `literal` when it has type `kind`; `nil` if the literal is malformed or, for plain
    /// `String` keys, not a constant. Interpolated names are resolved from the syntax tree around them.
    public func key(of literal: StringLiteralExprSyntax, kind: LocalizableValueKind) -> String? {
        guard !literal.hasError, let literalKind = literal.stringLiteralKind else { return nil }
        let segments = literal.segments
        let hasInterpolation = literal.hasInterpolation
        if hasInterpolation, kind == .plainString { return nil }
        var key = ""
        for segment in segments {
            switch segment {
            case .stringSegment(let text):
                if hasInterpolation, !kind.namesParameters {
                    var value = ""
                    text.appendUnescapedLiteralValue(
                        stringLiteralKind: literalKind, delimiterLength: literal.delimiterLength, to: &value)
                    key += value.utf8.contains(UInt8(ascii: "%")) ? value.replacingPercentSigns() : value
                } else {
                    text.appendUnescapedLiteralValue(
                        stringLiteralKind: literalKind, delimiterLength: literal.delimiterLength, to: &key)
                }
            case .expressionSegment(let interpolation):
                if kind.namesParameters {
                    guard let name = Self.phraseParameterName(interpolation) else { return nil }
                    key += "${\(name)}"
                } else {
                    key += inference.formatSpecifier(for: interpolation)
                }
            }
        }
        return key
    }

    /// The name an App Shortcut phrase gives an interpolation: `\(.applicationName)` is `applicationName`,
    /// `\(\.$folder)` (the intent's parameter) is `folder`; anything else cannot be in a phrase.
    static func phraseParameterName(_ segment: ExpressionSegmentSyntax) -> String? {
        guard segment.expressions.count == 1, let expression = segment.expressions.first?.expression else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text
        }
        if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
           let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
            let name = property.declName.baseName.text
            return name.hasPrefix("$") ? String(name.dropFirst()) : name
        }
        return nil
    }

    /// The value of a constant literal argument (`comment:`, `table:`), or `nil` if it is not one.
    public static func constantValue(of expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

extension String {
    /// `%` → `%%`, as interpolated localizable strings escape literal percent signs.
    fileprivate func replacingPercentSigns() -> String {
        var result = ""
        result.reserveCapacity(utf8.count + 2)
        for character in unicodeScalars {
            if character == "%" { result += "%%" } else { result.unicodeScalars.append(character) }
        }
        return result
    }
}

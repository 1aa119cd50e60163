import Foundation
import Mustache
import Phrasebook

extension Localizer {
    /// A Mustache lambda that shows the text of its section in the localizer's language, for templates that
    /// keep the source text in place: `{{#t}}Your Heroes{{/t}}`.
    ///
    /// Variables inside the section become arguments, with the specifier Swift's interpolation gives their
    /// type: with `values["heroes"] = 3`, `{{#t}}{{heroes}} heroes are waiting{{/t}}` looks up the key
    /// `%lld heroes are waiting` (the key `localizer.string("\(heroes) heroes are waiting")` reads, so one
    /// catalog serves Swift code and templates) and picks its plural case. The result is HTML-escaped and
    /// never read as a template.
    ///
    /// - Parameter values: the values the section's variables name (usually the page's own values).
    public func mustacheLambda(values: [String: Any] = [:]) -> MustacheLambda {
        MustacheLambda { (text: String) -> Any? in
            let key = MustacheKey(text, values: values)
            return EscapedText(html: self.string(key.localizationKey))
        }
    }
}

/// A Mustache section's text read as a localization key: `{{name}}` placeholders become specifiers.
struct MustacheKey {
    let localizationKey: LocalizationKey

    init(_ text: String, values: [String: Any]) {
        var key = ""
        var literal = ""
        var arguments: [FormatValue] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            literal += rest[..<open.lowerBound]
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            key += Self.escapingPercentSigns(literal)
            literal = ""
            switch values[name] {
            case let value as any FormatValueConvertible:
                key += "%" + Self.specifier(of: value)
                arguments.append(value.formatValue)
            case let value?:
                key += "%@"
                arguments.append(.string(String(describing: value)))
            case nil:
                key += "%@"
                arguments.append(.string(""))
            }
            rest = rest[close.upperBound...]
        }
        literal += rest
        // As with Swift interpolation, `%` is escaped only in keys that have arguments.
        key += arguments.isEmpty ? literal : Self.escapingPercentSigns(literal)
        localizationKey = LocalizationKey(key: key.trimmingCharacters(in: .whitespacesAndNewlines), arguments: arguments)
    }

    private static func specifier<Value: FormatValueConvertible>(of value: Value) -> String { Value.formatSpecifier }

    private static func escapingPercentSigns(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%%")
    }
}

/// Text Mustache inserts as it is: already escaped for HTML.
struct EscapedText: CustomStringConvertible {
    let description: String

    init(html text: String) {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        description = escaped
    }
}

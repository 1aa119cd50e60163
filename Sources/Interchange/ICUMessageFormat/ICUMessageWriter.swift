extension ICUMessage {
    /// The message in MessagePattern syntax, quoting only what must be: `{`, `}` and (in plural cases) `#` as
    /// `'{'`, and an apostrophe doubled where it would otherwise start quoting. Apostrophes elsewhere stay
    /// single, so `don't` reads the same in ICU, FormatJS and Flutter's ARB without escaping.
    public var pattern: String {
        var output = ""
        write(to: &output, inPlural: false, followedBySyntax: false)
        return output
    }

    private func write(to output: inout String, inPlural: Bool, followedBySyntax: Bool) {
        for (index, part) in parts.enumerated() {
            switch part {
            case .text(let text):
                let nextIsSyntax = index + 1 < parts.count || followedBySyntax
                Self.appendText(text, to: &output, inPlural: inPlural, followedBySyntax: nextIsSyntax)
            case .argument(let name, let type, let style):
                output += "{" + name
                if let type { output += ", " + type }
                if let style { output += ", " + style }
                output += "}"
            case .plural(let name, let isOrdinal, let offset, let cases):
                output += "{" + name + (isOrdinal ? ", selectordinal," : ", plural,")
                if offset != 0 { output += " offset:\(offset)" }
                for item in cases {
                    output += " " + item.selector + " {"
                    item.message.write(to: &output, inPlural: true, followedBySyntax: true)
                    output += "}"
                }
                output += "}"
            case .select(let name, let cases):
                output += "{" + name + ", select,"
                for item in cases {
                    output += " " + item.selector + " {"
                    item.message.write(to: &output, inPlural: false, followedBySyntax: true)
                    output += "}"
                }
                output += "}"
            case .pound:
                output += "#"
            }
        }
    }

    private static func appendText(_ text: String, to output: inout String, inPlural: Bool, followedBySyntax: Bool) {
        let scalars = Array(text.unicodeScalars)
        func isSyntax(_ scalar: Unicode.Scalar) -> Bool { scalar == "{" || scalar == "}" || (inPlural && scalar == "#") }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isSyntax(scalar) {
                // One quoted run for the syntax characters and the apostrophes right after them (doubled inside),
                // since an apostrophe just after a closing quote would read as an escaped one.
                output += "'"
                while index < scalars.count, isSyntax(scalars[index]) || scalars[index] == "'" {
                    output += scalars[index] == "'" ? "''" : String(scalars[index])
                    index += 1
                }
                output += "'"
                continue
            }
            if scalar == "'" {
                let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
                let startsQuoting = next.map { isSyntax($0) || $0 == "'" || $0 == "{" || $0 == "}" || $0 == "|" } ?? followedBySyntax
                output += startsQuoting ? "''" : "'"
            } else {
                output.unicodeScalars.append(scalar)
            }
            index += 1
        }
    }
}

import StringCatalog

/// How substitution placeholders travel through XLIFF, as Xcode writes and reads them.
///
/// Xcode exports a reference `%#@NAME@` as `%N$#@NAME@` (N being the substitution's `argNum`) and a
/// substitution case's `%arg` as `%N$<formatSpecifier>`, so translators see ordinary positional
/// specifiers; import turns both back when the position matches the substitution's argument. A named
/// placeholder (`%(count)#@NAME@`, `%1$(count)lld`) travels as the catalog holds it: its name already says
/// which argument it is.
enum SubstitutionPlaceholders {
    /// `%#@NAME@` → `%N$#@NAME@` for every substitution with a known argument number.
    static func exportReferences(_ text: String, substitutions: [String: Substitution]?) -> String {
        guard let substitutions, !substitutions.isEmpty, text.utf8.contains(UInt8(ascii: "#")) else { return text }
        return rewrite(text, isSubstitutionVariation: false) { specifier in
            guard case .substitution(let name) = specifier.kind, specifier.position == nil, specifier.name == nil,
                  let argNum = substitutions[name]?.argNum else { return nil }
            return "%\(argNum)$#@\(name)@"
        }
    }

    /// `%N$#@NAME@` → `%#@NAME@` when N is NAME's argument number.
    static func importReferences(_ text: String, substitutions: [String: Substitution]?) -> String {
        guard let substitutions, !substitutions.isEmpty, text.utf8.contains(UInt8(ascii: "$")) else { return text }
        return rewrite(text, isSubstitutionVariation: false) { specifier in
            guard case .substitution(let name) = specifier.kind, let position = specifier.position, specifier.name == nil,
                  substitutions[name]?.argNum == position else { return nil }
            return "%#@\(name)@"
        }
    }

    /// `%arg` → `%N$spec` inside a case of `substitution`.
    static func exportArgument(_ text: String, substitution: Substitution?) -> String {
        guard let argNum = substitution?.argNum, let specifier = substitution?.formatSpecifier,
              text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return rewrite(text, isSubstitutionVariation: true) { token in
            token.kind == .substitutionArgument ? "%\(argNum)$\(specifier)" : nil
        }
    }

    /// `%N$spec` → `%arg` inside a case of `substitution` when N and spec are the substitution's own.
    static func importArgument(_ text: String, substitution: Substitution?) -> String {
        guard let argNum = substitution?.argNum, let specifier = substitution?.formatSpecifier,
              text.utf8.contains(UInt8(ascii: "$")) else { return text }
        return rewrite(text, isSubstitutionVariation: true) { token in
            token.kind == .conversion && token.position == argNum && token.name == nil && token.bareSpecifier == specifier
                ? "%arg" : nil
        }
    }

    /// Every substitution name referenced as `%#@NAME@` or `%N$#@NAME@`, with its position when given.
    static func references(in text: String) -> [(name: String, position: Int?)] {
        FormatString.parse(text).specifiers.compactMap { specifier in
            guard case .substitution(let name) = specifier.kind else { return nil }
            return (name, specifier.position)
        }
    }

    /// `text` with each specifier `replacement` answers for replaced; everything else kept byte for byte.
    private static func rewrite(
        _ text: String, isSubstitutionVariation: Bool, _ replacement: (FormatSpecifier) -> String?
    ) -> String {
        var output = ""
        var changed = false
        for token in FormatString.parse(text, isSubstitutionVariation: isSubstitutionVariation).tokens {
            switch token {
            case .literal(let literal, _):
                output += literal
            case .specifier(let specifier):
                if let replaced = replacement(specifier) {
                    output += replaced
                    changed = true
                } else {
                    output += specifier.text
                }
            }
        }
        return changed ? output : text
    }
}

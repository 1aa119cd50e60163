import StringCatalog

/// How substitution placeholders travel through XLIFF, as Xcode writes and reads them.
///
/// Xcode exports a reference `%#@NAME@` as `%N$#@NAME@` (N being the substitution's `argNum`) and a
/// substitution case's `%arg` as `%N$<formatSpecifier>`, so translators see ordinary positional
/// specifiers; import turns both back when the position matches the substitution's argument.
enum SubstitutionPlaceholders {
    /// `%#@NAME@` → `%N$#@NAME@` for every substitution with a known argument number.
    static func exportReferences(_ text: String, substitutions: [String: Substitution]?) -> String {
        guard let substitutions, !substitutions.isEmpty, text.utf8.contains(UInt8(ascii: "#")) else { return text }
        return rewrite(text) { scanner, output in
            // After the `%`: only an unpositioned `#@NAME@` is rewritten.
            guard let name = scanner.reference(), let argNum = substitutions[name.name]?.argNum, name.position == nil
            else { return false }
            output.append(contentsOf: "%\(argNum)$#@".utf8)
            output.append(contentsOf: name.name.utf8)
            output.append(UInt8(ascii: "@"))
            return true
        }
    }

    /// `%N$#@NAME@` → `%#@NAME@` when N is NAME's argument number.
    static func importReferences(_ text: String, substitutions: [String: Substitution]?) -> String {
        guard let substitutions, !substitutions.isEmpty, text.utf8.contains(UInt8(ascii: "$")) else { return text }
        return rewrite(text) { scanner, output in
            guard let name = scanner.reference(), let position = name.position,
                  substitutions[name.name]?.argNum == position
            else { return false }
            output.append(contentsOf: "%#@".utf8)
            output.append(contentsOf: name.name.utf8)
            output.append(UInt8(ascii: "@"))
            return true
        }
    }

    /// `%arg` → `%N$spec` inside a case of `substitution`.
    static func exportArgument(_ text: String, substitution: Substitution?) -> String {
        guard let argNum = substitution?.argNum, let specifier = substitution?.formatSpecifier else { return text }
        return rewrite(text) { scanner, output in
            guard scanner.consume("arg") else { return false }
            output.append(contentsOf: "%\(argNum)$\(specifier)".utf8)
            return true
        }
    }

    /// `%N$spec` → `%arg` inside a case of `substitution` when N and spec are the substitution's own.
    static func importArgument(_ text: String, substitution: Substitution?) -> String {
        guard let argNum = substitution?.argNum, let specifier = substitution?.formatSpecifier else { return text }
        let positional = "\(argNum)$\(specifier)"
        return rewrite(text) { scanner, output in
            guard scanner.consume(positional) else { return false }
            output.append(contentsOf: "%arg".utf8)
            return true
        }
    }

    /// Every substitution name referenced as `%#@NAME@` or `%N$#@NAME@`, with its position when given.
    static func references(in text: String) -> [(name: String, position: Int?)] {
        var found: [(String, Int?)] = []
        _ = rewrite(text) { scanner, _ in
            if let reference = scanner.reference() { found.append((reference.name, reference.position)) }
            return false
        }
        return found
    }

    /// Copies `text`, offering each `%` (but not `%%`) to `replace`, which either consumes input from
    /// the scanner and writes its replacement (returning `true`) or declines.
    private static func rewrite(_ text: String, _ replace: (inout PlaceholderScanner, inout [UInt8]) -> Bool) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 8)
        var index = 0
        var changed = false
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                output.append(byte)
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                output.append(contentsOf: [byte, byte])
                index += 2
                continue
            }
            var scanner = PlaceholderScanner(bytes: bytes, index: index + 1)
            if replace(&scanner, &output) {
                index = scanner.index
                changed = true
            } else {
                output.append(byte)
                index += 1
            }
        }
        return changed ? String(decoding: output, as: UTF8.self) : text
    }
}

/// Reads the placeholder grammar right after a `%`.
private struct PlaceholderScanner {
    let bytes: [UInt8]
    var index: Int

    mutating func consume(_ literal: String) -> Bool {
        var probe = index
        for byte in literal.utf8 {
            guard probe < bytes.count, bytes[probe] == byte else { return false }
            probe += 1
        }
        index = probe
        return true
    }

    /// `[N$]#@NAME@`, with NAME running to the next `@`.
    mutating func reference() -> (name: String, position: Int?)? {
        var probe = index
        var position: Int?
        var digits = 0
        while probe < bytes.count, bytes[probe] >= UInt8(ascii: "0"), bytes[probe] <= UInt8(ascii: "9") {
            digits = digits * 10 + Int(bytes[probe] - UInt8(ascii: "0"))
            probe += 1
            if digits > 1_000_000 { return nil }
        }
        if probe > index {
            guard probe < bytes.count, bytes[probe] == UInt8(ascii: "$") else { return nil }
            position = digits
            probe += 1
        }
        guard probe + 1 < bytes.count, bytes[probe] == UInt8(ascii: "#"), bytes[probe + 1] == UInt8(ascii: "@") else { return nil }
        probe += 2
        let nameStart = probe
        while probe < bytes.count, bytes[probe] != UInt8(ascii: "@") { probe += 1 }
        guard probe < bytes.count, probe > nameStart else { return nil }
        let name = String(decoding: bytes[nameStart..<probe], as: UTF8.self)
        index = probe + 1
        return (name, position)
    }
}

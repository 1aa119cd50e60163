import Diagnostics

/// Names for catalog keys in formats whose names must be identifiers (Android resources, Flutter's ARB): each
/// key gets its derived name, or the name with `_2`, `_3`… when an earlier key (in sorted order) took it, and
/// each such collision is reported. Files also carry the key itself wherever its name differs, so an import
/// finds keys by what the file says, not by deriving names again.
package struct ResourceNaming: Sendable {
    package private(set) var nameOfKey: [String: String] = [:]
    package private(set) var collisions: [Diagnostic] = []

    /// - Parameters:
    ///   - keys: every key to name, in any order (they are named in sorted order, so names are stable).
    ///   - derive: the format's name for a key.
    ///   - display: how messages show a key (identity by default).
    package init(keys: some Sequence<String>, catalog: String, kind: String, derive: (String) -> String,
                 display: (String) -> String = { $0 }) {
        var keyOfName: [String: String] = [:]
        for key in keys.sorted() {
            let base = derive(key)
            var name = base
            var suffix = 2
            while keyOfName[name] != nil {
                name = "\(base)_\(suffix)"
                suffix += 1
            }
            if name != base, let first = keyOfName[base] {
                collisions.append(Diagnostic(
                    ruleID: "resource-name-collision", severity: .warning,
                    message: "keys '\(display(first))' and '\(display(key))' both make the \(kind) name '\(base)'; '\(display(key))' is written as '\(name)'",
                    file: catalog, key: key))
            }
            keyOfName[name] = key
            nameOfKey[key] = name
        }
    }

    /// Android's resource name for a key: ASCII letters and digits kept, every other run of characters one `_`,
    /// no `_` at either end, at most 80 characters, never a Java keyword or starting with a digit.
    package static func androidName(_ key: String) -> String {
        identifier(key, camelCase: false, keywords: javaKeywords)
    }

    /// Flutter's message name for a key: a lowerCamelCase Dart identifier (`Hello, World!` → `helloWorld`).
    package static func dartName(_ key: String) -> String {
        identifier(key, camelCase: true, keywords: dartKeywords)
    }

    private static func identifier(_ key: String, camelCase: Bool, keywords: Set<String>) -> String {
        var words: [String] = []
        var word = ""
        for byte in key.utf8 {
            let isAlphanumeric = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            if isAlphanumeric {
                word.unicodeScalars.append(Unicode.Scalar(byte))
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var name: String
        if camelCase {
            name = words.enumerated().map { index, word in
                index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
            }.joined()
        } else {
            name = words.joined(separator: "_")
        }
        if name.utf8.count > 80 {
            name = String(name.utf8.prefix(80).map { Character(Unicode.Scalar($0)) })
            while name.hasSuffix("_") { name.removeLast() }
        }
        if name.isEmpty { return camelCase ? "message" : "string" }
        if let first = name.utf8.first, first >= 0x30 && first <= 0x39 { name = (camelCase ? "m" : "s_") + name }
        if keywords.contains(name) { name += "_" }
        return name
    }

    private static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized",
        "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]

    private static let dartKeywords: Set<String> = [
        "abstract", "as", "assert", "async", "await", "break", "case", "catch", "class", "const", "continue",
        "covariant", "default", "deferred", "do", "dynamic", "else", "enum", "export", "extends", "extension",
        "external", "factory", "false", "final", "finally", "for", "get", "if", "implements", "import", "in",
        "interface", "is", "late", "library", "mixin", "new", "null", "operator", "part", "required", "rethrow",
        "return", "set", "static", "super", "switch", "this", "throw", "true", "try", "typedef", "var", "void",
        "while", "with", "yield",
    ]
}

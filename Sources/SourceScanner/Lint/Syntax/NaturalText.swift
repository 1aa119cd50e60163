/// Heuristics that tell natural-language text from identifiers, keys, URLs, symbols and format-only strings.
///
/// They decide whether a literal is something a localizer would translate, so they err on the side of
/// staying quiet: precision matters as much as recall.
enum NaturalText {
    /// Whether `text` has at least one letter in any script.
    static func containsLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// Whether `text` reads as words for people: it has letters and is not a URL, path, identifier,
    /// key, SF Symbol name, or format made only of specifiers.
    static func isNaturalLanguage(_ text: String) -> Bool {
        let trimmed = String(text.trimmingWhitespace)
        guard containsLetter(trimmed) else { return false }
        return !isURLOrPath(trimmed) && !isIdentifierLike(trimmed)
    }

    /// `https://…`, `mailto:…`, `www.…`, `/usr/…`, `file.json`.
    static func isURLOrPath(_ text: String) -> Bool {
        if text.containsBytes("://") || text.hasPrefix("www.") || text.hasPrefix("mailto:") || text.hasPrefix("tel:") {
            return true
        }
        guard !text.contains(where: \.isWhitespace) else { return false }
        if text.hasPrefix("/") || text.hasPrefix("./") || text.hasPrefix("~/") { return true }
        // file names with a common extension
        if let dot = text.lastIndex(of: "."), text[text.startIndex..<dot].count > 0 {
            let fileExtension = text[text.index(after: dot)...]
            return Self.fileExtensions.contains(String(fileExtension).lowercased())
        }
        return false
    }

    private static let fileExtensions: Set<String> = [
        "json", "plist", "png", "jpg", "jpeg", "pdf", "mp3", "wav", "m4a", "caf", "mov", "mp4", "txt", "html",
        "css", "js", "xml", "csv", "sqlite", "realm", "xcstrings", "strings", "storyboard", "xib", "ttf", "otf",
        "gif", "svg", "heic", "usdz", "scn", "mlmodel", "mlmodelc", "zip", "swift", "md",
    ]

    /// A single token that is code, not words: `snake_case`, `lowerCamelCase`, `dotted.key`, `kebab-key`,
    /// `owner/name`, `SF.symbol.names`, `#hex`, `@handle`, or a format with no words (`%d%%`).
    static func isIdentifierLike(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { return true }
        if first == "#" || first == "@" || first == "%" || first == "$" { return true }
        if text.containsBytes("_") || text.containsBytes("=") || text.containsBytes("&") { return true }
        // A call, `f(x)`; not a word in parentheses, `(Image)`.
        if let open = scalars.firstIndex(of: "("), open > 0, scalars[open - 1].properties.isAlphabetic || ("0"..."9").contains(scalars[open - 1]) {
            return true
        }
        // Dotted keys and SF Symbols: `settings.title`, `chart.bar.fill`; not `U.S.` or `e.g.`.
        if text.containsBytes("."), !text.hasSuffix("."), scalars.contains(where: { $0.properties.isLowercase }) {
            return true
        }
        // A dotted key's prefix, `settings.attachment.` (pieces of two letters or more, so not `e.g.`).
        if text.hasSuffix("."), text.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2E }) {
            let pieces = text.split(separator: ".")
            if pieces.count >= 2, pieces.allSatisfy({ $0.count >= 2 }) { return true }
        }
        if text.containsBytes(":"), !text.hasSuffix(":") { return true }
        // lowerCamelCase: starts lowercase and has an uppercase letter inside (`iPhone`-style brands excepted).
        if first.properties.isLowercase, scalars.dropFirst(2).contains(where: { $0.properties.isUppercase }),
           scalars.allSatisfy({ $0.isASCII }) {
            return true
        }
        // kebab-case keys: `primary-button`, and `owner/name` references such as Homebrew taps
        // (`homebrew/core`): lowercase ASCII words joined by hyphens or slashes.
        if text.containsBytes("-") || text.containsBytes("/"),
           scalars.allSatisfy({ ($0.isASCII && $0.properties.isLowercase) || $0 == "-" || $0 == "/" || ("0"..."9").contains($0) }) {
            return true
        }
        return false
    }

    /// Text for machines that happens to contain words: markup (`<meta …>`), SQL (`delete from … where`),
    /// regular expressions (`\\b`), shell command lines (`ls -la`, `a && b`), `key = value` pairs.
    static func looksLikeMachineText(_ text: String) -> Bool {
        if text.containsBytes("<") && text.containsBytes(">") { return true }
        if text.containsBytes("\\") || text.containsBytes("=") || text.containsBytes("&&") || text.containsBytes("$(")
            || text.containsBytes(" | ") {
            return true
        }
        let lowered = text.lowercased()
        let words = lowered.split(whereSeparator: { !$0.isLetter }).map(String.init)
        // SQL is written all lower- or all upper-case (`delete from`, `DELETE FROM`), not `Delete from Library`.
        let firstWord = text.split(whereSeparator: { !$0.isLetter }).first.map(String.init) ?? ""
        if let first = words.first, sqlKeywords.contains(first), firstWord == first || firstWord == first.uppercased(),
           words.dropFirst().contains(where: { ["from", "where", "into", "set", "table", "values"].contains($0) }) {
            return true
        }
        // Command-line flags: ` -f`, ` --force`.
        // The pattern needs a hyphen: most text has none and skips compiling the expression.
        if lowered.containsBytes(" --")
            || lowered.utf8.contains(UInt8(ascii: "-")) && lowered.range(of: #"(^|\s)-[a-z]\b"#, options: .regularExpression) != nil {
            return true
        }
        return isCommandLine(text)
    }

    /// Code, selectors and patterns, in any language around them: braces and statements (`{ … }`,
    /// `a => b`, `x();`), CSS selectors (`.title > span`, `#main`, `a:hover`), regular expressions
    /// (`^…$`, `[^…]`, `.*`, `(?:…)`), XPath (`//div[@class]`).
    static func looksLikeCode(_ text: String) -> Bool {
        let trimmed = String(text.trimmingWhitespace)
        if trimmed.containsBytes("{") && trimmed.containsBytes("}") { return true }
        if trimmed.containsBytes("=>") || trimmed.containsBytes("();") || trimmed.containsBytes("//") || trimmed.containsBytes("[@") {
            return true
        }
        if trimmed.hasSuffix(";") || trimmed.hasPrefix("^") || trimmed.hasPrefix("(?") { return true }
        if trimmed.containsBytes(".*") || trimmed.containsBytes(".+") || trimmed.containsBytes("[^") || trimmed.containsBytes("+?")
            || trimmed.containsBytes("*?") {
            return true
        }
        // CSS: a selector starting with a class, id or attribute, or combining them.
        if let first = trimmed.first, first == "." || first == "#" || first == "[",
           let second = trimmed.dropFirst().first, second.isLetter || second == "-" || second == "_" {
            return true
        }
        return trimmed.containsBytes(" > ") || trimmed.containsBytes(":hover") || trimmed.containsBytes("::")
            || trimmed.containsBytes(":nth-")
    }

    /// One lower-case ASCII token (`auto`, `en`, `zh-hans`, `single`, `v2`): a code or an identifier.
    static func isLowercaseToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    /// Whether some run of letters is a word: two letters or more, or one letter of a script that writes a
    /// word with one character (`天`, `日`); `v` in `v2.1` or `x` in `2 x 3` are symbols, not words.
    static func hasWord(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic {
                run += 1
                if run >= 2 { return true }
                if let script = Script(scalar), [.han, .kana, .hangul].contains(script) { return true }
            } else {
                run = 0
            }
        }
        return false
    }

    /// `brew uninstall …`, `sudo rm …`, `defaults write …`: a tool's name, written lowercase, then its
    /// lowercase subcommand or argument. Text shown to be copied into a terminal stays as it is.
    static func isCommandLine(_ text: String) -> Bool {
        let words = text.trimmingWhitespace.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count >= 2, commandLineTools.contains(String(words[0])),
              let next = words[1].unicodeScalars.first, next.properties.isLowercase || next == "-" || next == "/"
        else { return false }
        return true
    }

    private static let commandLineTools: Set<String> = [
        "brew", "sudo", "git", "defaults", "xattr", "launchctl", "killall", "chmod", "chown", "codesign", "mdfind",
        "pkgutil", "xcode-select", "xcrun", "tccutil", "plutil", "spctl", "hdiutil", "diskutil", "osascript", "mas",
        "npm", "pip", "pip3", "curl", "wget", "rm", "mkdir", "swift", "xcodebuild", "softwareupdate", "csrutil",
    ]

    private static let sqlKeywords: Set<String> = ["select", "insert", "update", "delete", "create", "drop", "alter"]

    /// A name alone, with no words to translate: an acronym (`CRLF`, `HTTP`) or a camel-cased brand
    /// (`iCloud`, `NewsBlur`, `FreshRSS`).
    static func isBrandOrAcronym(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isWhitespace }) else { return false }
        var letterCount = 0
        var allUppercase = true
        for scalar in trimmed.unicodeScalars where scalar.properties.isAlphabetic {
            letterCount += 1
            if !scalar.properties.isUppercase { allUppercase = false }
        }
        guard letterCount > 0 else { return false }
        if letterCount <= 5, allUppercase { return true }
        let scalars = Array(trimmed.unicodeScalars)
        return scalars.indices.dropFirst().contains { index in
            scalars[index].properties.isUppercase && scalars[index - 1].properties.isLowercase
        }
    }

    /// The count of maximal letter runs, a rough word count.
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let isLetter = scalar.properties.isAlphabetic
            if isLetter && !inWord { count += 1 }
            inWord = isLetter
        }
        return count
    }

    /// Whether the text ends as a sentence or a question does (`.`, `?`, `!`, `…`, `:`), which names don't.
    static func endsLikeSentence(_ text: String) -> Bool {
        guard let last = text.trimmingWhitespace.last else { return false }
        return ".?!…:。？！".contains(last)
    }
}

extension StringProtocol {
    var trimmingWhitespace: Substring {
        let view = Substring(self)
        guard let start = view.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = view.lastIndex(where: { !$0.isWhitespace })!
        return view[start...end]
    }
}

import StringCatalog

/// Keys written like identifiers (`settings.title`, `gallery.movingTo %@`, `library.stats.done.%lld`)
/// rather than as text. Such a key with no text in any language is shown to people as it is.
public enum RawKeys {
    /// A key that would be shown as it is, with the manual key of nearly the same name that has text,
    /// if the catalog holds one (the key the code probably meant).
    public struct Finding: Sendable, Hashable {
        public var key: String
        public var nearMiss: String?
        /// The languages that give the key a text, sorted; empty when none does. Users of the source language,
        /// and of every language not listed, see the key itself.
        public var languagesWithText: [String]

        public init(key: String, nearMiss: String?, languagesWithText: [String] = []) {
            self.key = key
            self.nearMiss = nearMiss
            self.languagesWithText = languagesWithText
        }
    }

    /// Whether `key` reads like an identifier: once its format specifiers are set aside, one word of
    /// letters, digits, `_` and `-` in dot-separated parts, at least two of them with letters
    /// (`home.title`, `add-package.install.ready`), and not a file or domain name (`logo.png`, `example.com`).
    public static func isIdentifierLike(_ key: String) -> Bool {
        let words = stem(key).split(separator: " ")
        guard words.count == 1, let word = words.first else { return false }
        for byte in word.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
                continue
            default:
                return false
            }
        }
        let parts = word.split(separator: ".")
        guard parts.filter({ $0.utf8.contains(where: isLetter) }).count >= 2, let last = parts.last else { return false }
        return !fileAndDomainSuffixes.contains(last.lowercased())
    }

    /// The key without its format specifiers, and without the spaces and separators they leave at its
    /// ends: `gallery.movingTo %@` → `gallery.movingTo`, `library.stats.done.%lld` → `library.stats.done`.
    public static func stem(_ key: String) -> String {
        let text = key.utf8.contains(UInt8(ascii: "%")) ? FormatString.parse(key).replacingSpecifiers { _ in " " } : key
        var result = Substring(text)
        let separators: Set<Character> = [" ", ".", "-", "_", ":", "\t"]
        while let first = result.first, separators.contains(first) { result = result.dropFirst() }
        while let last = result.last, separators.contains(last) { result = result.dropLast() }
        return String(result)
    }

    /// The keys of `catalog` people would see as they are: used (as `isUsed` tells), identifier-like, with
    /// no text in the source language and meant to be translated. Each is given the manual key of nearly the
    /// same name that has text, when there is one, and the languages that do give it a text (text moved out
    /// of the code by `lint --fix`, in its own language, waits there for its source text).
    public static func findings(in catalog: StringCatalog, isUsed: (String, CatalogEntry) -> Bool) -> [Finding] {
        var manualStems: [(stem: String, key: String)] = []
        var result: [Finding] = []
        var candidates: [(key: String, languages: [String])] = []
        for (key, entry) in catalog.strings {
            if entry.extractionState == .manual, entry.hasText {
                manualStems.append((stem(key).lowercased(), key))
            } else if entry.shouldTranslate != false, !entry.hasText(in: catalog.sourceLanguage), isUsed(key, entry), isIdentifierLike(key) {
                candidates.append((key, entry.localizations.keys.filter { entry.hasText(in: $0) }.sorted()))
            }
        }
        manualStems.sort { $0.key < $1.key }
        for candidate in candidates.sorted(by: { $0.key < $1.key }) {
            result.append(Finding(key: candidate.key, nearMiss: nearMiss(for: stem(candidate.key).lowercased(), among: manualStems),
                                  languagesWithText: candidate.languages))
        }
        return result
    }

    /// The manual key whose stem is the same (ignoring case), or else at most two edits away.
    private static func nearMiss(for stem: String, among manual: [(stem: String, key: String)]) -> String? {
        if let same = manual.first(where: { $0.stem == stem }) { return same.key }
        guard stem.utf8.count >= 6 else { return nil }
        var best: (distance: Int, key: String)?
        for candidate in manual where abs(candidate.stem.utf8.count - stem.utf8.count) <= 2 {
            guard let distance = editDistance(Array(stem.utf8), Array(candidate.stem.utf8), limit: 2) else { continue }
            if best == nil || distance < best!.distance { best = (distance, candidate.key) }
        }
        return best?.key
    }

    /// The Levenshtein distance between `a` and `b`, or `nil` when it exceeds `limit`.
    private static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            var rowMinimum = current[0]
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
                rowMinimum = min(rowMinimum, current[j + 1])
            }
            if rowMinimum > limit { return nil }
            previous = current
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Last parts that make a dotted word a file or domain name rather than a key.
    private static let fileAndDomainSuffixes: Set<String> = [
        "com", "org", "net", "io", "app", "dev", "social", "html", "json", "png", "jpg", "jpeg", "pdf", "txt",
        "swift", "plist", "xcstrings", "strings", "md",
    ]
}

extension CatalogEntry {
    /// Whether any language gives the key a text: a string unit with a value, variations, substitutions,
    /// or a string set (App Shortcut phrases).
    public var hasText: Bool {
        localizations.values.contains(where: Self.hasText)
    }

    /// Whether `language` gives the key a text, as ``hasText`` judges one.
    public func hasText(in language: String) -> Bool {
        localizations[language].map(Self.hasText) ?? false
    }

    private static func hasText(_ localization: Localization) -> Bool {
        if let unit = localization.stringUnit, !unit.value.isEmpty { return true }
        return localization.variations != nil || localization.substitutions != nil
            || localization.unknownFields["stringSet"] != nil
    }
}

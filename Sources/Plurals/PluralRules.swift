/// The CLDR plural rules of one language: which plural category a number takes.
///
/// ```swift
/// let rules = PluralRules.cardinal(for: "uk")
/// rules.category(for: 3)                       // .few  ("3 файли")
/// rules.categories                             // [.one, .few, .many, .other]
/// PluralRules.ordinal(for: "en").category(for: 22)   // .two ("22nd")
/// ```
///
/// Rules come from CLDR (see `Scripts/generate-cldr.py`), compiled to one Swift function per distinct rule set.
/// Lookup takes a BCP 47 tag or a POSIX locale name (`pt-PT`, `pt_PT`, `zh-Hant-TW`, `de_DE.UTF-8`) and finds
/// the most specific CLDR locale with rules of its own: `pt-PT` has its own rules, `zh-Hant` uses `zh`, and an
/// unknown language uses CLDR's root rules (everything is `other`).
public struct PluralRules: Sendable, Hashable, CustomStringConvertible {
    /// Cardinal rules count things ("3 files"); ordinal rules rank them ("3rd file").
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case cardinal, ordinal
    }

    /// Whether these are cardinal or ordinal rules.
    public let kind: Kind
    /// The CLDR locale whose rules these are, in CLDR's spelling (`pt_PT`, `uk`, `root`).
    public let locale: String
    private let ruleSet: PluralRuleSet

    /// The cardinal rules for a language tag (`"uk"`, `"pt-PT"`).
    public static func cardinal(for languageTag: some StringProtocol) -> PluralRules {
        PluralRules(.cardinal, for: languageTag)
    }

    /// The ordinal rules for a language tag.
    public static func ordinal(for languageTag: some StringProtocol) -> PluralRules {
        PluralRules(.ordinal, for: languageTag)
    }

    /// The rules of `kind` for a language tag; CLDR's root rules when the language has none.
    public init(_ kind: Kind, for languageTag: some StringProtocol) {
        let index = kind == .cardinal ? PluralRuleSet.cardinalIndex : PluralRuleSet.ordinalIndex
        var found: (String, Int)? = nil
        for candidate in Self.lookupCandidates(String(languageTag)) {
            if let ruleSet = index[candidate] {
                found = (candidate, ruleSet)
                break
            }
        }
        let (locale, ruleSetIndex) = found ?? ("root", index["root"] ?? 0)
        self.kind = kind
        self.locale = locale
        self.ruleSet = PluralRuleSet.all[ruleSetIndex]
    }

    /// Every CLDR locale with rules of this kind (language codes and the few regional locales with rules of
    /// their own, such as `pt_PT`).
    public static func locales(_ kind: Kind) -> [String] {
        (kind == .cardinal ? PluralRuleSet.cardinalIndex : PluralRuleSet.ordinalIndex).keys.sorted()
    }

    /// The categories this language uses, in CLDR order, always ending with `other`.
    public var categories: [PluralCategoryName] { ruleSet.categories }

    /// CLDR's rule text for `category` (`"i = 1 and v = 0"`); `nil` for `other` and for unused categories.
    public func rule(for category: PluralCategoryName) -> String? {
        ruleSet.rules.first { $0.0 == category }?.1
    }

    /// The category for a number's operands (the exact form: visible fraction digits count).
    @inlinable
    public func category(for operands: PluralOperands) -> PluralCategoryName {
        evaluate(operands)
    }

    /// The category for an integer.
    @inlinable
    public func category(for value: Int) -> PluralCategoryName {
        evaluate(PluralOperands(value))
    }

    /// The category for any integer type (`Int64`, `UInt`, …).
    public func category(for value: some BinaryInteger) -> PluralCategoryName {
        evaluate(PluralOperands(value))
    }

    /// The category for a floating-point value shown with its shortest digits (a whole number has no fraction).
    public func category(for value: Double) -> PluralCategoryName {
        evaluate(PluralOperands(value))
    }

    @usableFromInline
    func evaluate(_ operands: PluralOperands) -> PluralCategoryName {
        ruleSet.evaluate(operands)
    }

    public var description: String {
        let rules = ruleSet.rules.map { "\($0.0): \($0.1)" }
        return "\(kind) rules of \(locale)" + (rules.isEmpty ? " (other only)" : ": " + rules.joined(separator: "; "))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind && lhs.locale == rhs.locale }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(locale)
    }

    /// CLDR locale ids to try for a tag, most specific first: `pt-Latn-PT` → pt_Latn_PT, pt_PT, pt_Latn, pt.
    ///
    /// Works on UTF-8 bytes: lookups happen per language switch and should not cost more than a hash.
    static func lookupCandidates(_ tag: String) -> [String] {
        var language = ""
        var script: String?
        var region: String?
        var position = 0
        var subtag: [UInt8] = []
        subtag.reserveCapacity(8)
        func finishSubtag() -> Bool {
            defer { subtag.removeAll(keepingCapacity: true); position += 1 }
            let letters = subtag.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
            if position == 0 {
                language = String(decoding: subtag, as: UTF8.self)
            } else if subtag.count == 1 {
                return false // a singleton starts extensions or private use
            } else if subtag.count == 4, letters, script == nil, region == nil {
                script = String(decoding: [subtag[0] - 32] + subtag[1...], as: UTF8.self)
            } else if region == nil, subtag.count == 2, letters {
                region = String(decoding: subtag.map { $0 - 32 }, as: UTF8.self)
            } else if region == nil, subtag.count == 3,
                      subtag.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                region = String(decoding: subtag, as: UTF8.self)
            }
            return true
        }
        for byte in tag.utf8 {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "_"):
                if !finishSubtag() { return candidates(language, script, region) }
            case UInt8(ascii: "."), UInt8(ascii: "@"):
                // `de_DE.UTF-8@euro`: only the part before a POSIX charset or modifier names the locale.
                _ = finishSubtag()
                return candidates(language, script, region)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                subtag.append(byte + 32)
            default:
                subtag.append(byte)
            }
        }
        _ = finishSubtag()
        return candidates(language, script, region)
    }

    private static func candidates(_ language: String, _ script: String?, _ region: String?) -> [String] {
        var candidates: [String] = []
        if let script, let region { candidates.append("\(language)_\(script)_\(region)") }
        if let region { candidates.append("\(language)_\(region)") }
        if let script { candidates.append("\(language)_\(script)") }
        candidates.append(language)
        return candidates
    }
}

/// Writing systems, enough to tell which one a piece of text is written in.
enum Script: Hashable, CaseIterable {
    case latin, cyrillic, greek, armenian, hebrew, arabic, devanagari, bengali, thai, georgian, hangul, kana, han

    var name: String {
        switch self {
        case .latin: "Latin"
        case .cyrillic: "Cyrillic"
        case .greek: "Greek"
        case .armenian: "Armenian"
        case .hebrew: "Hebrew"
        case .arabic: "Arabic"
        case .devanagari: "Devanagari"
        case .bengali: "Bengali"
        case .thai: "Thai"
        case .georgian: "Georgian"
        case .hangul: "Hangul"
        case .kana: "Japanese kana"
        case .han: "Han"
        }
    }

    /// The script of a letter, or `nil` for non-letters and scripts not listed.
    init?(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: self = .latin
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x531...0x58F: self = .armenian
        case 0x5D0...0x5FF: self = .hebrew
        case 0x620...0x64A, 0x66E...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x900...0x97F: self = .devanagari
        case 0x980...0x9FF: self = .bengali
        case 0xE00...0xE7F: self = .thai
        case 0x10A0...0x10FF: self = .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: self = .han
        default: return nil
        }
    }

    /// The scripts text in `language` (a BCP 47 tag) is written in; `nil` when unknown.
    static func scripts(forLanguage language: String) -> Set<Script>? {
        let tag = language.lowercased()
        if tag.contains("-latn") { return [.latin] }
        if tag.contains("-cyrl") { return [.cyrillic] }
        let code = String(tag.prefix { $0.isLetter })
        switch code {
        case "uk", "ru", "be", "bg", "mk", "kk", "ky", "mn", "tg", "sr": return [.cyrillic]
        case "el": return [.greek]
        case "hy": return [.armenian]
        case "he", "iw", "yi": return [.hebrew]
        case "ar", "fa", "ur", "ps", "ug": return [.arabic]
        case "hi", "mr", "ne", "sa": return [.devanagari]
        case "bn", "as": return [.bengali]
        case "th": return [.thai]
        case "ka": return [.georgian]
        case "ko": return [.hangul, .han]
        case "ja": return [.kana, .han]
        case "zh", "yue": return [.han]
        case "": return nil
        default: return [.latin]
        }
    }

    /// The dominant script of `text` when it is not one of `expected`: more of its letters are foreign
    /// than expected. Latin in a non-Latin source needs two words and no expected letters, since brand
    /// names and acronyms (`iCloud`, `OK`) are commonly left in Latin.
    static func foreignScript(of text: String, expected: Set<Script>) -> Script? {
        var counts: [Script: Int] = [:]
        var expectedCount = 0
        for scalar in text.unicodeScalars {
            guard let script = Script(scalar) else { continue }
            if expected.contains(script) { expectedCount += 1 } else { counts[script, default: 0] += 1 }
        }
        // One letter (`π`, `Ω`) is a symbol, not text in a language.
        guard let (script, count) = counts.max(by: { $0.value < $1.value }), count > expectedCount, count >= 2 else {
            return nil
        }
        if script == .latin {
            guard expectedCount == 0, NaturalText.wordCount(text) >= 2 else { return nil }
        }
        return script
    }
}

/// The sentence-final punctuation of a language: which marks it writes for a full stop, question,
/// exclamation, colon and ellipsis, so `.` in English may correctly be `。` in Japanese or `؟` in Arabic.
public struct PunctuationProfile: Sendable {
    /// What the final mark of a text does.
    public enum Ending: String, Sendable, Hashable {
        case none, fullStop = "full stop", question = "question mark", exclamation = "exclamation mark"
        case colon, semicolon, ellipsis
    }

    /// How source texts are read: the default marks, any language's marks recognised too.
    public static let sourceReading = PunctuationProfile(baseLanguage: "en")

    /// Marks this language writes for each ending, preferred first.
    public var marks: [Ending: [String]]
    /// Endings the language may leave out where the source has them (Thai has no full stop).
    public var omittable: Set<Ending>
    /// Marks from other scripts that this language should not use (ASCII `?` in Arabic).
    public var foreignMarks: [String: Ending]

    public init(baseLanguage: String) {
        var marks: [Ending: [String]] = [
            .fullStop: ["."], .question: ["?"], .exclamation: ["!"], .colon: [":"], .semicolon: [";"], .ellipsis: ["…", "..."],
        ]
        var omittable: Set<Ending> = []
        var foreign: [String: Ending] = [:]
        switch baseLanguage {
        case "zh", "ja", "yue":
            marks = [.fullStop: ["。", "．"], .question: ["？"], .exclamation: ["！"], .colon: ["："], .semicolon: ["；"],
                     .ellipsis: ["……", "…", "..."]]
            foreign = [".": .fullStop, "?": .question, "!": .exclamation, ":": .colon, ";": .semicolon]
        case "ar", "fa", "ur", "ps", "ckb", "sd", "ug":
            marks[.question] = ["؟"]
            marks[.semicolon] = ["؛"]
            if baseLanguage == "ur" { marks[.fullStop] = ["۔", "."] }
            foreign = ["?": .question]
        case "el":
            // Greek writes the question mark as U+037E or `;`.
            marks[.question] = ["\u{037E}", ";"]
            marks[.semicolon] = ["·", "\u{0387}"]
        case "hi", "mr", "ne", "bn", "pa", "sa":
            marks[.fullStop] = ["।", "."]
        case "hy":
            marks[.fullStop] = ["։", ":"]
            marks[.question] = ["՞", "?"]
        case "my":
            marks[.fullStop] = ["။"]
        case "am", "ti":
            marks[.fullStop] = ["።"]
            marks[.question] = ["፧", "?"]
        case "th", "lo", "km":
            omittable = [.fullStop]
        default:
            break
        }
        self.marks = marks
        self.omittable = omittable
        self.foreignMarks = foreign
        // This language's own reading of a mark wins over the universal one (Greek `;`).
        var byLastScalar: [Unicode.Scalar: [(String, Ending)]] = [:]
        let own = marks.flatMap { ending, marks in marks.map { ($0, ending) } }
        for (mark, ending) in own.sorted(by: { $0.0.count > $1.0.count }) + Self.universalMarks {
            byLastScalar[mark.unicodeScalars.last!, default: []].append((mark, ending))
        }
        marksByLastScalar = byLastScalar
    }

    /// Candidate marks keyed by their last scalar, so finding a text's ending costs one lookup.
    private var marksByLastScalar: [Unicode.Scalar: [(String, Ending)]]

    /// Every final mark any language uses, longest first, with what it does (for reading the source).
    private static let universalMarks: [(String, Ending)] = [
        ("……", .ellipsis), ("...", .ellipsis), ("…", .ellipsis),
        (".", .fullStop), ("。", .fullStop), ("．", .fullStop), ("।", .fullStop), ("۔", .fullStop), ("։", .fullStop),
        ("။", .fullStop), ("።", .fullStop),
        ("?", .question), ("？", .question), ("؟", .question), ("\u{037E}", .question), ("՞", .question), ("፧", .question),
        ("!", .exclamation), ("！", .exclamation), ("¡", .exclamation),
        (":", .colon), ("：", .colon), (";", .semicolon), ("；", .semicolon), ("؛", .semicolon),
    ]

    /// The ending of `text` as a writer of this language means it (`;` is a question in Greek), and the mark.
    public func ending(of text: String) -> (ending: Ending, mark: String) {
        let scalars = text.unicodeScalars
        let end = Self.trailingContentEnd(scalars)
        guard end > scalars.startIndex, let candidates = marksByLastScalar[scalars[scalars.index(before: end)]] else { return (.none, "") }
        for (mark, meaning) in candidates where Self.scalars(scalars, endingAt: end, match: mark) {
            return (meaning, mark)
        }
        return (.none, "")
    }

    /// Where the text ends without trailing white space and closing quotes or brackets, which may differ by language.
    static func trailingContentEnd(_ scalars: String.UnicodeScalarView) -> String.Index {
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let previous = scalars.index(before: end)
            let scalar = scalars[previous]
            let isWhitespace = scalar.value < 0x80 ? (scalar == " " || (0x09...0x0D).contains(scalar.value)) : scalar.properties.isWhitespace
            guard isWhitespace || closingMarks.contains(scalar) else { break }
            end = previous
        }
        return end
    }

    private static let closingMarks: Set<Unicode.Scalar> = ["\"", "'", "”", "’", "»", "›", ")", "]", "）", "」", "』"]

    /// Whether the scalars before `end` are those of `mark`.
    private static func scalars(_ scalars: String.UnicodeScalarView, endingAt end: String.Index, match mark: String) -> Bool {
        var position = end
        for scalar in mark.unicodeScalars.reversed() {
            guard position > scalars.startIndex else { return false }
            position = scalars.index(before: position)
            if scalars[position] != scalar { return false }
        }
        return true
    }
}

/// The pseudo-languages Android and Chromium test layouts with, before real translations exist.
public enum PseudoLanguage: String, Sendable, CaseIterable {
    /// Accented English, about 40% longer, in brackets: finds truncation, clipping and hard-coded strings.
    case accented = "en-XA"
    /// Right-to-left English: each word forced right to left, finds mirroring and bidi problems.
    case bidi = "ar-XB"

    /// The real language whose plural rules the pseudo-language uses.
    var pluralLanguage: String {
        switch self {
        case .accented: "en"
        case .bidi: "ar"
        }
    }
}

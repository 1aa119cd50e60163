/// Where a key's accessor goes and what it is called, before collisions are resolved.
///
/// - A dotted key (`settings.language.title`: segments of letters, digits, `-` and `_`, no spaces) is
///   grouped by its segments: `Settings.Language.title`.
/// - Any other key is a sentence named by its first ``IdentifierWords/sentenceLimit`` words, format
///   specifiers left out: `"%lld heroes are waiting"` → `heroesAreWaiting`.
struct KeyNaming: Sendable, Hashable {
    /// The enums the accessor is nested in, below the table's (`["Settings", "Language"]`).
    var groups: [String]
    /// The accessor's own name, before collisions are resolved.
    var member: String

    init(key: String) {
        if let segments = Self.dottedSegments(key) {
            groups = segments.dropLast().map { SwiftName.upperCamel(IdentifierWords.words(in: String($0))) }
            member = SwiftName.lowerCamel(IdentifierWords.words(in: String(segments[segments.count - 1])))
        } else {
            groups = []
            member = SwiftName.lowerCamel(IdentifierWords.words(in: key, limit: IdentifierWords.sentenceLimit))
        }
    }

    /// The segments of a dotted key, or `nil` when the key is not one.
    static func dottedSegments(_ key: String) -> [Substring]? {
        guard key.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let allowed = key.utf8.allSatisfy { byte in
            IdentifierWords.isLetterOrDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        guard allowed else { return nil }
        let segments = key.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.allSatisfy({ $0.utf8.contains(where: IdentifierWords.isLetterOrDigit) }) else { return nil }
        return segments
    }
}

import ArgumentParser
import StringCatalog

/// Languages given on the command line become catalog keys and file names: each must be a well-formed tag,
/// checked before the command reads anything.
enum LanguageFlags {
    /// Throws a `ValidationError` (exit 2) naming `flag` when a value is not a well-formed language tag.
    static func validate(_ values: [String], flag: String) throws {
        for value in values {
            if let problem = LanguageTagCheck.problem(with: value) {
                throw ValidationError("\(flag): \(LanguageTagCheck.quoted(value)) is not a language tag: \(problem)")
            }
        }
    }
}

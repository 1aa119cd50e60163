import ArgumentParser
import Plurals

/// `phrasebook plural LOCALE [NUMBER] [--ordinal] [--verbose]`: the CLDR plural category of a number, or
/// the language's categories and rules when no number is given.
struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the CLDR plural category of a number in a language.",
        discussion: """
            The number is read as displayed: "1" and "1.0" can differ ("1 file", "1.0 files"). Compact \
            notation is written with c ("1.2c3" for "1.2K"). Languages without CLDR rules use the root rules \
            (everything is "other"). Without a number, prints the categories the language uses, each with its \
            CLDR rule: the plural forms a translation needs.

            \(ExitStatus.help(fails: nil))
            """
    )

    @Argument(help: "A language tag or locale name (uk, pt-PT, zh_Hant_TW).")
    var locale: String

    @Argument(help: "The number as displayed (3, 1.50, 1.2c3); omit it to list the language's categories and rules.")
    var number: String?

    @Flag(help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal rules.")
    var ordinal = false

    @Flag(name: .shortAndLong, help: "Also print the operands, the CLDR locale and the rule that matched.")
    var verbose = false

    func validate() throws {
        guard let number else { return }
        guard PluralOperands(number) != nil else {
            throw ValidationError("'\(number)' is not a decimal number (expected digits, an optional fraction and an optional c exponent, such as 1.50 or 1.2c3)")
        }
    }

    func run() throws {
        print(report(), terminator: "")
    }

    /// The command's output: the category, and with `--verbose` how it was found; without a number, the
    /// categories with their rules.
    func report() -> String {
        let rules = PluralRules(ordinal ? .ordinal : .cardinal, for: locale)
        guard let number, let operands = PluralOperands(number) else {
            let lines = rules.categories.map { category in
                category.rawValue + (rules.rule(for: category).map { ": \($0)" } ?? "")
            }
            return "\(rules.kind) rules of \(rules.locale)\n" + lines.joined(separator: "\n") + "\n"
        }
        let category = rules.category(for: operands)
        var lines = [category.rawValue]
        if verbose {
            lines.append("operands: \(operands)")
            lines.append("rules: \(rules.kind) rules of \(rules.locale), categories \(rules.categories.map(\.rawValue).joined(separator: ", "))")
            lines.append("matched: \(category.rawValue)" + (rules.rule(for: category).map { " (\($0))" } ?? " (no other rule matched)"))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

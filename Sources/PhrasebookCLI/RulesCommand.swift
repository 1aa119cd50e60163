import ArgumentParser
import Diagnostics
import ProjectAnalysis

/// `phrasebook rules [RULE-ID]`: every rule Phrasebook has, or one in full.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, kind, default severity and summary; or show one rule in full.",
        discussion: """
            Kinds: source rules (lint, configured in .phrasebook.yml's lint: section), catalog and key-usage rules \
            (check and extract --check, configured in check:), and extraction rules (what extraction would \
            change, not configurable). With a rule id: its rationale, options and examples.

            \(ExitStatus.help(fails: nil))
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("A rule id (default: list every rule).", valueName: "rule-id"))
    var id: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let registry = RuleRegistry.phrasebook
        var rules = registry.rules
        if let id {
            guard let rule = registry.rule(RuleID(id)) else {
                throw CannotRun("no rule '\(id)'; `phrasebook rules` lists them all")
            }
            rules = [rule]
        }
        switch format {
        case .json: print(RuleListing.json(rules), terminator: "")
        case .text: print(id == nil ? RuleListing.table(rules, kinds: true) : RuleListing.detail(rules[0]), terminator: id == nil ? "\n" : "")
        }
    }
}

import Diagnostics
import ProjectConfiguration

/// How one check run is set up: which languages are released or in preparation, which rules run
/// at which severity, and the rules' parameters. Built from `.phrasebook.yml` and command-line flags.
public struct CheckOptions: Sendable {
    /// Languages whose findings keep their severity; `nil` means every language not in `preparingLanguages`.
    public var releasedLanguages: [String]?
    /// Languages whose error findings become warnings. When both lists are given, catalog languages in
    /// neither count as in preparation (they are not shipped).
    public var preparingLanguages: [String]?
    /// Restricts the run to these languages (`--language`); `nil` checks all.
    public var onlyLanguages: [String]?
    /// Which rules run and at which severity (`check:` in `.phrasebook.yml`).
    public var rules: RuleSelection
    public var parameters: CheckParameters
    /// The catalogs (by path) whose keys the run judges where the code uses them, having read the code (an
    /// audit, `extract --check`): rules that judge the keys the code uses report them from the key usage the
    /// run gives, not from these catalogs alone.
    public var catalogsJudgedInCode: Set<String> = []

    public init(
        releasedLanguages: [String]? = nil, preparingLanguages: [String]? = nil, onlyLanguages: [String]? = nil,
        rules: RuleSelection = RuleSelection(), parameters: CheckParameters = CheckParameters()
    ) {
        self.releasedLanguages = releasedLanguages
        self.preparingLanguages = preparingLanguages
        self.onlyLanguages = onlyLanguages
        self.rules = rules
        self.parameters = parameters
    }
}

/// Thresholds, allow-lists and the glossary that rules read.
public struct CheckParameters: Sendable {
    /// Texts that may stay identical to the source, by language tag or base language, `*` for every language
    /// (brand names): matched whole, ignoring case and surrounding punctuation, and as words of longer texts.
    public var allowedIdenticalTexts: [String: Set<String>]
    /// A translation longer than this many times its source (in characters) is reported.
    public var maximumLengthRatio: Double
    /// Sources shorter than this many characters are exempt from the ratio (short labels vary most).
    public var minimumSourceLengthForRatio: Int
    /// Hard limits in characters by key (a tab title that must fit).
    public var lengthLimits: [String: Int]
    /// The least share translated in percent, by language tag or release status (`released`, `preparing`).
    public var minimumCoverage: [String: Int]
    /// The project glossary, if any.
    public var glossary: Glossary?

    public init(
        allowedIdenticalTexts: [String: Set<String>] = [:], maximumLengthRatio: Double = 2.5,
        minimumSourceLengthForRatio: Int = 8, lengthLimits: [String: Int] = [:], minimumCoverage: [String: Int] = [:],
        glossary: Glossary? = nil
    ) {
        self.allowedIdenticalTexts = allowedIdenticalTexts
        self.maximumLengthRatio = maximumLengthRatio
        self.minimumSourceLengthForRatio = minimumSourceLengthForRatio
        self.lengthLimits = lengthLimits
        self.minimumCoverage = minimumCoverage
        self.glossary = glossary
    }
}

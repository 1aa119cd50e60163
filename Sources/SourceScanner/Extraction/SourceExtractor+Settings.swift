import ProjectConfiguration

extension SourceExtractor {
    /// An extractor set up by a project's `extract:` settings (`.phrasebook.yml`), with what the command
    /// line adds (`functions`) or overrides (`platforms`, `compilationConditions`).
    public init(
        settings: ExtractSettings?, addingFunctions functions: [String] = [], platforms: [String]? = nil,
        compilationConditions: [String]? = nil
    ) {
        let allFunctions = (settings?.localizedStringFunctions ?? []) + functions
        self.init(
            catalog: LocalizableAPICatalog.standard.addingLocalizedStringFunctions(allFunctions),
            buildConditions: BuildConditions(
                platforms: (platforms ?? settings?.platforms).map(Set.init),
                activeConditions: (compilationConditions ?? settings?.compilationConditions).map(Set.init)))
    }
}

extension BuildConditions {
    /// The names in a compilation-conditions setting as Xcode writes it: separated by spaces (or commas).
    public static func conditionNames(_ list: String) -> [String] {
        list.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    }
}

import ProjectConfiguration

extension CheckOptions {
    /// The options a project sets: its released and preparing languages, its `check:` rule settings and
    /// parameters, and its glossary; `languages` narrows the run (`--language`).
    public init(project: Project, languages: [String]? = nil) {
        let settings = project.checkSettings
        var parameters = CheckParameters(glossary: project.glossary)
        if let allowed = settings.allowedIdentical { parameters.allowedIdenticalTexts = Set(allowed) }
        if let ratio = settings.maxLengthRatio { parameters.maximumLengthRatio = ratio }
        if let minimum = settings.minLengthForRatio { parameters.minimumSourceLengthForRatio = minimum }
        if let limits = settings.lengthLimits { parameters.lengthLimits = limits }
        if let minimums = settings.minimumCoverage { parameters.minimumCoverage = minimums }
        self.init(
            releasedLanguages: project.releasedLanguages, preparingLanguages: project.preparingLanguages,
            onlyLanguages: languages, rules: settings.rules, parameters: parameters)
    }
}

extension CheckRules {
    /// Every check as the configuration validates `check:` settings against.
    public static var known: [KnownRule] {
        all.map { KnownRule(id: $0.description.id, isOptIn: $0.description.isOptIn) }
    }
}

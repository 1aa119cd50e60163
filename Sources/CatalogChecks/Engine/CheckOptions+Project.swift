import ProjectConfiguration

extension CheckOptions {
    /// The options a project sets: its released and preparing languages, its `check:` rule settings and
    /// parameters, and its glossary; `languages` narrows the run (`--language`).
    public init(project: Project, languages: [String]? = nil) {
        let settings = project.checkSettings
        var parameters = CheckParameters(glossary: project.glossary)
        parameters.allowedIdenticalTexts = (settings.allowedIdentical ?? [:]).mapValues(Set.init)
        parameters.allowedIdenticalTexts["*", default: []].formUnion(Self.appNames(in: project.catalogs))
        parameters.allowedIdenticalTexts["*", default: []].formUnion(XcodeAppNames.find(in: project.xcodeFiles))
        if let ratio = settings.maxLengthRatio { parameters.maximumLengthRatio = ratio }
        if let minimum = settings.minLengthForRatio { parameters.minimumSourceLengthForRatio = minimum }
        if let limits = settings.lengthLimits { parameters.lengthLimits = limits }
        if let minimums = settings.minimumCoverage { parameters.minimumCoverage = minimums }
        self.init(
            releasedLanguages: project.releasedLanguages, preparingLanguages: project.preparingLanguages,
            onlyLanguages: languages, rules: settings.rules, parameters: parameters)
    }
}

extension CheckOptions {
    /// The app's names, as its Info.plist catalog gives them (`CFBundleName`, `CFBundleDisplayName`): kept as
    /// they are in translations, they are no copies.
    static func appNames(in catalogs: [ProjectCatalog]) -> Set<String> {
        var names: Set<String> = []
        for catalog in catalogs where catalog.table == "InfoPlist" {
            for key in ["CFBundleName", "CFBundleDisplayName"] {
                guard let entry = catalog.catalog.strings[key] else { continue }
                if let value = entry.localizations[catalog.catalog.sourceLanguage]?.stringUnit?.value, !value.isEmpty { names.insert(value) }
            }
        }
        return names
    }
}

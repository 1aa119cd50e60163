import Diagnostics
import Foundation
import ProjectConfiguration

extension CheckOptions {
    /// Options from `.phrasebook.yml` (when there is one) and command-line overrides.
    ///
    /// `released`/`preparing` replace the file's lists when either is given; the glossary path is
    /// resolved against `projectDirectory`. Unknown rule ids and severities are errors naming the setting.
    public init(
        configuration: ProjectConfiguration?, projectDirectory: URL, configurationPath: String = ProjectConfiguration.fileName,
        released: [String]? = nil, preparing: [String]? = nil, languages: [String]? = nil,
        ruleTypes: [any CatalogCheckRule.Type] = CheckRules.all
    ) throws {
        self.init()
        if released != nil || preparing != nil {
            releasedLanguages = released
            preparingLanguages = preparing
        } else {
            releasedLanguages = configuration?.releasedLanguages
            preparingLanguages = configuration?.preparingLanguages
        }
        onlyLanguages = languages
        let settings = configuration?.check
        let knownIDs = Set(ruleTypes.map { $0.description.id })
        func checkKnown(_ id: String, setting: String) throws {
            guard knownIDs.contains(id) else {
                throw ConfigurationError(path: configurationPath, reason: "check.\(setting): unknown rule '\(id)'; known rules: \(knownIDs.sorted().joined(separator: ", "))")
            }
        }
        for id in settings?.rules.disabled ?? [] {
            try checkKnown(id, setting: "disabled")
            disabledRules.insert(id)
        }
        for (id, value) in settings?.rules.severities ?? [:] {
            try checkKnown(id, setting: "severities")
            switch value.lowercased() {
            case "off": severityOverrides[id] = .some(nil)
            default:
                guard let severity = Severity(rawValue: value.lowercased()) else {
                    throw ConfigurationError(path: configurationPath, reason: "check.severities.\(id): expected error, warning, note or off, found '\(value)'")
                }
                severityOverrides[id] = severity
            }
        }
        if let allowed = settings?.allowedIdentical { parameters.allowedIdenticalTexts = Set(allowed) }
        if let ratio = settings?.maxLengthRatio {
            guard ratio > 0 else { throw ConfigurationError(path: configurationPath, reason: "check.max_length_ratio: expected a positive number") }
            parameters.maximumLengthRatio = ratio
        }
        if let minimum = settings?.minLengthForRatio { parameters.minimumSourceLengthForRatio = minimum }
        if let limits = settings?.lengthLimits { parameters.lengthLimits = limits }
        if let glossary = configuration?.glossary {
            parameters.glossary = try Glossary.load(from: CheckProject.resolve(glossary, against: projectDirectory))
        }
    }
}

import CatalogChecks
import Foundation
import ProjectConfiguration

enum ConfigurationFuzzing {
    /// `.phrasebook.yml`.
    static func configuration(_ data: Data) {
        _ = try? ProjectConfiguration.parse(String(decoding: data, as: UTF8.self), path: ".phrasebook.yml")
    }

    /// The glossary (YAML or JSON).
    static func glossary(_ data: Data) {
        _ = try? Glossary.parse(String(decoding: data, as: UTF8.self), path: "glossary.yml")
    }
}

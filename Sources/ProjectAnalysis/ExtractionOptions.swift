import Foundation
import ProjectConfiguration
import SourceScanner

/// How extraction is set up beyond the project's `extract:` settings: what `phrasebook extract`'s flags add.
public struct ExtractionOptions: Sendable {
    /// App functions called like `NSLocalizedString`, added to `extract.localized_string_functions`.
    public var addingFunctions: [String]
    /// The platforms the app builds for, instead of `extract.platforms`.
    public var platforms: [String]?
    /// The build's active compilation conditions, instead of `extract.compilation_conditions`.
    public var compilationConditions: [String]?
    /// Swift files whose declarations the sources use but whose strings are not extracted, beyond the
    /// project's local packages (`--declarations-from`).
    public var declarationFiles: [URL]
    /// Whether a project without catalogs plans its first `Localizable.xcstrings` where Xcode adds one
    /// (``NewCatalogFolder``) rather than in the project's default catalog locations: what `extract` does.
    public var firstCatalogWhereXcodeAddsIt: Bool

    public init(
        addingFunctions: [String] = [], platforms: [String]? = nil, compilationConditions: [String]? = nil,
        declarationFiles: [URL] = [], firstCatalogWhereXcodeAddsIt: Bool = false
    ) {
        self.addingFunctions = addingFunctions
        self.platforms = platforms
        self.compilationConditions = compilationConditions
        self.declarationFiles = declarationFiles
        self.firstCatalogWhereXcodeAddsIt = firstCatalogWhereXcodeAddsIt
    }

    /// The extractor for `project` set up this way.
    func extractor(for project: Project) -> SourceExtractor {
        SourceExtractor(
            settings: project.extractSettings, addingFunctions: addingFunctions, platforms: platforms,
            compilationConditions: compilationConditions)
    }
}

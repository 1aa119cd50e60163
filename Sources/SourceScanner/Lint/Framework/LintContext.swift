/// What a rule knows beyond its file: the project's source language and cross-file facts.
public struct LintContext: Sendable {
    /// The language keys and source text are written in (`en`, `uk`).
    public var sourceLanguage: String
    /// Which String values reach the screen, across the project.
    public var index: ProjectIndex
    /// Extraction's type inference, over the project's declarations, for format specifiers and types.
    public var inference: InterpolationTypeInference

    public init(sourceLanguage: String = "en", index: ProjectIndex = ProjectIndex()) {
        self.sourceLanguage = sourceLanguage
        self.index = index
        self.inference = InterpolationTypeInference(index: index.declarations)
    }
}

/// What a rule knows beyond its file: the project's source language and cross-file facts.
public struct LintContext: Sendable {
    /// The language keys and source text are written in (`en`, `uk`).
    public var sourceLanguage: String
    /// Which String values reach the screen, across the project.
    public var index: ProjectIndex

    public init(sourceLanguage: String = "en", index: ProjectIndex = ProjectIndex()) {
        self.sourceLanguage = sourceLanguage
        self.index = index
    }
}

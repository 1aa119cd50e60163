/// What a rule knows beyond its file: the project's source language and cross-file facts.
public struct LintContext: Sendable {
    /// The language keys and source text are written in (`en`, `uk`).
    public var sourceLanguage: String
    /// Which String values reach the screen, across the project.
    public var index: ProjectIndex
    /// Extraction's type inference, over the project's declarations, for format specifiers and types.
    public var inference: InterpolationTypeInference
    /// Whether findings carry their fixes: working a fix out costs more than finding the problem, so a
    /// plain lint run leaves them out.
    public var wantsFixes: Bool
    /// Keys the project's catalogs give a comment (a person's or Xcode's generated one).
    public var commentedKeys: Set<String> {
        didSet { commented = CommentedKeys(commentedKeys) }
    }
    /// `commentedKeys`, also matched whatever type lint infers for an interpolation.
    private(set) var commented: CommentedKeys
    /// What the project's catalogs hold (empty without catalogs).
    public var catalog: CatalogFacts

    /// The project's other languages (catalogs', released and preparing): the languages text written in
    /// another script may be moved into by a fix.
    public var foreignLanguages = ForeignLanguages()
    /// The app's names (its Xcode project's product and display names): never wrapped by a fix.
    public var appNames: Set<String> = []
    /// Whether fixes may write `String(localized:)`: every OS the app deploys to has it.
    public var hasStringLocalized = true

    public init(
        sourceLanguage: String = "en", index: ProjectIndex = ProjectIndex(), wantsFixes: Bool = true,
        commentedKeys: Set<String> = [], catalog: CatalogFacts = CatalogFacts()
    ) {
        self.sourceLanguage = sourceLanguage
        self.index = index
        self.wantsFixes = wantsFixes
        self.commentedKeys = commentedKeys
        self.catalog = catalog
        self.commented = CommentedKeys(commentedKeys)
        self.inference = InterpolationTypeInference(index: index.declarations)
    }
}

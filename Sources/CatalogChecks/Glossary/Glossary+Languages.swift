import ProjectConfiguration

extension Glossary.Term {
    /// The accepted translations for `language`, trying the full tag then its base language.
    public func translations(for language: String) -> [String]? {
        translations[language] ?? translations[CatalogLanguage.baseLanguage(of: language)]
    }
}

import MCP

/// The prompt `translate_language`: the steps of translating one language with the server's tools.
enum TranslationPrompt {
    static let prompt = Prompt(
        name: "translate_language", title: "Translate one language",
        description: "Walks through the work list of one language: what to translate, how to keep it correct, how to save it.",
        arguments: [Prompt.Argument(name: "language", description: "The language to translate into (de, pt-BR).", required: true)])

    static func messages(arguments: [String: String], resources: [String]) throws -> GetPrompt.Result {
        guard let language = arguments["language"], !language.isEmpty else { throw MCPError.invalidParams("the prompt needs 'language'") }
        let reading = resources.isEmpty ? "" : " First read \(resources.joined(separator: " and ")): follow the agreed terms and the style."
        let text = """
            Translate this project's strings into \(language).\(reading)
            1. Call project_status to see the languages and how far \(language) is.
            2. Call list_strings with language "\(language)" and status "missing", then "new", then "copied"; page with offset.
            3. For each key, call get_string: read the source text, the comment and where the code uses it. Use the \
            glossary terms it lists, and leave the words under doNotTranslate as they are.
            4. Keep every placeholder (%@, %lld, %1$@, %(name)lld) and markup exactly. For a plural, give every \
            category get_string lists under pluralCategories.
            5. Call set_translation with the version get_string returned. If it is refused, read the findings, \
            correct the translation and try again; if the string changed meanwhile, read it again first.
            6. Finish with run_checks for "\(language)" and fix what it reports.
            Write state needs_review unless a person asked you to mark translations as reviewed.
            """
        return GetPrompt.Result(description: "Translate into \(language)", messages: [.user(.text(text: text))])
    }
}

import CatalogEditor
import MCP

/// The tools `phrasebook mcp` offers, with the JSON schemas agents call them by (documented in the README).
enum ToolDefinitions {
    static let projectStatus = "project_status"
    static let listStrings = "list_strings"
    static let getString = "get_string"
    static let runChecks = "run_checks"
    static let setTranslation = "set_translation"
    static let extract = "extract"
    static let lint = "lint"
    static let translate = "translate"

    /// The tools that only read.
    static let reading: [Tool] = [
        Tool(
            name: projectStatus, title: "Project status",
            description: """
                The project's catalogs and languages: each language's release status (released or preparing), \
                its coverage (translated, needs review, copied, new, missing) and its check findings by severity. \
                Errors in a released language block a release.
                """,
            inputSchema: schema([:]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: listStrings, title: "List strings",
            description: """
                The work list of one language, filtered and paged: each key with its catalog, status, source text, \
                translation, comment and the ids of its findings. Statuses: \
                \(EditorSession.statusNames.joined(separator: ", ")). Start with status "missing" or "new".
                """,
            inputSchema: schema([
                "language": ["type": "string", "description": "The language to translate into (de, pt-BR)."],
                "status": ["type": "string", "enum": .array(EditorSession.statusNames.map { .string($0) })],
                "finding": ["type": "string", "description": "Only keys with a finding of this rule id (format-mismatch…)."],
                "catalog": ["type": "string", "description": "Only this catalog, by the path project_status gives."],
                "text": ["type": "string", "description": "Only keys whose key, source text or translation contains this, ignoring case."],
                "offset": ["type": "integer", "minimum": 0, "default": 0],
                "limit": ["type": "integer", "minimum": 1, "maximum": 200, "default": 50],
            ], required: ["language"]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: getString, title: "Get a string",
            description: """
                Everything a translator needs for one key in one language: the source text with its plural, device \
                and substitution structure, the comment, where the code uses it, the glossary terms that apply, the \
                plural categories the language needs with sample numbers, the current translation with its state, \
                its findings, and the version to pass to set_translation.
                """,
            inputSchema: schema([
                "key": ["type": "string"],
                "language": ["type": "string"],
                "catalog": ["type": "string", "description": "Needed only when two catalogs hold the key."],
            ], required: ["key", "language"]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: runChecks, title: "Run checks",
            description: """
                The findings of the project's checks (the rules `phrasebook check` runs), for one language, one key, \
                or both, most severe first, paged.
                """,
            inputSchema: schema([
                "language": ["type": "string"],
                "key": ["type": "string"],
                "offset": ["type": "integer", "minimum": 0, "default": 0],
                "limit": ["type": "integer", "minimum": 1, "maximum": 500, "default": 100],
            ]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: extract, title: "Extract strings from the code",
            description: """
                What `phrasebook extract` finds: strings the code uses that the catalogs lack, keys no code uses any \
                more, changed comments and source texts, as Xcode's sync would change them; with write true (not \
                offered with --read-only), the catalogs are synced, keeping every translation. Reads the sources as \
                they are now.
                """,
            inputSchema: schema([
                "write": ["type": "boolean", "default": false],
                "offset": ["type": "integer", "minimum": 0, "default": 0],
                "limit": ["type": "integer", "minimum": 1, "maximum": 500, "default": 100],
            ]),
            annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false)),
        Tool(
            name: lint, title: "Lint one Swift file",
            description: """
                Lint's findings in one Swift file of the project (user-facing text that bypasses localization, \
                locale-unaware formatting, concatenated sentences…), with line and column.
                """,
            inputSchema: schema(["file": ["type": "string", "description": "The file's path relative to the project folder."]], required: ["file"]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
    ]

    /// The tools that write catalogs (left out with `--read-only`).
    static let writing: [Tool] = [
        Tool(
            name: setTranslation, title: "Set a translation",
            description: """
                Writes one key's translation in one language. Give exactly one of: value (a plain string), \
                plural (every category the language needs, from get_string: {"one": "…", "other": "…"}), device \
                ({"iphone": "…", "mac": "…"}) or localization (the catalog's own JSON for the language, for \
                substitutions). Keep every placeholder (%@, %lld, %1$@, %(name)lld) and markup of the source. The \
                text is checked first with the rules of `phrasebook check`: a translation with an error finding \
                is refused with the findings, and nothing is written. Pass the version get_string returned: when \
                the string changed since (another agent, a person, git), the write is refused with the string as \
                it is now. State: needs_review (default: a person reviews it before release) or translated.
                """,
            inputSchema: schema([
                "key": ["type": "string"],
                "language": ["type": "string"],
                "version": ["type": "string", "description": "The version get_string returned for this key and language."],
                "catalog": ["type": "string", "description": "Needed only when two catalogs hold the key."],
                "value": ["type": "string"],
                "plural": ["type": "object", "additionalProperties": ["type": "string"]],
                "device": ["type": "object", "additionalProperties": ["type": "string"]],
                "localization": ["type": "object", "description": "The catalog's JSON for this language: stringUnit, variations, substitutions."],
                "state": ["type": "string", "enum": ["needs_review", "translated"], "default": "needs_review"],
            ], required: ["key", "language", "version"]),
            annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false)),
        Tool(
            name: translate, title: "Machine-translate a language",
            description: """
                Drafts translations for one language as `phrasebook translate` does: reviewed text from the project's \
                translation memory first, then the engine .phrasebook.yml configures (none configured: memory only). \
                Missing, new and copied units are taken, at most limit; placeholders are protected and every unit \
                passes the checks before it is written, as needs_review (or machine_translated) for a person to \
                review. dryRun lists what would be sent.
                """,
            inputSchema: schema([
                "language": ["type": "string"],
                "keys": ["type": "array", "items": ["type": "string"], "description": "Only these keys."],
                "limit": ["type": "integer", "minimum": 1, "maximum": 500, "default": 50],
                "dryRun": ["type": "boolean", "default": false],
            ], required: ["language"]),
            annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true)),
    ]

    private static func schema(_ properties: [String: Value], required: [String] = []) -> Value {
        var members: [String: Value] = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        if !required.isEmpty { members["required"] = .array(required.map { .string($0) }) }
        return .object(members)
    }
}

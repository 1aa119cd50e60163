import Foundation

/// The `translate:` section of `.phrasebook.yml`: which engine `phrasebook translate` and the editor's
/// suggestions use, per language, and how each is reached. Keys and tokens are never written here: each
/// engine names the environment variable that holds its key.
///
/// ```yaml
/// translate:
///   provider: apertium                     # the engine for every language
///   languages: { de: deepl }               # another engine for some languages
///   style_guide: TRANSLATION.md            # sent to engines that take instructions (default: TRANSLATION.md, when present)
///   timeout: 60                            # seconds per request
///   retries: 4                             # attempts per request on 429, 5xx and timeouts
///   apertium: { command: apertium, modes: { es: eng-spa } }
///   apertium-apy: { url: "http://127.0.0.1:2737" }
///   libretranslate: { url: "http://127.0.0.1:5000", api_key_env: LIBRETRANSLATE_API_KEY }
///   deepl: { api_key_env: DEEPL_AUTH_KEY, formality: prefer_less, glossaries: { de: 0123-abcd } }
///   openai-compatible: { url: "http://127.0.0.1:8080/v1", model: qwen2.5-7b, api_key_env: OPENAI_API_KEY }
///   command: { run: [python3, tools/translate.py] }
/// ```
package struct TranslateSettings: Sendable, Equatable {
    /// The engines Phrasebook speaks to, as configured.
    package static let engineNames = ["apertium", "apertium-apy", "libretranslate", "deepl", "openai-compatible", "command"]

    /// The engine for every language not in ``languages``.
    package var provider: String?
    /// The engine by target language tag.
    package var languages: [String: String] = [:]
    /// The style guide file, relative to the project.
    package var styleGuide: String?
    /// Seconds one request may take.
    package var timeout: Double?
    /// Attempts per request in all, on 429, 5xx, timeouts and dropped connections.
    package var retries: Int?
    /// Each engine's settings by name.
    package var engines: [String: EngineSettings] = [:]

    package init(provider: String? = nil, languages: [String: String] = [:], engines: [String: EngineSettings] = [:]) {
        self.provider = provider
        self.languages = languages
        self.engines = engines
    }

    /// The engine for `language`: its own, else the default.
    package func engine(for language: String) -> String? {
        languages[language] ?? languages[String(language.split(separator: "-").first ?? "")] ?? provider
    }

    static let keys = ["provider", "languages", "style_guide", "timeout", "retries"] + engineNames

    init(_ node: SettingNode) throws {
        let fields = try node.fields(Self.keys)
        if let provider = fields["provider"] { self.provider = try Self.engineName(provider) }
        if let languages = fields["languages"] {
            for (language, engine) in try languages.entries() { self.languages[language] = try Self.engineName(engine) }
        }
        styleGuide = try fields["style_guide"]?.string()
        if let timeout = fields["timeout"] {
            let value = try timeout.double()
            guard value > 0 else { throw timeout.error("expected a number of seconds above 0, found \(value)") }
            self.timeout = value
        }
        if let retries = fields["retries"] {
            let value = try retries.int()
            guard (1...10).contains(value) else { throw retries.error("expected 1 to 10 attempts, found \(value)") }
            self.retries = value
        }
        for name in Self.engineNames {
            if let section = fields[name], !section.isNull { engines[name] = try EngineSettings(section, engine: name) }
        }
        for name in Set([provider].compactMap { $0 } + languages.values) {
            try EngineSettings.checkRequired(engines[name], engine: name, in: fields[name] ?? node)
        }
    }

    private static func engineName(_ node: SettingNode) throws -> String {
        let name = try node.string()
        guard engineNames.contains(name) else {
            throw node.error("unknown translation engine '\(name)'; expected one of \(engineNames.joined(separator: ", "))")
        }
        return name
    }
}

/// How one translation engine is reached.
package struct EngineSettings: Sendable, Equatable {
    /// The server's base URL (`apertium-apy`, `libretranslate`, `deepl`, `openai-compatible`).
    package var url: String?
    /// The model (`openai-compatible`).
    package var model: String?
    /// The environment variable holding the key or token.
    package var apiKeyEnvironment: String?
    /// The executable and arguments (`command`'s `run`; `apertium`'s `command`).
    package var command: [String]?
    /// Apertium modes by target language (`es: eng-spa`).
    package var modes: [String: String] = [:]
    /// DeepL's formality.
    package var formality: String?
    /// DeepL glossary ids by target language.
    package var glossaries: [String: String] = [:]
    /// `json_schema` or `json_object` (`openai-compatible`).
    package var responseFormat: String?

    package init(url: String? = nil, model: String? = nil, apiKeyEnvironment: String? = nil, command: [String]? = nil) {
        self.url = url
        self.model = model
        self.apiKeyEnvironment = apiKeyEnvironment
        self.command = command
    }

    /// The settings each engine takes.
    static let keysByEngine: [String: [String]] = [
        "apertium": ["command", "modes"],
        "apertium-apy": ["url", "api_key_env"],
        "libretranslate": ["url", "api_key_env"],
        "deepl": ["url", "api_key_env", "formality", "glossaries"],
        "openai-compatible": ["url", "model", "api_key_env", "response_format"],
        "command": ["run"],
    ]

    static let formalities = ["default", "more", "less", "prefer_more", "prefer_less"]
    static let responseFormats = ["json_schema", "json_object"]

    init(_ node: SettingNode, engine: String) throws {
        // A secret in the file would end up in git: say where it belongs instead of "unknown setting".
        for (key, value) in try node.entries() where ["api_key", "key", "token", "auth_key", "password"].contains(key) {
            throw value.error("keys are never written in .phrasebook.yml; put the key in an environment variable and name it with api_key_env")
        }
        let fields = try node.fields(Self.keysByEngine[engine] ?? [])
        if let url = fields["url"] {
            let text = try url.string()
            guard let parsed = URL(string: text), ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""), parsed.host != nil else {
                throw url.error("expected an http:// or https:// URL, found '\(text)'")
            }
            self.url = text
        }
        model = try fields["model"]?.string()
        if let variable = fields["api_key_env"] {
            let name = try variable.string()
            guard !name.isEmpty, name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw variable.error("expected the name of an environment variable (letters, digits and _), found '\(name)'")
            }
            apiKeyEnvironment = name
        }
        if let run = fields["run"] { command = try run.strings() }
        if let executable = fields["command"] { command = [try executable.string()] }
        if let modes = fields["modes"] {
            for (language, mode) in try modes.entries() { self.modes[language] = try mode.string() }
        }
        if let formality = fields["formality"] {
            let text = try formality.string()
            guard Self.formalities.contains(text) else { throw formality.error("expected one of \(Self.formalities.joined(separator: ", ")), found '\(text)'") }
            self.formality = text
        }
        if let glossaries = fields["glossaries"] {
            for (language, id) in try glossaries.entries() { self.glossaries[language] = try id.string() }
        }
        if let format = fields["response_format"] {
            let text = try format.string()
            guard Self.responseFormats.contains(text) else { throw format.error("expected one of \(Self.responseFormats.joined(separator: ", ")), found '\(text)'") }
            responseFormat = text
        }
    }

    /// An engine that is used must have what it can't run without.
    static func checkRequired(_ settings: EngineSettings?, engine: String, in node: SettingNode) throws {
        switch engine {
        case "apertium-apy", "libretranslate":
            if settings?.url == nil { throw node.error("translate.\(engine).url: the server's address is needed (for example http://127.0.0.1:2737)") }
        case "openai-compatible":
            if settings?.model == nil { throw node.error("translate.openai-compatible.model: name the model to use") }
        case "command":
            if settings?.command?.isEmpty != false { throw node.error("translate.command.run: name the executable to run") }
        default:
            break
        }
    }
}

import Foundation
import ProjectConfiguration

/// Makes the engines `.phrasebook.yml`'s `translate:` section configures, reading keys from the environment
/// variables it names — the only place a key comes from; it is never printed or written.
package struct ProviderFactory: Sendable {
    package var settings: TranslateSettings
    /// The project folder: a command's relative path is resolved against it.
    package var root: URL
    package var environment: [String: String]

    package init(settings: TranslateSettings, root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.settings = settings
        self.root = root
        self.environment = environment
    }

    /// The environment variable each engine reads its key from when the configuration names none.
    package static let defaultKeyVariables = ["deepl": "DEEPL_AUTH_KEY", "openai-compatible": "OPENAI_API_KEY", "libretranslate": "LIBRETRANSLATE_API_KEY"]

    private var timeout: Double { settings.timeout ?? 60 }
    private var retry: RetryPolicy { RetryPolicy(attempts: settings.retries ?? 4) }

    /// The engine for each language (`engine` for all of them when given), made once per engine.
    package func providers(for languages: [String], engine: String? = nil) throws -> [String: any TranslationProvider] {
        var made: [String: any TranslationProvider] = [:]
        var result: [String: any TranslationProvider] = [:]
        for language in languages {
            guard let name = engine ?? settings.engine(for: language) else { continue }
            if made[name] == nil { made[name] = try make(name) }
            result[language] = made[name]
        }
        return result
    }

    /// The engine named `name`, as configured.
    package func make(_ name: String) throws -> any TranslationProvider {
        let engine = settings.engines[name] ?? EngineSettings()
        switch name {
        case "apertium":
            return ApertiumProvider(executable: engine.command?.first ?? "apertium", modes: engine.modes, timeout: max(timeout, 120))
        case "apertium-apy", "libretranslate":
            let api = TranslationServerProvider.API(rawValue: name)!
            return TranslationServerProvider(api: api, url: try url(engine, name), apiKey: try key(engine, name, required: engine.apiKeyEnvironment != nil), timeout: timeout, retry: retry)
        case "deepl":
            return DeepLProvider(
                key: try key(engine, name, required: true)!, url: try engine.url.map { _ in try url(engine, name) },
                glossaries: engine.glossaries, formality: engine.formality, timeout: timeout, retry: retry)
        case "openai-compatible":
            guard let model = engine.model else { throw ProviderError(provider: name, message: "translate.openai-compatible.model names no model") }
            return OpenAICompatibleProvider(
                url: engine.url.flatMap(URL.init(string:)) ?? URL(string: "https://api.openai.com/v1")!, model: model,
                key: try key(engine, name, required: engine.apiKeyEnvironment != nil),
                responseFormat: engine.responseFormat.flatMap(OpenAICompatibleProvider.ResponseFormat.init(rawValue:)) ?? .jsonSchema,
                timeout: max(timeout, 120), retry: retry)
        case "command":
            guard let command = engine.command, !command.isEmpty else { throw ProviderError(provider: name, message: "translate.command.run names no executable") }
            return CommandProvider(command: command, directory: root, timeout: max(timeout, 120))
        default:
            throw ProviderError(provider: name, message: "unknown translation engine; expected one of \(TranslateSettings.engineNames.joined(separator: ", "))")
        }
    }

    private func url(_ engine: EngineSettings, _ name: String) throws -> URL {
        guard let text = engine.url, let url = URL(string: text) else {
            throw ProviderError(provider: name, message: "translate.\(name).url: the server's address is needed")
        }
        return url
    }

    /// The key from the configured (or the engine's usual) environment variable; its name only ever appears in messages.
    private func key(_ engine: EngineSettings, _ name: String, required: Bool) throws -> String? {
        guard let variable = engine.apiKeyEnvironment ?? Self.defaultKeyVariables[name] else { return nil }
        if let value = environment[variable], !value.isEmpty { return value }
        guard required else { return nil }
        throw ProviderError(provider: name, message: "the key is read from the environment variable \(variable), which is not set")
    }
}

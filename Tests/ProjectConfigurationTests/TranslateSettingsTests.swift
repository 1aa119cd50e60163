import Foundation
import TestSupport
import Testing
@testable import ProjectConfiguration

@Suite("The translate: section of .phrasebook.yml")
struct TranslateSettingsTests {
    @Test("engines per language, their settings, timeouts and retries are read")
    func reads() throws {
        let config = try ProjectConfiguration.parse(
            """
            translate:
              provider: apertium
              languages: { de: deepl, uk: openai-compatible }
              timeout: 30
              retries: 3
              apertium: { command: /usr/bin/apertium, modes: { ca: eng-cat_valencia } }
              deepl: { api_key_env: MY_DEEPL_KEY, formality: prefer_less, glossaries: { de: gloss-1 } }
              openai-compatible: { url: "http://127.0.0.1:8080/v1", model: qwen2.5, response_format: json_object }
            """, path: ".phrasebook.yml")
        let translate = config.translate
        #expect(translate.engine(for: "es") == "apertium")
        #expect(translate.engine(for: "de") == "deepl" && translate.engine(for: "de-AT") == "deepl")
        #expect(translate.timeout == 30 && translate.retries == 3)
        #expect(translate.engines["apertium"]?.command == ["/usr/bin/apertium"])
        #expect(translate.engines["apertium"]?.modes == ["ca": "eng-cat_valencia"])
        #expect(translate.engines["deepl"]?.apiKeyEnvironment == "MY_DEEPL_KEY")
        #expect(translate.engines["deepl"]?.glossaries == ["de": "gloss-1"])
        #expect(translate.engines["openai-compatible"]?.model == "qwen2.5")
        #expect(translate.engines["openai-compatible"]?.responseFormat == "json_object")
    }

    @Test("a key written in the file is refused, pointing to the environment variable setting")
    func secretsNeverInTheFile() throws {
        let error = try #require(refusal("translate:\n  provider: deepl\n  deepl: { api_key: abc123 }"))
        #expect(error.line == 3)
        #expect(error.reason == "translate.deepl.api_key: keys are never written in .phrasebook.yml; put the key in an environment variable and name it with api_key_env")
        #expect(!error.description.contains("abc123"))
    }

    @Test("unknown engines and settings, bad URLs and what a used engine can't run without are errors at their place")
    func errors() throws {
        #expect(refusal("translate: { provider: google }")?.reason.hasPrefix("translate.provider: unknown translation engine 'google'; expected one of apertium, apertium-apy") == true)
        #expect(refusal("translate:\n  deepl: { formality: polite }")?.reason == "translate.deepl.formality: expected one of default, more, less, prefer_more, prefer_less, found 'polite'")
        #expect(refusal("translate:\n  apertium-apy: { url: localhost }")?.reason == "translate.apertium-apy.url: expected an http:// or https:// URL, found 'localhost'")
        #expect(refusal("translate:\n  provider: apertium-apy")?.reason.contains("apertium-apy.url: the server's address is needed") == true)
        #expect(refusal("translate:\n  provider: openai-compatible")?.reason.contains("openai-compatible.model: name the model") == true)
        #expect(refusal("translate:\n  command: { url: \"http://x.example\" }")?.reason.hasPrefix("translate.command.url: unknown setting; expected one of run") == true)
        #expect(refusal("translate: { retries: 0 }")?.reason == "translate.retries: expected 1 to 10 attempts, found 0")
        #expect(refusal("translate:\n  deepl: { api_key_env: \"$KEY\" }")?.reason.hasPrefix("translate.deepl.api_key_env: expected the name of an environment variable") == true)
    }

    @Test("the style guide is translate.style_guide, else TRANSLATION.md at the root when present; a named one must exist")
    func styleGuide() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let project = try Project.load(directory: folder.url.path, rules: .unvalidated)
        #expect(project.translationStyleGuide == nil)
        try Data("Use du.".utf8).write(to: folder.url.appendingPathComponent("TRANSLATION.md"))
        #expect(try Project.load(directory: folder.url.path, rules: .unvalidated).translationStyleGuide?.lastPathComponent == "TRANSLATION.md")
        try Data("translate: { style_guide: docs/guide.md }".utf8).write(to: folder.url.appendingPathComponent(".phrasebook.yml"))
        #expect(throws: ConfigurationError.self) { try Project.load(directory: folder.url.path, rules: .unvalidated) }
    }
}

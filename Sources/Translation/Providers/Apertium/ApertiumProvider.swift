import Foundation

/// Apertium, the free rule-based engine Debian packages (`apertium` plus pair packages such as
/// `apertium-eng-spa`): offline and deterministic. One `apertium -u -f html MODE` run per batch.
package struct ApertiumProvider: TranslationProvider {
    package let name = "apertium"
    /// The `apertium` executable.
    package var executable: String
    /// Modes by target language tag, where the default (`eng-spa` for `en` → `es`) is not the one wanted.
    package var modes: [String: String]
    package var timeout: Double
    package let limits = BatchLimits(segments: 500, bytes: 120_000)
    package var readsContext: Bool { false }

    package init(executable: String = "apertium", modes: [String: String] = [:], timeout: Double = 120) {
        self.executable = executable
        self.modes = modes
        self.timeout = timeout
    }

    /// The mode for a language pair: configured for the target, else from the ISO 639-3 codes.
    package func mode(from source: String, to target: String) -> String {
        modes[target] ?? ApertiumLanguages.mode(from: source, to: target)
    }

    /// The translation directions installed (`apertium -l`).
    package func installedModes() async throws -> [String] {
        let output = try await ChildProcess.run(executable, arguments: ["-l"], input: Data(), timeout: timeout, provider: name)
        return String(decoding: output.standardOutput, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    package func unsupportedReason(from source: String, to target: String) async throws -> String? {
        let mode = mode(from: source, to: target)
        let installed = try await installedModes()
        guard !installed.contains(mode) else { return nil }
        let list = installed.isEmpty ? "none" : installed.joined(separator: ", ")
        return "Apertium has no \(mode) pair installed (installed: \(list)); install its Debian package (apertium-\(mode)) or name a mode in translate.apertium.modes"
    }

    package func translate(_ batch: EngineBatch) async throws -> [SegmentResult] {
        let document = ApertiumDocument(segments: batch.segments)
        let mode = mode(from: batch.sourceLanguage, to: batch.targetLanguage)
        let output = try await ChildProcess.run(
            executable, arguments: ["-u", "-f", "html", mode], input: Data(document.text.utf8), timeout: timeout, provider: name)
        guard output.status == 0 else {
            throw ProviderError(provider: name, message: "apertium \(mode) exited with status \(output.status): \(output.errorExcerpt)")
        }
        return document.results(from: String(decoding: output.standardOutput, as: UTF8.self))
    }
}

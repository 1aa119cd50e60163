import Foundation
import MCP

/// One `set_translation` call, read from its arguments and turned into the editor's save request: the same
/// shape the page sends, so the write takes the page's path through checks, lock, merge and writer.
struct TranslationWrite {
    var key: String
    var language: String
    var version: String
    var catalog: String?
    /// The localization in the catalog's JSON shape.
    var localization: Value

    static let states = ["needs_review", "translated"]

    init(_ arguments: ToolArguments) throws(ToolRefusal) {
        try arguments.requireOnly(["key", "language", "version", "catalog", "value", "plural", "device", "localization", "state"])
        key = try arguments.requiredString("key")
        language = try arguments.requiredString("language")
        version = try arguments.requiredString("version")
        catalog = try arguments.string("catalog")
        let state = try arguments.string("state") ?? "needs_review"
        guard Self.states.contains(state) else {
            throw ToolRefusal("'state' must be \(Self.states.joined(separator: " or ")); other states are set by people")
        }
        func unit(_ text: String) -> Value { ["stringUnit": ["state": .string(state), "value": .string(text)]] }
        func cases(_ map: [String: String]) -> Value { .object(map.mapValues(unit)) }
        var given: [Value] = []
        if let value = try arguments.string("value") { given.append(unit(value)) }
        if let plural = try arguments.stringMap("plural") { given.append(["variations": ["plural": cases(plural)]]) }
        if let device = try arguments.stringMap("device") { given.append(["variations": ["device": cases(device)]]) }
        if let localization = try arguments.object("localization") { given.append(.object(localization)) }
        guard given.count == 1, let localization = given.first else {
            throw ToolRefusal("give exactly one of 'value', 'plural', 'device' or 'localization'")
        }
        self.localization = localization
    }

    /// The editor's save request for this write in `catalog`.
    func editRequest(catalog: String) throws(ToolRefusal) -> Data {
        let request: Value = [
            "catalog": .string(catalog), "key": .string(key), "language": .string(language), "version": .string(version),
            "shouldTranslate": true, "localization": localization,
        ]
        do {
            return try JSONEncoder().encode(request)
        } catch {
            throw ToolRefusal("the translation could not be encoded: \(error)")
        }
    }
}

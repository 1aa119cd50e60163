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
        if let problem = Self.emptiness(in: localization, at: "the translation") {
            throw ToolRefusal("\(problem): a write sets text; nothing was written")
        }
        self.localization = localization
    }

    /// What is empty in a localization an agent sent, if anything: an empty text, or cases, variations or
    /// substitutions with nothing in them. Such a write would erase a translation without a finding.
    static func emptiness(in localization: Value, at place: String) -> String? {
        guard let object = localization.objectValue else { return "\(place) is not an object" }
        guard object["stringUnit"] != nil || object["variations"] != nil else { return "\(place) has no stringUnit and no variations" }
        if let unit = object["stringUnit"] {
            guard let value = unit.objectValue?["value"]?.stringValue, !value.isEmpty else { return "\(place) has an empty text" }
        }
        for name in ["variations", "substitutions"] {
            guard let member = object[name] else { continue }
            guard let cases = member.objectValue, !cases.isEmpty else { return "\(place)'s \(name) are empty" }
            for (caseName, value) in cases {
                if name == "variations" {
                    guard let kinds = value.objectValue, !kinds.isEmpty else { return "\(place)'s \(caseName) cases are empty" }
                    for (kind, text) in kinds {
                        if let problem = emptiness(in: text, at: "\(caseName) case '\(kind)'") { return problem }
                    }
                } else if let variations = value.objectValue?["variations"] {
                    if let problem = emptiness(in: ["variations": variations], at: "substitution '\(caseName)'") { return problem }
                } else {
                    return "substitution '\(caseName)' has no variations"
                }
            }
        }
        return nil
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

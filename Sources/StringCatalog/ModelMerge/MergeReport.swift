/// Where in a catalog a merged value sits: the member names from the catalog's root.
///
/// `["strings", "Hello", "localizations", "fr", "variations", "plural", "one", "stringUnit", "value"]`
/// is the French `one` plural case of the key `Hello`; `key`, `language` and `field` split it up for reports.
public struct MergeLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Member names from the catalog's root object.
    public var components: [String]

    public init(_ components: [String]) {
        self.components = components
    }

    /// The catalog key, when the location is inside an entry.
    public var key: String? {
        components.count >= 2 && components[0] == "strings" ? components[1] : nil
    }

    /// The language, when the location is inside a localization.
    public var language: String? {
        key != nil && components.count >= 4 && components[2] == "localizations" ? components[3] : nil
    }

    /// The rest of the path below the key and language, dot-separated (`stringUnit.value`,
    /// `variations.plural.one.stringUnit.state`, `comment`); empty for a whole entry or localization.
    public var field: String {
        let prefix = language != nil ? 4 : key != nil ? 2 : 0
        return components.dropFirst(prefix).joined(separator: ".")
    }

    /// `key "Hello" [fr] variations.plural.one.stringUnit.value`; `version` for a top-level field.
    public var description: String {
        var parts: [String] = []
        if let key { parts.append("key " + key.quotedForMessages) }
        if let language { parts.append("[\(language)]") }
        if !field.isEmpty { parts.append(field) }
        return parts.joined(separator: " ")
    }

    /// Catalog keys in Xcode's order, then languages, then fields, so reports follow the file.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let (left, right) = (lhs.key ?? "", rhs.key ?? "")
        if left != right { return XcodeKeyOrder.areInIncreasingOrder(left, right) }
        if lhs.language != rhs.language { return (lhs.language ?? "") < (rhs.language ?? "") }
        return lhs.field < rhs.field
    }
}

/// Which version of a three-way merge.
public enum MergeSide: String, Sendable, Hashable {
    case base, ours, theirs
}

/// A value both sides changed differently from their common base. The merge keeps one of them (ours,
/// unless told otherwise) and reports this so a person can choose.
public struct MergeConflict: Sendable, Hashable, CustomStringConvertible {
    public var location: MergeLocation
    /// The value in the base; `nil` when the base did not have it (both sides added it).
    public var base: JSONValue?
    public var ours: JSONValue?
    public var theirs: JSONValue?
    /// The side whose value the merged catalog holds.
    public var kept: MergeSide

    public init(location: MergeLocation, base: JSONValue?, ours: JSONValue?, theirs: JSONValue?, kept: MergeSide) {
        self.location = location
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.kept = kept
    }

    /// `key "Hello" [fr] stringUnit.value: base "Hi", ours "Salut", theirs "Bonjour" (kept ours)`.
    public var description: String {
        "\(location): base \(base?.compactText ?? "(none)"), ours \(ours?.compactText ?? "(deleted)"), "
            + "theirs \(theirs?.compactText ?? "(deleted)") (kept \(kept.rawValue))"
    }
}

/// A value one side deleted while the other edited it: the merge keeps the edit rather than losing
/// it, and reports this so a person can delete it again if the deletion was meant.
public struct KeptEdit: Sendable, Hashable, CustomStringConvertible {
    public var location: MergeLocation
    /// The side that deleted the value.
    public var deletedBy: MergeSide

    public init(location: MergeLocation, deletedBy: MergeSide) {
        self.location = location
        self.deletedBy = deletedBy
    }

    /// `key "Hello": deleted in theirs but edited in ours; kept the edit`.
    public var description: String {
        let editor: MergeSide = deletedBy == .ours ? .theirs : .ours
        return "\(location): deleted in \(deletedBy.rawValue) but edited in \(editor.rawValue); kept the edit"
    }
}

extension JSONValue {
    /// The value as compact one-line JSON, for messages: `"Bonjour"`, `true`, `{"state":"new","value":""}`.
    public var compactText: String {
        switch self {
        case .object(let members):
            let sorted = members.keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder)
            return "{" + sorted.map { $0.quotedForMessages + ":" + members[$0]!.compactText }.joined(separator: ",") + "}"
        case .array(let elements): return "[" + elements.map(\.compactText).joined(separator: ",") + "]"
        case .string(let text): return text.quotedForMessages
        case .number(let literal): return literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}

extension String {
    /// The text in double quotes with quotes, backslashes and control characters escaped as in JSON,
    /// so a value with a line break stays on one line of a report.
    var quotedForMessages: String {
        var output = JSONOutput(capacity: utf8.count + 2)
        output.string(self)
        return String(decoding: output.finish(), as: UTF8.self)
    }
}

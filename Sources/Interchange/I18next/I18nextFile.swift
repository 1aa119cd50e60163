import Diagnostics
import Foundation
import StringCatalog

/// One i18next JSON v4 resource file (`de/Localizable.json`): keys to strings, nested in objects or flat,
/// with plural forms as `key_one`, `key_other`… (CLDR categories, as `Intl.PluralRules` names them).
public struct I18nextFile: Hashable, Sendable {
    /// One string of the file, its key flattened (`settings.title` for `{"settings": {"title": …}}` when nested).
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: String
        public var line: Int?

        public init(key: String, value: String, line: Int? = nil) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The JSON: flat (`keySeparator: false` in the app), or nested at each `.` (i18next's default separator).
    /// Nesting needs keys whose dot-separated parts are non-empty and no key a prefix of another.
    public func encoded(nested: Bool) -> Data {
        guard nested else {
            return Data(JSONText.object(entries.map { ($0.key, JSONText.string($0.value)) }).rendered().utf8)
        }
        final class Node {
            var value: String?
            var children: [(String, Node)] = []
            func child(_ name: String) -> Node {
                if let found = children.first(where: { $0.0 == name }) { return found.1 }
                let node = Node()
                children.append((name, node))
                return node
            }
            var json: JSONText {
                if let value { return .string(value) }
                return JSONText.object(children.map { ($0.0, Optional($0.1.json)) })
            }
        }
        let root = Node()
        for entry in entries {
            var node = root
            for part in entry.key.split(separator: ".", omittingEmptySubsequences: false) { node = node.child(String(part)) }
            node.value = entry.value
        }
        return Data(root.json.rendered().utf8)
    }

    /// Reads a file, flattening nested objects with `.`; anything but strings and objects is an error.
    public static func read(_ data: Data, path: String? = nil) throws(InterchangeReadError) -> I18nextFile {
        let bytes = [UInt8](data)
        let json = try OrderedJSON.parse(bytes, path: path)
        guard case .object = json else {
            throw InterchangeReadError(path: path, line: 1, column: 1, message: "expected a JSON object of translations")
        }
        var entries: [Entry] = []
        var problem: InterchangeReadError?
        bytes.withUnsafeBufferPointer { buffer in
            func visit(_ value: OrderedJSON, prefix: String) {
                guard case .object(let members) = value else { return }
                for member in members where problem == nil {
                    let key = prefix.isEmpty ? member.key : prefix + "." + member.key
                    let line = InterchangeReadError.position(of: member.offset, in: buffer).line
                    switch member.value {
                    case .string(let text): entries.append(Entry(key: key, value: text, line: line))
                    case .object: visit(member.value, prefix: key)
                    default:
                        problem = InterchangeReadError(path: path, line: line,
                            message: "expected a string or an object of translations for '\(key)', found \(member.value.kindName)")
                    }
                }
            }
            visit(json, prefix: "")
        }
        if let problem { throw problem }
        return I18nextFile(entries: entries)
    }

    /// The keys that cannot be nested: an empty part (`a..b`, `.a`), or a key that another one continues (`a`, `a.b`).
    public static func keysNotNestable(_ keys: [String]) -> Set<String> {
        var result = Set(keys.filter { key in key.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty } })
        let all = Set(keys)
        for key in keys {
            var prefix = key
            while let dot = prefix.lastIndex(of: ".") {
                prefix = String(prefix[..<dot])
                if all.contains(prefix) { result.insert(key); result.insert(prefix) }
            }
        }
        return result
    }
}

extension OrderedJSON {
    var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// i18next's interpolation, both ways: `{{arg1}}` for an argument, `{{count}}` for the counted one of a plural.
package enum I18nextInterpolation {
    /// The i18next string for a catalog text; `nil` (with the reason) when i18next would read literal text
    /// as markup of its own (`{{`, `$t(`).
    package static func string(_ text: MessageText, counted: Int?) -> Result<String, PlacementProblem> {
        var result = ""
        for piece in text.pieces {
            switch piece {
            case .literal(let literal):
                if literal.contains("{{") || literal.contains("}}") || literal.contains("$t(") {
                    return .failure(PlacementProblem("has '{{', '}}' or '$t(', which i18next would read as interpolation or nesting"))
                }
                result += literal
            case .argument(let index, _):
                result += index == counted ? "{{count}}" : "{{arg\(index)}}"
            case .substitution(let name, _, _):
                return .failure(PlacementProblem("uses substitution '\(name)'"))
            }
        }
        return .success(result)
    }

    /// The catalog pieces of an i18next string: `{{argN}}` is argument N, `{{count}}` the counted argument, other
    /// names the next free positions in order of appearance; a format after a comma (`{{x, number}}`) and the
    /// unescaped marker (`{{- x}}`) are read past.
    package static func messageText(_ value: String, counted: Int?) -> MessageText {
        guard value.contains("{{") else { return MessageText([.literal(value)]) }
        var pieces: [MessageText.Piece] = []
        var names: [String] = []
        var rest = Substring(value)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            if open.lowerBound > rest.startIndex { pieces.append(.literal(String(rest[..<open.lowerBound]))) }
            var name = rest[open.upperBound..<close.lowerBound].split(separator: ",", maxSplits: 1).first.map(String.init) ?? ""
            name = name.trimmedOfWhitespace
            if name.hasPrefix("-") { name = String(name.dropFirst()).trimmedOfWhitespace }
            names.append(name)
            pieces.append(.argument(0, spelling: name)) // positioned below, once every name is known
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.literal(String(rest))) }
        var positions: [String: Int] = [:]
        for name in names {
            if name == "count", let counted { positions[name] = counted; continue }
            else if name.hasPrefix("arg"), let index = Int(name.dropFirst(3)), index > 0 { positions[name] = index }
        }
        var next = 1
        for name in names where positions[name] == nil {
            while positions.values.contains(next) || next == counted { next += 1 }
            positions[name] = next
        }
        return MessageText(pieces.map { piece in
            guard case .argument(_, let name?) = piece else { return piece }
            return .argument(positions[name] ?? 1, spelling: name == "count" ? "count" : nil)
        })
    }
}

import Diagnostics
import Foundation

/// The messages of one ICU file: FormatJS's JSON (`{"id": {"defaultMessage": "…", "description": "…"}}`, or
/// `{"id": "…"}`) or Flutter's ARB (`{"@@locale": "de", "name": "…", "@name": {"description": "…"}}`).
public struct ICUMessageFile: Hashable, Sendable {
    public enum Syntax: String, Sendable, Hashable {
        case formatJS
        case arb
    }

    public struct Entry: Hashable, Sendable {
        /// The message id (FormatJS) or name (ARB).
        public var name: String
        /// The catalog key, written as ARB's `x-key` attribute where it differs from the name.
        public var key: String?
        /// The message, parsed.
        public var message: ICUMessage
        public var description: String?
        /// ARB placeholders by name with their `type` (`int`, `double`, `Object`).
        public var placeholders: [(name: String, type: String)]
        /// 1-based line of the entry.
        public var line: Int?

        public init(name: String, key: String? = nil, message: ICUMessage, description: String? = nil,
                    placeholders: [(name: String, type: String)] = [], line: Int? = nil) {
            self.name = name
            self.key = key
            self.message = message
            self.description = description
            self.placeholders = placeholders
            self.line = line
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.name == rhs.name && lhs.key == rhs.key && lhs.message == rhs.message && lhs.description == rhs.description
                && lhs.placeholders.map(\.name) == rhs.placeholders.map(\.name) && lhs.placeholders.map(\.type) == rhs.placeholders.map(\.type)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(key)
            hasher.combine(message)
        }
    }

    public var syntax: Syntax
    /// ARB's `@@locale`.
    public var locale: String?
    public var entries: [Entry]

    public init(syntax: Syntax, locale: String? = nil, entries: [Entry]) {
        self.syntax = syntax
        self.locale = locale
        self.entries = entries
    }

    /// The file as pretty-printed JSON, entries in order.
    public func encoded() -> Data {
        var members: [(String, JSONText)] = []
        switch syntax {
        case .formatJS:
            for entry in entries {
                var fields: [(String, JSONText?)] = [("defaultMessage", .string(entry.message.pattern))]
                fields.append(("description", JSONText.string(entry.description)))
                members.append((entry.name, JSONText.object(fields)))
            }
        case .arb:
            if let locale { members.append(("@@locale", .string(locale))) }
            for entry in entries {
                members.append((entry.name, .string(entry.message.pattern)))
                var attributes: [(String, JSONText?)] = [("description", JSONText.string(entry.description))]
                if !entry.placeholders.isEmpty {
                    attributes.append(("placeholders", .object(entry.placeholders.map { ($0.name, JSONText.object([("type", .string($0.type))])) })))
                }
                attributes.append(("x-key", JSONText.string(entry.key)))
                if attributes.contains(where: { $0.1 != nil }) { members.append(("@" + entry.name, JSONText.object(attributes))) }
            }
        }
        return Data(JSONText.object(members.map { ($0.0, Optional($0.1)) }).rendered().utf8)
    }

    /// Reads a FormatJS or ARB file; a message that is not valid ICU is an error with its line.
    public static func read(_ data: Data, path: String? = nil, syntax: Syntax) throws(InterchangeReadError) -> ICUMessageFile {
        let bytes = [UInt8](data)
        let json = try OrderedJSON.parse(bytes, path: path)
        guard case .object(let members) = json else {
            throw InterchangeReadError(path: path, line: 1, column: 1, message: "expected a JSON object of messages")
        }
        var file = ICUMessageFile(syntax: syntax, entries: [])
        func line(_ offset: Int) -> Int {
            bytes.withUnsafeBufferPointer { InterchangeReadError.position(of: offset, in: $0).line }
        }
        func parse(_ pattern: String, member: OrderedJSON.Member) throws(InterchangeReadError) -> ICUMessage {
            do {
                return try ICUMessage.parse(pattern)
            } catch {
                throw InterchangeReadError(path: path, line: line(member.offset), message: "the message '\(member.key)' is not ICU MessageFormat: \(error) (at byte \(error.offset))")
            }
        }
        let attributes = Dictionary(members.filter { $0.key.hasPrefix("@") && !$0.key.hasPrefix("@@") }.map { ($0.key.dropFirst().description, $0.value) },
                                    uniquingKeysWith: { first, _ in first })
        for member in members {
            switch syntax {
            case .formatJS:
                let pattern: String
                var description: String?
                switch member.value {
                case .string(let text): pattern = text
                case .object:
                    guard let text = member.value["defaultMessage"]?.stringValue else {
                        throw InterchangeReadError(path: path, line: line(member.offset), message: "the message '\(member.key)' has no defaultMessage string")
                    }
                    pattern = text
                    description = member.value["description"]?.stringValue
                default:
                    throw InterchangeReadError(path: path, line: line(member.offset), message: "the message '\(member.key)' is neither a string nor an object with a defaultMessage")
                }
                file.entries.append(Entry(name: member.key, message: try parse(pattern, member: member), description: description, line: line(member.offset)))
            case .arb:
                if member.key == "@@locale" { file.locale = member.value.stringValue; continue }
                if member.key.hasPrefix("@") { continue }
                guard let pattern = member.value.stringValue else {
                    throw InterchangeReadError(path: path, line: line(member.offset), message: "the message '\(member.key)' is not a string")
                }
                let metadata = attributes[member.key]
                var placeholders: [(name: String, type: String)] = []
                if case .object(let declared)? = metadata?["placeholders"] {
                    placeholders = declared.map { ($0.key, $0.value["type"]?.stringValue ?? "Object") }
                }
                file.entries.append(Entry(name: member.key, key: metadata?["x-key"]?.stringValue, message: try parse(pattern, member: member),
                                          description: metadata?["description"]?.stringValue, placeholders: placeholders,
                                          line: line(member.offset)))
            }
        }
        return file
    }
}

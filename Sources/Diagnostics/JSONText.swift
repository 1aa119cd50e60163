/// A small JSON value with ordered object keys, for reporters whose output people read and diff
/// (Foundation's encoder sorts or scrambles keys and is slow on Linux). Public for other tools'
/// JSON reports (merge conflicts, catalog diffs).
public enum JSONText: Sendable {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    /// An object that leaves out `nil` members.
    public static func object(_ members: [(String, JSONText?)]) -> JSONText {
        .object(members.compactMap { name, value in value.map { (name, $0) } })
    }

    public static func string(_ value: String?) -> JSONText? { value.map { .string($0) } }
    public static func int(_ value: Int?) -> JSONText? { value.map { .int($0) } }

    /// An object's member by name (the first of that name); `nil` for a missing member or a value that is no object.
    public subscript(member: String) -> JSONText? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.0 == member }?.1
    }

    /// The string this value holds, if it is one.
    public var stringValue: String? {
        guard case let .string(value) = self else { return nil }
        return value
    }

    /// Pretty-printed with two-space indentation and `"key": value` members.
    public func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    /// On one line without spaces, for machines (the editor's API sends tens of thousands of rows).
    public func compact() -> String {
        var out = ""
        writeCompact(to: &out)
        return out
    }

    private func writeCompact(to out: inout String) {
        switch self {
        case let .object(members):
            out += "{"
            for (index, (name, value)) in members.enumerated() {
                if index > 0 { out += "," }
                JSONText.escape(name, into: &out)
                out += ":"
                value.writeCompact(to: &out)
            }
            out += "}"
        case let .array(items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.writeCompact(to: &out)
            }
            out += "]"
        default:
            write(to: &out, indent: 0)
        }
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case let .object(members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, (name, value)) in members.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                JSONText.escape(name, into: &out)
                out += ": "
                value.write(to: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        case let .array(items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(to: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case let .string(value): JSONText.escape(value, into: &out)
        case let .int(value): out += String(value)
        case let .bool(value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// Appends `value` as a quoted JSON string.
    static func escape(_ value: String, into out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// Escapes text for XML and HTML content and attribute values.
func escapeMarkup(_ value: String) -> String {
    var out = ""
    out.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default:
            // XML 1.0 forbids most control characters even as references; show them as U+FFFD.
            if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" {
                out += "\u{FFFD}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out
}

extension String {
    /// This string as a quoted JSON string literal, for renderers that write JSON by hand.
    public var jsonQuoted: String {
        var out = ""
        JSONText.escape(self, into: &out)
        return out
    }
}

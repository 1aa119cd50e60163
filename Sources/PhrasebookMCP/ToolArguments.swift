import MCP

/// Why a tool call could not be done, told to the agent as the tool's error text so it can correct itself.
struct ToolRefusal: Error {
    var message: String
    /// What the refusal is about, as JSON the agent reads beside the message (findings, the unit as it is now).
    var details: String?

    init(_ message: String, details: String? = nil) {
        self.message = message
        self.details = details
    }
}

/// A tool call's arguments, read with errors that name the argument and what was expected.
struct ToolArguments {
    let values: [String: Value]

    init(_ values: [String: Value]?) {
        self.values = values ?? [:]
    }

    func string(_ name: String) throws(ToolRefusal) -> String? {
        guard let value = values[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw ToolRefusal("'\(name)' must be a string") }
        return text
    }

    func bool(_ name: String) throws(ToolRefusal) -> Bool? {
        guard let value = values[name], value != .null else { return nil }
        guard let flag = value.boolValue else { throw ToolRefusal("'\(name)' must be true or false") }
        return flag
    }

    func requiredString(_ name: String) throws(ToolRefusal) -> String {
        guard let text = try string(name), !text.isEmpty else { throw ToolRefusal("'\(name)' is required") }
        return text
    }

    /// A whole number within `range`, or `defaultValue` when absent.
    func int(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(ToolRefusal) -> Int {
        guard let value = values[name], value != .null else { return defaultValue }
        let number: Int? = value.intValue ?? value.doubleValue.flatMap { $0.rounded() == $0 && abs($0) < 1e15 ? Int($0) : nil }
        guard let number, range.contains(number) else {
            throw ToolRefusal("'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A list of strings.
    func strings(_ name: String) throws(ToolRefusal) -> [String]? {
        guard let value = values[name], value != .null else { return nil }
        guard let items = value.arrayValue else { throw ToolRefusal("'\(name)' must be a list of strings") }
        var result: [String] = []
        for item in items {
            guard let text = item.stringValue else { throw ToolRefusal("'\(name)' must be a list of strings") }
            result.append(text)
        }
        return result
    }

    /// An object whose members are all strings (plural or device cases).
    func stringMap(_ name: String) throws(ToolRefusal) -> [String: String]? {
        guard let value = values[name], value != .null else { return nil }
        guard let object = value.objectValue else { throw ToolRefusal("'\(name)' must be an object of strings") }
        var result: [String: String] = [:]
        for (member, text) in object {
            guard let text = text.stringValue else { throw ToolRefusal("'\(name).\(member)' must be a string") }
            result[member] = text
        }
        return result
    }

    func object(_ name: String) throws(ToolRefusal) -> [String: Value]? {
        guard let value = values[name], value != .null else { return nil }
        guard let object = value.objectValue else { throw ToolRefusal("'\(name)' must be an object") }
        return object
    }

    /// Refuses arguments the tool doesn't take: a misspelt filter would otherwise widen a query silently.
    func requireOnly(_ names: Set<String>) throws(ToolRefusal) {
        let unknown = values.keys.filter { !names.contains($0) }.sorted()
        guard unknown.isEmpty else {
            throw ToolRefusal("unknown argument\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", ")); expected \(names.sorted().joined(separator: ", "))")
        }
    }
}

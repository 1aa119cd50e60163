/// A property list value as read from XML, with dictionaries in file order, so parts of a
/// `.stringsdict` that Phrasebook doesn't interpret survive a round trip.
public enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case dictionary(PropertyListDictionary)
    case array([PropertyListValue])
    /// `<integer>` with its literal text.
    case integer(String)
    /// `<real>` with its literal text.
    case real(String)
    case boolean(Bool)
    /// `<date>` with its literal text.
    case date(String)
    /// `<data>` with its base64 text as written.
    case data(String)

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var dictionaryValue: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}

/// A property list `<dict>`: keys with values in file order.
public struct PropertyListDictionary: Sendable, Hashable {
    public struct Pair: Sendable, Hashable {
        public var key: String
        public var value: PropertyListValue
        /// The 1-based line of `<key>` in the file read; 0 when made in code.
        public var line: Int
        /// An XML comment (`<!-- … -->`) written just before the key, trimmed.
        public var comment: String?

        public init(key: String, value: PropertyListValue, line: Int = 0, comment: String? = nil) {
            self.key = key
            self.value = value
            self.line = line
            self.comment = comment
        }
    }

    public var pairs: [Pair]

    public init(_ pairs: [Pair] = []) {
        self.pairs = pairs
    }

    /// The value of the last pair with `key` (a property list reader keeps the last duplicate).
    public subscript(key: String) -> PropertyListValue? {
        // Lengths first: unequal strings of unequal lengths then cost no string comparison.
        pairs.last { $0.key.utf8.count == key.utf8.count && $0.key == key }?.value
    }
}

import Foundation

/// A `.stringsdict` table: keys whose values vary by plural (`NSStringPluralRuleType` variables of an
/// `NSStringLocalizedFormatKey`) or by device (`NSStringDeviceSpecificRuleType`).
public struct StringsDictFile: Sendable, Hashable {
    /// One key of the table and its rules.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: StringsDictValue
        /// The 1-based line of the entry's `<key>` in the file read; 0 for entries made in code.
        public var line: Int
        /// A translator comment, kept as an XML comment before the key (Foundation ignores it).
        public var comment: String?

        public init(key: String, value: StringsDictValue, comment: String? = nil, line: Int = 0) {
            self.key = key
            self.value = value
            self.comment = comment
            self.line = line
        }
    }

    /// Entries in file order.
    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Reads a `.stringsdict` XML property list. Documents with DTD declarations are rejected.
    /// - Throws: `LegacyFormatError` with line and column.
    public init(data: Data, path: String? = nil) throws {
        try self.init(data: data, path: path, readsWithXMLParserOnly: false)
    }

    /// Reads with Foundation's `XMLParser` alone, skipping the fast scanner (`XMLSubsetScanner`): what the fuzz
    /// target checks the fast path against.
    @_spi(XMLParserComparison)
    public init(data: Data, path: String? = nil, readsWithXMLParserOnly: Bool) throws {
        let xml = try Self.xmlPropertyList(data, path: path)
        let readsDirectly = !readsWithXMLParserOnly && PropertyListXMLReader.subsetScannerMayRead(xml)
        if readsDirectly, let entries = StringsDictDirectReader.entries(xml, path: path) {
            self.entries = entries
            return
        }
        // What the direct reader declines, the same scanner declines as a tree too (or the tree is refused,
        // with the errors XMLParser's reading gives, as the fuzz target checks): read with XMLParser alone.
        let root = try PropertyListXMLReader.read(xml, path: path, readsWithXMLParserOnly: readsWithXMLParserOnly || readsDirectly)
        guard case .dictionary(let dictionary) = root else {
            throw LegacyFormatError(path: path, line: 1, column: 1, expected: "a <dict> of strings", found: "another value")
        }
        entries = try dictionary.pairs.map { pair in
            Entry(key: pair.key, value: try StringsDictValue(pair.value, path: path, line: pair.line),
                  comment: pair.comment, line: pair.line)
        }
    }

    /// `data` as an XML property list: tables Xcode compiles into app bundles are binary property lists.
    private static func xmlPropertyList(_ data: Data, path: String?) throws -> Data {
        guard data.starts(with: Array("bplist".utf8)) else { return data }
        guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
              let xml = try? PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        else {
            throw LegacyFormatError(path: path, line: 1, column: 1, expected: "a binary property list")
        }
        return xml
    }

    public init(contentsOf url: URL) throws {
        try self.init(data: SafeFile.read(url), path: url.path)
    }
}

/// The value of one `.stringsdict` key.
public enum StringsDictValue: Sendable, Hashable {
    /// `NSStringLocalizedFormatKey` with the variables it references.
    case format(StringsDictFormat)
    /// `NSStringDeviceSpecificRuleType`: a text or a plural format per device.
    case deviceSpecific([DeviceKind: StringsDictValue])
    /// A plain string (a device case without plurals).
    case text(String)
    /// Anything else (`NSStringVariableWidthRuleType`, …), kept as read.
    case other(PropertyListValue)
}

/// A format string whose `%#@name@` references are plural variables.
public struct StringsDictFormat: Sendable, Hashable {
    /// The key of the format string in an entry's dictionary.
    public static let formatKey = "NSStringLocalizedFormatKey"

    /// The `NSStringLocalizedFormatKey` value (`"%#@files@ in %#@folders@"`).
    public var formatKey: String
    /// The variables by name, as referenced with `%#@name@`.
    public var variables: [String: StringsDictVariable]

    public init(formatKey: String, variables: [String: StringsDictVariable] = [:]) {
        self.formatKey = formatKey
        self.variables = variables
    }
}

/// One variable of a format key: a rule type, the value's format specifier and a text per category.
public struct StringsDictVariable: Sendable, Hashable {
    /// The key naming a variable's rule type.
    public static let specTypeKey = "NSStringFormatSpecTypeKey"
    /// The key naming a variable's argument specifier.
    public static let valueTypeKey = "NSStringFormatValueTypeKey"
    public static let pluralRuleType = "NSStringPluralRuleType"

    /// `NSStringFormatSpecTypeKey`, normally `NSStringPluralRuleType`.
    public var specType: String
    /// `NSStringFormatValueTypeKey`: the specifier of the argument without `%` (`"d"`, `"lld"`).
    public var valueType: String?
    /// The text per plural category.
    public var forms: [PluralCategory: String]
    /// Other keys of the variable's dictionary, kept as read.
    public var otherFields: [PropertyListDictionary.Pair]

    public init(specType: String = Self.pluralRuleType, valueType: String?, forms: [PluralCategory: String],
                otherFields: [PropertyListDictionary.Pair] = []) {
        self.specType = specType
        self.valueType = valueType
        self.forms = forms
        self.otherFields = otherFields
    }
}

/// The key of device-specific rules.
package let deviceSpecificRuleType = "NSStringDeviceSpecificRuleType"

extension StringsDictValue {
    /// Interprets one entry's property list value.
    init(_ value: PropertyListValue, path: String?, line: Int) throws {
        func error(_ expected: String, _ at: Int) -> LegacyFormatError {
            LegacyFormatError(path: path, line: at, column: 1, expected: expected)
        }
        switch value {
        case .string(let text):
            self = .text(text)
        case .dictionary(let dictionary):
            if dictionary.pairs.count == 1, let rules = dictionary.pairs.first, rules.key == deviceSpecificRuleType {
                guard case .dictionary(let devices) = rules.value else {
                    throw error("a <dict> of devices for \(deviceSpecificRuleType)", rules.line)
                }
                var cases: [DeviceKind: StringsDictValue] = [:]
                for device in devices.pairs {
                    cases[DeviceKind(device.key)] = try StringsDictValue(device.value, path: path, line: device.line)
                }
                self = .deviceSpecific(cases)
            } else if let formatPair = dictionary.pairs.last(where: { $0.key == StringsDictFormat.formatKey }) {
                guard case .string(let formatKey) = formatPair.value else {
                    throw error("a <string> for \(StringsDictFormat.formatKey)", formatPair.line)
                }
                var variables: [String: StringsDictVariable] = [:]
                for pair in dictionary.pairs where pair.key != StringsDictFormat.formatKey {
                    guard case .dictionary(let variable) = pair.value else {
                        throw error("a <dict> for the variable '\(pair.key)'", pair.line)
                    }
                    variables[pair.key] = try StringsDictVariable(variable, name: pair.key, path: path, line: pair.line)
                }
                self = .format(StringsDictFormat(formatKey: formatKey, variables: variables))
            } else {
                self = .other(value)
            }
        default:
            self = .other(value)
        }
    }
}

extension StringsDictVariable {
    init(_ dictionary: PropertyListDictionary, name: String, path: String?, line: Int) throws {
        guard let specType = dictionary[Self.specTypeKey]?.stringValue else {
            throw LegacyFormatError(path: path, line: line, column: 1,
                                    expected: "a <string> for \(Self.specTypeKey) in the variable '\(name)'")
        }
        self.specType = specType
        valueType = dictionary[Self.valueTypeKey]?.stringValue
        forms = Dictionary(minimumCapacity: dictionary.pairs.count)
        otherFields = []
        // Plural case names (`one`, `other`) are shorter than either key: lengths decide without comparing text.
        func isKey(_ text: String, _ key: String) -> Bool { text.utf8.count == key.utf8.count && text == key }
        for pair in dictionary.pairs where !isKey(pair.key, Self.specTypeKey) && !isKey(pair.key, Self.valueTypeKey) {
            let category = PluralCategory(pair.key)
            if case .string(let text) = pair.value, PluralCategory.allKnown.contains(category) {
                forms[category] = text
            } else {
                otherFields.append(pair)
            }
        }
    }
}

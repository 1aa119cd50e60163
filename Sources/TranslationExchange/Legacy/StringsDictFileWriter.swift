import Foundation
import StringCatalog

extension StringsDictFile {
    /// The table as an XML property list with keys sorted, as Foundation writes property lists.
    public func encoded() -> Data {
        let pairs = entries.map { PropertyListDictionary.Pair(key: $0.key, value: $0.value.propertyList, comment: $0.comment) }
            .sorted { $0.key < $1.key }
        return Data(PropertyListXMLWriter.document(.dictionary(PropertyListDictionary(pairs))).utf8)
    }

    /// Writes `encoded()` with `SafeFile` (atomically, respecting links, mode and owner).
    public func write(to url: URL) throws {
        try SafeFile.write(encoded(), to: url)
    }
}

extension StringsDictValue {
    /// The value as a property list with keys in Foundation's sorted order.
    package var propertyList: PropertyListValue {
        switch self {
        case .text(let text):
            return .string(text)
        case .other(let value):
            return value
        case .deviceSpecific(let cases):
            let devices = cases.map { PropertyListDictionary.Pair(key: $0.key.rawValue, value: $0.value.propertyList) }
                .sorted { $0.key < $1.key }
            return .dictionary(PropertyListDictionary([
                PropertyListDictionary.Pair(key: deviceSpecificRuleType, value: .dictionary(PropertyListDictionary(devices))),
            ]))
        case .format(let format):
            var pairs = [PropertyListDictionary.Pair(key: StringsDictFormat.formatKey, value: .string(format.formatKey))]
            for (name, variable) in format.variables {
                pairs.append(PropertyListDictionary.Pair(key: name, value: variable.propertyList))
            }
            return .dictionary(PropertyListDictionary(pairs.sorted { $0.key < $1.key }))
        }
    }
}

extension StringsDictVariable {
    var propertyList: PropertyListValue {
        var pairs = [PropertyListDictionary.Pair(key: Self.specTypeKey, value: .string(specType))]
        if let valueType { pairs.append(PropertyListDictionary.Pair(key: Self.valueTypeKey, value: .string(valueType))) }
        pairs += forms.map { PropertyListDictionary.Pair(key: $0.key.rawValue, value: .string($0.value)) }
        pairs += otherFields
        return .dictionary(PropertyListDictionary(pairs.sorted { $0.key < $1.key }))
    }
}

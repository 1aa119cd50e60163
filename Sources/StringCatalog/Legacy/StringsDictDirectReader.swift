import Foundation

/// Reads a `.stringsdict`'s entries straight from `XMLSubsetScanner`'s events, without the `PropertyListValue`
/// tree that `PropertyListSubsetReader` builds (and then frees): plural formats, device variants and plain
/// strings, read as `StringsDictValue.init(_:path:line:)` interprets their trees.
///
/// An entry shaped otherwise (a value kept as `.other`, anything unusual) is read again from its start into a
/// value tree, which that initializer interprets. `nil` when the scanner gives up or anything is refused: the
/// caller then reads the whole document the general way, which reports errors where and as it always did.
///
/// The caller must have checked the document with `PropertyListXMLReader.subsetScannerMayRead(_:)`.
enum StringsDictDirectReader {
    static func entries(_ data: Data, path: String?) -> [StringsDictFile.Entry]? {
        data.withUnsafeBytes { raw in
            var reader = Reader(scanner: XMLSubsetScanner(bytes: raw.bindMemory(to: UInt8.self), processesNamespaces: false,
                                                          allowsExternalDoctype: true, maximumDepth: PropertyListXMLReader.maximumDepth + 8),
                                path: path)
            return reader.readDocument()
        }
    }
}

/// One read. Each `read…` method starts after the start tag of what it reads and ends after its end tag, or
/// returns `nil` where the document leaves the shapes read directly.
private struct Reader {
    var scanner: XMLSubsetScanner
    let path: String?
    /// The text of the last `<key>` or `<string>` read, references resolved.
    private var text: [UInt8] = []
    /// The last comment where a `<key>` may follow (or inside one): `PropertyListBuilder` gives it to that key.
    private var pendingComment: Range<Int>?

    init(scanner: XMLSubsetScanner, path: String?) {
        self.scanner = scanner
        self.path = path
    }

    mutating func readDocument() -> [StringsDictFile.Entry]? {
        guard nextValueStart() == .plist, nextValueStart() == .dict, let entries = readEntries() else { return nil }
        // Then only `</plist>`, text and comments: a second value is an error for the general reader to report.
        while let event = scanner.next() {
            if case .start = event { return nil }
        }
        return scanner.gaveUp ? nil : entries
    }

    /// The top-level `<dict>`: its pairs are the entries.
    private mutating func readEntries() -> [StringsDictFile.Entry]? {
        var entries: [StringsDictFile.Entry] = []
        while true {
            guard let hasKey = nextKey() else { return nil }
            if !hasKey { return entries }
            let key = String(decoding: text, as: UTF8.self)
            let line = scanner.lineOfLastTag()
            let comment = takeComment()
            let checkpoint = scanner.checkpoint
            guard let element = nextValueStart() else { return nil }
            var value = readValue(element)
            if value == nil {
                guard !scanner.gaveUp else { return nil }
                scanner.rewind(to: checkpoint)
                value = readValueTree(line: line)
            }
            guard let value else { return nil }
            pendingComment = nil // a comment the direct read took before giving the value up is no key's
            entries.append(StringsDictFile.Entry(key: key, value: value, comment: comment, line: line))
        }
    }

    /// An entry's value, or a device's: a string, or a `<dict>` of a format and its variables or of devices.
    private mutating func readValue(_ element: PropertyListElement) -> StringsDictValue? {
        switch element {
        case .string:
            guard readText(inKey: false) else { return nil }
            return .text(String(decoding: text, as: UTF8.self))
        case .dict:
            return readRules()
        default:
            return nil
        }
    }

    /// A `<dict>` holding `NSStringLocalizedFormatKey` and the variables, or only `NSStringDeviceSpecificRuleType`.
    private mutating func readRules() -> StringsDictValue? {
        guard scanner.depth < PropertyListXMLReader.maximumDepth else { return nil }
        var formatKey: String?
        var variables: [String: StringsDictVariable] = [:]
        var devices: [DeviceKind: StringsDictValue]?
        var pairCount = 0
        while true {
            guard let hasKey = nextKey() else { return nil }
            if !hasKey { break }
            pendingComment = nil
            pairCount += 1
            // Compared as `StringsDictValue.init` compares (a string's `==`), which a name made of bytes can't
            // spell out for the format key: the Kelvin sign is canonically `K`.
            if textEquals(StringsDictFormat.formatKey) {
                guard nextValueStart() == .string, readText(inKey: false) else { return nil }
                formatKey = String(decoding: text, as: UTF8.self)
            } else if pairCount == 1, textEquals(deviceSpecificRuleType) {
                guard nextValueStart() == .dict, let cases = readDevices() else { return nil }
                devices = cases
            } else {
                let name = String(decoding: text, as: UTF8.self)
                guard nextValueStart() == .dict, let variable = readVariable() else { return nil }
                variables[name] = variable
            }
        }
        if let devices { return pairCount == 1 ? .deviceSpecific(devices) : nil }
        return formatKey.map { .format(StringsDictFormat(formatKey: $0, variables: variables)) }
    }

    /// The `<dict>` of `NSStringDeviceSpecificRuleType`: a value per device.
    private mutating func readDevices() -> [DeviceKind: StringsDictValue]? {
        guard scanner.depth < PropertyListXMLReader.maximumDepth else { return nil }
        var cases: [DeviceKind: StringsDictValue] = [:]
        while true {
            guard let hasKey = nextKey() else { return nil }
            if !hasKey { return cases }
            pendingComment = nil
            let device = DeviceKind(String(decoding: text, as: UTF8.self))
            guard let element = nextValueStart(), let value = readValue(element) else { return nil }
            cases[device] = value
        }
    }

    /// A variable's `<dict>` of strings, read as `StringsDictVariable.init(_:name:path:line:)` reads its tree.
    private mutating func readVariable() -> StringsDictVariable? {
        guard scanner.depth < PropertyListXMLReader.maximumDepth else { return nil }
        var specType: String?
        var valueType: String?
        var forms: [PluralCategory: String] = Dictionary(minimumCapacity: PluralCategory.allKnown.count)
        var otherFields: [PropertyListDictionary.Pair] = []
        while true {
            guard let hasKey = nextKey() else { return nil }
            if !hasKey { break }
            // Those keys are compared by their bytes there too (lengths first, then `==`).
            let isSpecType = textSpells(StringsDictVariable.specTypeKey)
            let isValueType = !isSpecType && textSpells(StringsDictVariable.valueTypeKey)
            let category = isSpecType || isValueType ? nil : knownCategory()
            var field: (key: String, line: Int, comment: String?)?
            if !isSpecType && !isValueType && category == nil {
                field = (String(decoding: text, as: UTF8.self), scanner.lineOfLastTag(), takeComment())
            }
            pendingComment = nil
            guard nextValueStart() == .string, readText(inKey: false) else { return nil }
            let value = String(decoding: text, as: UTF8.self)
            if isSpecType {
                specType = value
            } else if isValueType {
                valueType = value
            } else if let category {
                forms[category] = value
            } else if let field {
                otherFields.append(PropertyListDictionary.Pair(key: field.key, value: .string(value), line: field.line, comment: field.comment))
            }
        }
        guard let specType else { return nil }
        return StringsDictVariable(specType: specType, valueType: valueType, forms: forms, otherFields: otherFields)
    }

    /// A value of any other shape, read from the checkpoint before it into a value tree and interpreted as the
    /// general reader interprets it; `nil` when either refuses it.
    private mutating func readValueTree(line: Int) -> StringsDictValue? {
        var builder = PropertyListBuilder()
        do {
            try builder.start(.plist, name: "plist")
            while builder.root == nil, let event = scanner.next() {
                // The builder here starts one level below the document's: leave the deepest documents to it.
                guard scanner.depth < PropertyListXMLReader.maximumDepth else { return nil }
                try builder.take(event, from: &scanner)
            }
        } catch {
            return nil
        }
        guard let value = builder.root else { return nil }
        return try? StringsDictValue(value, path: path, line: line)
    }

    // MARK: Events

    /// Reads the next `<key>` of an open `<dict>` into `text`: `true`, or `false` after `</dict>`, `nil` for
    /// anything else. The comment before the key, or in it, is left in `pendingComment`.
    private mutating func nextKey() -> Bool? {
        while let event = scanner.next() {
            switch event {
            case .text, .cdata:
                continue
            case .comment(let range):
                pendingComment = range
            case .end:
                pendingComment = nil
                return false
            case .start(let name):
                return element(name) == .key && readText(inKey: true) ? true : nil
            }
        }
        return nil
    }

    /// The element of the next start tag, passing text and comments, which no key takes here; `nil` at an end tag.
    private mutating func nextValueStart() -> PropertyListElement? {
        while let event = scanner.next() {
            switch event {
            case .text, .cdata, .comment: continue
            case .start(let name): return element(name)
            case .end: return nil
            }
        }
        return nil
    }

    /// Reads the text up to the element's end tag into `text`; `false` when an element starts inside.
    private mutating func readText(inKey: Bool) -> Bool {
        if !text.isEmpty { text.removeAll(keepingCapacity: true) }
        while let event = scanner.next() {
            switch event {
            case .text(let range): XMLCharacterData(bytes: scanner.bytes).appendDecodedText(range, to: &text)
            case .cdata(let range): text.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.bytes[range]))
            case .comment(let range): if inKey { pendingComment = range }
            case .end: return true
            case .start: return false
            }
        }
        return false
    }

    private func element(_ name: XMLSubsetScanner.Name) -> PropertyListElement {
        PropertyListElement(UnsafeBufferPointer(rebasing: scanner.bytes[name.range]))
    }

    /// The pending comment, trimmed as `PropertyListBuilder` trims it, for the key just read.
    private mutating func takeComment() -> String? {
        defer { pendingComment = nil }
        return pendingComment.map { scanner.string($0).trimmingWhitespace() }
    }

    // MARK: Text

    private func textSpells(_ key: String) -> Bool {
        text.count == key.utf8.count && text.elementsEqual(key.utf8)
    }

    /// Whether `text == key` as strings: byte for byte, or canonically equivalent, which an ASCII `key` can
    /// only be to a text with bytes outside ASCII.
    private func textEquals(_ key: String) -> Bool {
        textSpells(key) || (text.contains { $0 >= 0x80 } && String(decoding: text, as: UTF8.self) == key)
    }

    /// The known plural category `text` names (`PluralCategory.allKnown`), by its bytes.
    private func knownCategory() -> PluralCategory? {
        guard text.count <= 5 else { return nil }
        return text.withUnsafeBufferPointer { XMLElementName.index(of: $0, in: Self.categoryNames) }.map { PluralCategory.allKnown[$0] }
    }

    /// `PluralCategory.allKnown`'s names in its order.
    private static let categoryNames: [StaticString] = ["zero", "one", "two", "few", "many", "other"]
}

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
    /// The text of the last `<key>` or `<string>` read: a range of the document when written as one run without
    /// references (most are), so no copy is made; otherwise `nil`, and `resolvedText` holds it.
    private var textRun: Range<Int>? = 0..<0
    private var resolvedText: [UInt8] = []
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
            let key = textString()
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
            return .text(textString())
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
            if textEquals(.format) {
                guard nextValueStart() == .string, readText(inKey: false) else { return nil }
                formatKey = textString()
            } else if pairCount == 1, textEquals(.deviceSpecificRules) {
                guard nextValueStart() == .dict, let cases = readDevices() else { return nil }
                devices = cases
            } else {
                let name = textString()
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
            let device = DeviceKind(textString())
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
            let isSpecType = textSpells(.specType)
            let isValueType = !isSpecType && textSpells(.valueType)
            let category = isSpecType || isValueType ? nil : knownCategory()
            var field: (key: String, line: Int, comment: String?)?
            if !isSpecType && !isValueType && category == nil {
                field = (textString(), scanner.lineOfLastTag(), takeComment())
            }
            pendingComment = nil
            guard nextValueStart() == .string, readText(inKey: false) else { return nil }
            let value = textString()
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

    /// Reads the text up to the element's end tag (see `textRun`); `false` when an element starts inside.
    private mutating func readText(inKey: Bool) -> Bool {
        var pieces = 0
        textRun = 0..<0
        while let event = scanner.next() {
            switch event {
            case .text(let range):
                pieces += 1
                if pieces == 1, memchr(scanner.bytes.baseAddress! + range.lowerBound, 0x26, range.count) == nil {
                    textRun = range
                } else {
                    resolveText(from: pieces)
                    XMLCharacterData(bytes: scanner.bytes).appendDecodedText(range, to: &resolvedText)
                }
            case .cdata(let range):
                pieces += 1
                if pieces == 1 {
                    textRun = range
                } else {
                    resolveText(from: pieces)
                    resolvedText.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.bytes[range]))
                }
            case .comment(let range):
                if inKey { pendingComment = range }
            case .end:
                return true
            case .start:
                return false
            }
        }
        return false
    }

    /// Before the text's `piece`th piece is resolved into `resolvedText`: moves the run read so far there.
    private mutating func resolveText(from piece: Int) {
        guard let run = textRun else { return }
        if !resolvedText.isEmpty { resolvedText.removeAll(keepingCapacity: true) }
        if piece > 1 { resolvedText.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.bytes[run])) }
        textRun = nil
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

    private func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let textRun { return body(UnsafeBufferPointer(rebasing: scanner.bytes[textRun])) }
        return resolvedText.withUnsafeBufferPointer(body)
    }

    private func textString() -> String {
        withText { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the text is `key`'s bytes.
    private func textSpells(_ key: Key) -> Bool {
        withText { text in
            // Equal counts, so both are non-empty (no key is empty).
            key.bytes.withUnsafeBufferPointer { text.count == $0.count && memcmp(text.baseAddress!, $0.baseAddress!, text.count) == 0 }
        }
    }

    /// Whether `text == key.string` as strings: byte for byte, or canonically equivalent, which an ASCII key can
    /// only be to a text with bytes outside ASCII.
    private func textEquals(_ key: Key) -> Bool {
        textSpells(key) || (withText { $0.contains { $0 >= 0x80 } } && textString() == key.string)
    }

    /// The known plural category the text names (`PluralCategory.allKnown`), by its bytes.
    private func knownCategory() -> PluralCategory? {
        withText { XMLElementName.index(of: $0, in: Self.categoryNames) }.map { PluralCategory.allKnown[$0] }
    }

    /// A key `.stringsdict` readers look for, with its bytes.
    private struct Key {
        let string: String
        let bytes: [UInt8]
        init(_ string: String) {
            self.string = string
            bytes = Array(string.utf8)
        }

        static let format = Key(StringsDictFormat.formatKey)
        static let deviceSpecificRules = Key(deviceSpecificRuleType)
        static let specType = Key(StringsDictVariable.specTypeKey)
        static let valueType = Key(StringsDictVariable.valueTypeKey)
    }

    /// `PluralCategory.allKnown`'s names in its order.
    private static let categoryNames: [StaticString] = ["zero", "one", "two", "few", "many", "other"]
}

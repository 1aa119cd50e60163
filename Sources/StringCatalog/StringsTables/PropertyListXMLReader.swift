import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XML property list with Foundation's `XMLParser`, safely: only UTF-8 is read, documents that
/// declare entities are rejected before parsing (no "billion laughs"), external entities are never
/// resolved, and nesting is bounded by `maximumDepth`.
enum PropertyListXMLReader {
    /// The deepest nesting of `<dict>` and `<array>` accepted; a `.stringsdict` needs about 6.
    static let maximumDepth = 128

    /// - Parameter readsWithXMLParserOnly: read with Foundation's `XMLParser` alone, skipping `XMLSubsetScanner`:
    ///   what the fast path is checked against.
    static func read(_ data: Data, path: String?, readsWithXMLParserOnly: Bool = false) throws -> PropertyListValue {
        // The fast scanner reads no document with a processing instruction, so the pass looking for one waits
        // until it gives up; errors are then reported in the order below.
        if !readsWithXMLParserOnly, subsetScannerMayRead(data), let root = PropertyListSubsetReader.read(data) {
            return root
        }
        if let problem = XMLInputCheck.problem(in: data, format: "a property list") {
            throw LegacyFormatError(path: path, line: problem.line, column: problem.column, expected: problem.expected, found: problem.found)
        }
        try rejectDTDDeclarations(data, path: path)
        let parser = XMLInputCheck.parser(for: data)
        parser.shouldProcessNamespaces = false
        let delegate = PropertyListParserDelegate(path: path)
        parser.delegate = delegate
        let parsed = parser.parse()
        if let error = delegate.error { throw error }
        // XMLParser on Linux may recover from errors and still return `true`; a warning alone reads on.
        guard parsed, parser.parserError.map(XMLInputCheck.isNamespaceURIWarning) ?? true, let root = delegate.builder.root else {
            throw LegacyFormatError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                    expected: "a well-formed XML property list",
                                    found: parser.parserError.map { describe($0) })
        }
        return root
    }

    /// Whether `data` passes the checks that must come before `XMLSubsetScanner` reads a property list (UTF-8, no
    /// DTD declaration). A document that fails them is left to `read`, which reports why.
    static func subsetScannerMayRead(_ data: Data) -> Bool {
        XMLInputCheck.problem(in: data, format: "a property list", checkingInstructions: false) == nil && dtdDeclaration(data) == nil
    }

    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        switch XMLParser.ErrorCode(rawValue: code) {
        case .tagNameMismatchError?: return "a closing tag that doesn't match the open element"
        case .prematureDocumentEndError?: return "the end of the document inside an element"
        case .emptyDocumentError?: return "an empty document"
        case .notWellBalancedError?: return "unbalanced tags"
        case .ltRequiredError?, .gtRequiredError?: return "a malformed tag"
        case .entityRefLoopError?, .entityBoundaryError?, .undeclaredEntityError?: return "an undeclared entity"
        default: return "XML error \(code)"
        }
    }

    /// A DTD declaration anywhere (`<!ENTITY`, `<!NOTATION`, `<!ATTLIST`, `<!ELEMENT`) is refused: property
    /// lists never need one, entities could expand without bound, and Foundation's parser on Linux crashes on a
    /// notation without a public id or an attribute without a default (it reads their missing text as a C string).
    private static func rejectDTDDeclarations(_ data: Data, path: String?) throws {
        if let (start, marker) = dtdDeclaration(data) {
            let (line, column) = TextPosition.lineAndColumn(of: start, in: [UInt8](data))
            throw LegacyFormatError(path: path, line: line, column: column,
                                    expected: "a property list without DTD declarations", found: marker)
        }
    }

    private static let dtdDeclarationMarkers = ["<!ENTITY", "<!NOTATION", "<!ATTLIST", "<!ELEMENT"].map { Array($0.utf8) }

    /// Where the first DTD declaration is, and which.
    private static func dtdDeclaration(_ data: Data) -> (offset: Int, marker: String)? {
        data.withUnsafeBytes { raw -> (Int, String)? in
            guard let base = raw.baseAddress, raw.count >= 2 else { return nil }
            // From one `!` to the next: far rarer than `<`, which every tag has.
            var start = 1
            while start < raw.count, let next = memchr(base + start, 0x21, raw.count - start) {
                let candidate = UnsafeRawPointer(next) - base - 1
                for marker in dtdDeclarationMarkers where candidate + marker.count <= raw.count
                    && memcmp(base + candidate, marker, marker.count) == 0 {
                    return (candidate, String(decoding: marker, as: UTF8.self))
                }
                start = candidate + 2
            }
            return nil
        }
    }
}

/// The elements of a property list, told apart by name without making a string of it.
enum PropertyListElement {
    case plist, dict, array, key, string, integer, real, date, data, `true`, `false`, other

    init(_ name: String) {
        var name = name
        self = name.withUTF8 { PropertyListElement($0) }
    }

    init(_ name: UnsafeBufferPointer<UInt8>) {
        // The one element a name's length and first byte may spell, then its whole name: no search of a list.
        let candidate: PropertyListElement
        switch (name.count, name.first ?? 0) {
        case (3, UInt8(ascii: "k")): candidate = .key
        case (6, UInt8(ascii: "s")): candidate = .string
        case (4, UInt8(ascii: "d")): candidate = name[1] == UInt8(ascii: "i") ? .dict : name[3] == UInt8(ascii: "e") ? .date : .data
        case (7, UInt8(ascii: "i")): candidate = .integer
        case (5, UInt8(ascii: "a")): candidate = .array
        case (5, UInt8(ascii: "p")): candidate = .plist
        case (4, UInt8(ascii: "r")): candidate = .real
        case (4, UInt8(ascii: "t")): candidate = .true
        case (5, UInt8(ascii: "f")): candidate = .false
        default: candidate = .other
        }
        self = candidate != .other && XMLElementName.matches(name, candidate.name) ? candidate : .other
    }

    private var name: StaticString {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .array: "array"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .true: "true"
        case .false: "false"
        case .other: ""
        }
    }
}

/// A failure found while building: what was expected and what came.
struct PropertyListBuildFailure: Error {
    var expected: String
    var found: String?
}

/// Builds `PropertyListValue`s from XML events and stops at the first structural error. Fed by `XMLParser`
/// or by `XMLSubsetScanner`, so both readers interpret property lists the same way.
struct PropertyListBuilder {
    /// An open `<plist>`, `<dict>` or `<array>`. A class, so values are appended in place.
    private final class Container {
        enum Kind { case plist, dictionary, array }
        let kind: Kind
        var pairs: [PropertyListDictionary.Pair] = []
        var pendingKey: (key: String, line: Int, comment: String?)?
        var values: [PropertyListValue] = []

        init(_ kind: Kind) { self.kind = kind }

        var expectation: String {
            switch kind {
            case .dictionary: return pendingKey == nil ? "<key> or </dict>" : "a value after <key>"
            case .array: return "a value or </array>"
            case .plist: return "one value inside <plist>"
            }
        }
    }

    private var stack: [Container] = []
    private var text: [UInt8] = []
    private(set) var collectsText = false
    /// The last comment seen where a `<key>` may follow, for that key.
    private var pendingComment: String?
    private(set) var root: PropertyListValue?

    private var expectation: String { stack.last?.expectation ?? "<plist>" }

    /// An element starts; `elementName` is asked for only for a message.
    mutating func start(_ element: PropertyListElement, name elementName: @autoclosure () -> String) throws(PropertyListBuildFailure) {
        if collectsText {
            throw PropertyListBuildFailure(expected: "text inside the element", found: "<\(elementName())>")
        }
        switch element {
        case .plist:
            guard stack.isEmpty, root == nil else { throw PropertyListBuildFailure(expected: expectation, found: "<plist>") }
            stack.append(Container(.plist))
        case .dict, .array:
            try checkCanStartValue(elementName())
            guard stack.count <= PropertyListXMLReader.maximumDepth else {
                throw PropertyListBuildFailure(expected: "at most \(PropertyListXMLReader.maximumDepth) levels of nesting", found: "<\(elementName())>")
            }
            stack.append(Container(element == .dict ? .dictionary : .array))
        case .key:
            guard let container = stack.last, container.kind == .dictionary, container.pendingKey == nil else {
                throw PropertyListBuildFailure(expected: expectation, found: "<key>")
            }
            startText()
        case .string, .integer, .real, .date, .data:
            try checkCanStartValue(elementName())
            startText()
        case .true, .false:
            try checkCanStartValue(elementName())
        case .other:
            throw PropertyListBuildFailure(expected: expectation, found: "<\(elementName())>")
        }
    }

    private mutating func startText() {
        if !text.isEmpty { text.removeAll(keepingCapacity: true) }
        collectsText = true
    }

    private func checkCanStartValue(_ elementName: @autoclosure () -> String) throws(PropertyListBuildFailure) {
        if let container = stack.last {
            switch container.kind {
            case .dictionary where container.pendingKey != nil, .array: return
            case .plist where root == nil: return
            default: break
            }
        }
        throw PropertyListBuildFailure(expected: expectation, found: "<\(elementName())>")
    }

    mutating func comment(_ comment: String) {
        if let container = stack.last, container.kind == .dictionary, container.pendingKey == nil {
            pendingComment = comment.trimmingWhitespace()
        }
    }

    mutating func appendText(_ bytes: some Sequence<UInt8>) {
        if collectsText { text.append(contentsOf: bytes) }
    }

    /// Character data from the fast scanner, references resolved.
    mutating func appendText(_ range: Range<Int>, from document: XMLCharacterData) {
        if collectsText { document.appendDecodedText(range, to: &text) }
    }

    /// An element ends at `line` (asked for only by a `</key>`).
    mutating func end(_ element: PropertyListElement, line: @autoclosure () -> Int) throws(PropertyListBuildFailure) {
        collectsText = false
        if element != .key { pendingComment = nil }
        switch element {
        case .plist:
            _ = stack.popLast()
        case .dict:
            guard let container = stack.popLast(), container.kind == .dictionary else { return }
            if container.pendingKey != nil { throw PropertyListBuildFailure(expected: "a value after <key>", found: "</dict>") }
            add(.dictionary(PropertyListDictionary(container.pairs)))
        case .array:
            guard let container = stack.popLast(), container.kind == .array else { return }
            add(.array(container.values))
        case .key:
            stack.last?.pendingKey = (collectedText, line(), pendingComment)
            pendingComment = nil
        case .string: add(.string(collectedText))
        case .integer: add(.integer(collectedText.trimmingWhitespace()))
        case .real: add(.real(collectedText.trimmingWhitespace()))
        case .date: add(.date(collectedText.trimmingWhitespace()))
        case .data: add(.data(collectedText))
        case .true: add(.boolean(true))
        case .false: add(.boolean(false))
        case .other: break
        }
    }

    private var collectedText: String { String(decoding: text, as: UTF8.self) }

    private mutating func add(_ value: PropertyListValue) {
        guard let container = stack.last else { root = value; return }
        switch container.kind {
        case .dictionary:
            guard let pending = container.pendingKey else { return } // rejected when the element started
            container.pairs.append(PropertyListDictionary.Pair(key: pending.key, value: value, line: pending.line,
                                                               comment: pending.comment))
            container.pendingKey = nil
        case .array:
            container.values.append(value)
        case .plist:
            root = value
        }
    }
}

/// Hands `XMLParser`'s events to a `PropertyListBuilder`, stopping at the first error with where it was.
private final class PropertyListParserDelegate: NSObject, XMLParserDelegate {
    private let path: String?
    var builder = PropertyListBuilder()
    private(set) var error: LegacyFormatError?

    init(path: String?) {
        self.path = path
    }

    private func fail(_ parser: XMLParser, _ failure: PropertyListBuildFailure) {
        guard error == nil else { return }
        error = LegacyFormatError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                  expected: failure.expected, found: failure.found)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard error == nil else { return }
        do { try builder.start(PropertyListElement(elementName), name: elementName) } catch { fail(parser, error) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if XMLInputCheck.isNamespaceURIWarning(parseError) { return }
        // Report the first error where it happened; later ones are consequences.
        fail(parser, PropertyListBuildFailure(expected: "a well-formed XML property list",
                                              found: PropertyListXMLReader.describe(parseError)))
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        builder.comment(comment)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        builder.appendText(string.utf8)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        builder.appendText(CDATABlock)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard error == nil else { return }
        do { try builder.end(PropertyListElement(elementName), line: parser.lineNumber) } catch { fail(parser, error) }
    }
}

/// Reads a property list with `XMLSubsetScanner`; `nil` when the document leaves the scanner's subset or
/// is refused, so that `XMLParser` reads it again and reports the error where libxml2 finds it.
enum PropertyListSubsetReader {
    static func read(_ data: Data) -> PropertyListValue? {
        data.withUnsafeBytes { raw -> PropertyListValue? in
            var scanner = XMLSubsetScanner(bytes: raw.bindMemory(to: UInt8.self), processesNamespaces: false,
                                           allowsExternalDoctype: true, maximumDepth: PropertyListXMLReader.maximumDepth + 8)
            var builder = PropertyListBuilder()
            do {
                while let event = scanner.next() {
                    try builder.take(event, from: &scanner)
                }
            } catch {
                return nil
            }
            guard !scanner.gaveUp else { return nil }
            return builder.root
        }
    }
}

extension PropertyListBuilder {
    /// Hands `event`, just read by `scanner`, to the builder.
    mutating func take(_ event: XMLSubsetScanner.Event, from scanner: inout XMLSubsetScanner) throws(PropertyListBuildFailure) {
        switch event {
        case .start(let name):
            try start(PropertyListElement(UnsafeBufferPointer(rebasing: scanner.bytes[name.range])), name: scanner.string(name.range))
        case .end(let name):
            try end(PropertyListElement(UnsafeBufferPointer(rebasing: scanner.bytes[name.range])), line: scanner.lineOfLastTag())
        case .text(let range):
            appendText(range, from: XMLCharacterData(bytes: scanner.bytes))
        case .cdata(let range):
            appendText(UnsafeBufferPointer(rebasing: scanner.bytes[range]))
        case .comment(let range):
            comment(scanner.string(range))
        }
    }
}

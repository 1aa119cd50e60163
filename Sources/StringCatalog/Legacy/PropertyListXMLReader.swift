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

    static func read(_ data: Data, path: String?) throws -> PropertyListValue {
        if let problem = XMLInputCheck.problem(in: data, format: "a property list") {
            throw LegacyFormatError(path: path, line: problem.line, column: problem.column, expected: problem.expected, found: problem.found)
        }
        try rejectEntityDeclarations(data, path: path)
        let parser = XMLInputCheck.parser(for: data)
        parser.shouldProcessNamespaces = false
        let builder = PropertyListBuilder(path: path)
        parser.delegate = builder
        let parsed = parser.parse()
        if let error = builder.error { throw error }
        // XMLParser on Linux may recover from errors and still return `true`.
        guard parsed, parser.parserError == nil, let root = builder.root else {
            throw LegacyFormatError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                    expected: "a well-formed XML property list",
                                    found: parser.parserError.map { describe($0) })
        }
        return root
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

    /// `<!ENTITY` anywhere means a DTD with entity declarations, which property lists never need.
    private static func rejectEntityDeclarations(_ data: Data, path: String?) throws {
        let marker = Array("<!ENTITY".utf8)
        let bytes = [UInt8](data)
        guard bytes.count >= marker.count else { return }
        for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
            if bytes[start..<(start + marker.count)].elementsEqual(marker) {
                let (line, column) = TextPosition.lineAndColumn(of: start, in: bytes)
                throw LegacyFormatError(path: path, line: line, column: column,
                                        expected: "a property list without entity declarations", found: "<!ENTITY")
            }
        }
    }
}

/// Builds `PropertyListValue`s from parser events and stops at the first structural error.
private final class PropertyListBuilder: NSObject, XMLParserDelegate {
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

    private let path: String?
    private var stack: [Container] = []
    private var text = ""
    private var collectsText = false
    /// The last comment seen where a `<key>` may follow, for that key.
    private var pendingComment: String?
    private(set) var root: PropertyListValue?
    private(set) var error: LegacyFormatError?

    init(path: String?) {
        self.path = path
    }

    private func fail(_ parser: XMLParser, expected: String, found: String?) {
        guard error == nil else { return }
        error = LegacyFormatError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                  expected: expected, found: found)
        parser.abortParsing()
    }

    private var expectation: String { stack.last?.expectation ?? "<plist>" }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard error == nil else { return }
        if collectsText {
            return fail(parser, expected: "text inside the element", found: "<\(elementName)>")
        }
        switch elementName {
        case "plist":
            guard stack.isEmpty, root == nil else { return fail(parser, expected: expectation, found: "<plist>") }
            stack.append(Container(.plist))
        case "dict", "array":
            guard canStartValue(parser, elementName) else { return }
            guard stack.count <= PropertyListXMLReader.maximumDepth else {
                return fail(parser, expected: "at most \(PropertyListXMLReader.maximumDepth) levels of nesting", found: "<\(elementName)>")
            }
            stack.append(Container(elementName == "dict" ? .dictionary : .array))
        case "key":
            guard let container = stack.last, container.kind == .dictionary, container.pendingKey == nil else {
                return fail(parser, expected: expectation, found: "<key>")
            }
            startText()
        case "string", "integer", "real", "date", "data":
            guard canStartValue(parser, elementName) else { return }
            startText()
        case "true", "false":
            guard canStartValue(parser, elementName) else { return }
        default:
            fail(parser, expected: expectation, found: "<\(elementName)>")
        }
    }

    private func startText() {
        text = ""
        collectsText = true
    }

    private func canStartValue(_ parser: XMLParser, _ elementName: String) -> Bool {
        if let container = stack.last {
            switch container.kind {
            case .dictionary where container.pendingKey != nil, .array: return true
            case .plist where root == nil: return true
            default: break
            }
        }
        fail(parser, expected: expectation, found: "<\(elementName)>")
        return false
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        // Report the first error where it happened; later ones are consequences.
        guard error == nil else { return }
        error = LegacyFormatError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                  expected: "a well-formed XML property list", found: PropertyListXMLReader.describe(parseError))
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        if let container = stack.last, container.kind == .dictionary, container.pendingKey == nil {
            pendingComment = comment.trimmingWhitespace()
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if collectsText { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if collectsText { text += String(decoding: CDATABlock, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard error == nil else { return }
        collectsText = false
        if elementName != "key" { pendingComment = nil }
        switch elementName {
        case "plist":
            _ = stack.popLast()
        case "dict":
            guard let container = stack.popLast(), container.kind == .dictionary else { return }
            if container.pendingKey != nil { return fail(parser, expected: "a value after <key>", found: "</dict>") }
            add(.dictionary(PropertyListDictionary(container.pairs)))
        case "array":
            guard let container = stack.popLast(), container.kind == .array else { return }
            add(.array(container.values))
        case "key":
            stack.last?.pendingKey = (text, parser.lineNumber, pendingComment)
            pendingComment = nil
        case "string": add(.string(text))
        case "integer": add(.integer(text.trimmingWhitespace()))
        case "real": add(.real(text.trimmingWhitespace()))
        case "date": add(.date(text.trimmingWhitespace()))
        case "data": add(.data(text))
        case "true": add(.boolean(true))
        case "false": add(.boolean(false))
        default: break
        }
    }

    private func add(_ value: PropertyListValue) {
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

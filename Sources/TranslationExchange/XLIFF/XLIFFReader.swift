import Foundation
import StringCatalog
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XLIFF 1.2 defensively: only UTF-8 is read (as Xcode writes it), documents with a DTD are refused
/// before parsing (so no entity, internal or external, is ever expanded), external entities are never
/// resolved, size (`SafeFile.maximumReadSize`) and nesting are bounded, and every error names its line
/// and column.
///
/// Inline markup in source and target (`<g>`, `<ph>`, `<x/>`, `<bpt>`, …) is flattened to its text as Xcode
/// does; `<alt-trans>` proposals are ignored; elements are matched by local name in the XLIFF 1.2
/// namespace (or none), so prefixed documents read the same as Xcode's default-namespace ones.
public struct XLIFFReader: Sendable {
    /// Largest file accepted, in bytes.
    public var maximumSize: Int
    /// Deepest element nesting accepted.
    public var maximumDepth: Int

    /// Read every document with Foundation's `XMLParser`, skipping the fast scanner that reads the XML Xcode
    /// writes (`XMLSubsetScanner`): what the fast path is checked against.
    public var readsWithXMLParserOnly: Bool

    public init(maximumSize: Int = SafeFile.maximumReadSize, maximumDepth: Int = 64, readsWithXMLParserOnly: Bool = false) {
        self.maximumSize = maximumSize
        self.maximumDepth = maximumDepth
        self.readsWithXMLParserOnly = readsWithXMLParserOnly
    }

    public func read(contentsOf url: URL) throws(XLIFFReadError) -> XLIFFDocument {
        let data: Data
        do { data = try SafeFile.read(url, maximumSize: maximumSize) } catch {
            throw XLIFFReadError(path: url.path, line: nil, column: nil, message: "cannot read: \(error.reason)")
        }
        return try read(data, path: url.path)
    }

    public func read(_ data: Data, path: String? = nil) throws(XLIFFReadError) -> XLIFFDocument {
        guard data.count <= maximumSize else {
            throw XLIFFReadError(path: path, line: nil, column: nil,
                                 message: "document is \(data.count) bytes, over the \(maximumSize)-byte limit for XLIFF")
        }
        // The fast scanner reads no document with a processing instruction, so the pass looking for one waits
        // until it gives up.
        if !readsWithXMLParserOnly, XMLInputCheck.problem(in: data, format: "XLIFF", checkingInstructions: false) == nil,
           let document = XLIFFSubsetReader(maximumDepth: maximumDepth).read(data) {
            return document
        }
        if let problem = XMLInputCheck.problem(in: data, format: "XLIFF") {
            throw XLIFFReadError(path: path, line: problem.line, column: problem.column, message: problem.message)
        }
        if let (line, column) = XMLInputCheck.doctypeLocation(in: data) {
            throw XLIFFReadError(path: path, line: line, column: column,
                                 message: "document type declarations (<!DOCTYPE>) are not allowed in XLIFF; entities are never expanded")
        }
        let parser = XMLInputCheck.parser(for: data)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        let delegate = XLIFFParserDelegate(builder: XLIFFDocumentBuilder(maximumDepth: maximumDepth))
        parser.delegate = delegate
        let parsed = parser.parse()
        if let failure = delegate.failure {
            throw XLIFFReadError(path: path, line: failure.line, column: failure.column, message: failure.message)
        }
        // FoundationXML on Linux can return true and still record an error; a warning alone reads on.
        guard parsed, delegate.firstXMLError == nil, parser.parserError.map(XMLInputCheck.isNamespaceURIWarning) ?? true else {
            let message = parser.parserError.map { Self.describe($0) } ?? "malformed XML"
            let location = delegate.firstXMLError.map { ($0.line, $0.column) } ?? (parser.lineNumber, parser.columnNumber)
            throw XLIFFReadError(path: path, line: location.0, column: location.1, message: message)
        }
        guard delegate.builder.sawRoot else {
            throw XLIFFReadError(path: path, line: 1, column: 1, message: "expected an <xliff> root element")
        }
        return XLIFFDocument(files: delegate.builder.files)
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let reason = nsError.userInfo[NSLocalizedDescriptionKey] as? String, !reason.isEmpty {
            return "malformed XML: \(reason)"
        }
        let known: [Int: String] = [
            4: "the document is empty", 5: "the document ends before its elements are closed",
            9: "an invalid character", 23: "a '<' in attribute value", 38: "an attribute without a value",
            39: "an attribute value without quotes", 41: "an attribute value is not closed",
            64: "the XML declaration is malformed", 73: "a '>' is missing", 76: "a closing tag does not match its opening tag",
            111: "an undeclared entity", 26: "an undeclared entity",
        ]
        return "malformed XML: " + (known[nsError.code] ?? "parser error \(nsError.code)")
    }
}

/// Hands `XMLParser`'s events to an `XLIFFDocumentBuilder`, stopping at the first failure with where it was.
private final class XLIFFParserDelegate: NSObject, XMLParserDelegate {
    struct Failure { var line: Int; var column: Int; var message: String }

    var builder: XLIFFDocumentBuilder
    var failure: Failure?
    /// The first XML error, where the parser met it (later reports only say where it gave up).
    var firstXMLError: (line: Int, column: Int, code: Int)?

    init(builder: XLIFFDocumentBuilder) {
        self.builder = builder
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        guard failure == nil else { return }
        failure = Failure(line: parser.lineNumber, column: parser.columnNumber, message: message)
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if let message = builder.start(XLIFFElement(name), name: name, namespaceURI: namespaceURI, line: parser.lineNumber,
                                       attribute: { attributes[$0.description] }) {
            fail(parser, message)
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let message = builder.end(XLIFFElement(name)) { fail(parser, message) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        builder.appendText(string.utf8)
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        builder.appendText(block)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstXMLError == nil, !XMLInputCheck.isNamespaceURIWarning(parseError) {
            firstXMLError = (parser.lineNumber, parser.columnNumber, (parseError as NSError).code)
        }
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        fail(parser, "entity declarations are not allowed in XLIFF")
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        fail(parser, "external entities are not allowed in XLIFF")
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        fail(parser, "external entity '\(name)' is not resolved")
        return nil
    }
}

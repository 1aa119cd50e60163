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

    public init(maximumSize: Int = SafeFile.maximumReadSize, maximumDepth: Int = 64) {
        self.maximumSize = maximumSize
        self.maximumDepth = maximumDepth
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
        let delegate = XLIFFParserDelegate(maximumDepth: maximumDepth)
        parser.delegate = delegate
        let parsed = parser.parse()
        if let failure = delegate.failure {
            throw XLIFFReadError(path: path, line: failure.line, column: failure.column, message: failure.message)
        }
        // FoundationXML on Linux can return true and still record an error.
        guard parsed, parser.parserError == nil else {
            let message = parser.parserError.map { Self.describe($0) } ?? "malformed XML"
            let location = delegate.firstXMLError.map { ($0.line, $0.column) } ?? (parser.lineNumber, parser.columnNumber)
            throw XLIFFReadError(path: path, line: location.0, column: location.1, message: message)
        }
        guard delegate.sawRoot else {
            throw XLIFFReadError(path: path, line: 1, column: 1, message: "expected an <xliff> root element")
        }
        return XLIFFDocument(files: delegate.files)
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

/// Builds the document from parser events, tracking where source, target and note text belongs.
private final class XLIFFParserDelegate: NSObject, XMLParserDelegate {
    struct Failure { var line: Int; var column: Int; var message: String }

    static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
    let maximumDepth: Int
    var files: [XLIFFFile] = []
    var failure: Failure?
    var sawRoot = false

    private var depth = 0
    private var file: XLIFFFile?
    private var unit: XLIFFUnit?
    /// Depth of the `<trans-unit>` element, so only its direct children count.
    private var unitDepth = 0
    /// Depth inside an `<alt-trans>` or other ignored subtree, 0 when not inside one.
    private var ignoredDepth = 0
    private enum Capture { case source, target, note }
    private var capture: Capture?
    private var captureDepth = 0
    private var text = ""
    private var targetAttributes: [String: String] = [:]
    private var noteFrom: String?

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
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
        depth += 1
        if depth > maximumDepth { return fail(parser, "elements nest deeper than \(maximumDepth) levels") }
        let inXLIFF = namespaceURI == nil || namespaceURI == "" || namespaceURI == Self.namespace
        if depth == 1, name == "xliff", let namespaceURI, namespaceURI.hasPrefix("urn:oasis:names:tc:xliff:document:"), !inXLIFF {
            return fail(parser, "this is XLIFF \(namespaceURI.split(separator: ":").last ?? ""); Xcode and Phrasebook exchange XLIFF 1.2")
        }
        if ignoredDepth > 0 { ignoredDepth += 1; return }
        if capture != nil { return } // inline markup inside source/target/note: keep collecting its text
        guard inXLIFF else { ignoredDepth = 1; return }
        switch name {
        case "xliff" where depth == 1:
            sawRoot = true
        case _ where depth == 1:
            fail(parser, "expected an <xliff> root element, found <\(name)>")
        case "file":
            guard let original = attributes["original"] else { return fail(parser, "<file> has no 'original' attribute") }
            guard let sourceLanguage = attributes["source-language"] else {
                return fail(parser, "<file original=\"\(original)\"> has no 'source-language' attribute")
            }
            file = XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: attributes["target-language"],
                             datatype: attributes["datatype"] ?? "plaintext", line: parser.lineNumber)
        case "tool" where file != nil && unit == nil:
            file?.tool = XLIFFTool(id: attributes["tool-id"] ?? "", name: attributes["tool-name"] ?? "",
                                   version: attributes["tool-version"] ?? "", buildNumber: attributes["build-num"] ?? "")
        case "trans-unit":
            guard file != nil else { return fail(parser, "<trans-unit> outside a <file>") }
            guard unit == nil else { return fail(parser, "<trans-unit> inside another <trans-unit>") }
            guard let id = attributes["id"] else { return fail(parser, "<trans-unit> has no 'id' attribute") }
            unit = XLIFFUnit(id: id, source: nil, line: parser.lineNumber)
            unitDepth = depth
        case let leaf where ["source", "target", "note"].contains(leaf) && unit != nil && depth == unitDepth + 1:
            capture = name == "source" ? .source : name == "target" ? .target : .note
            captureDepth = depth
            text = ""
            if name == "target" { targetAttributes = attributes }
            if name == "note" { noteFrom = attributes["from"] }
        case _ where unit != nil:
            ignoredDepth = 1 // alt-trans, seg-source, context-group…: not part of the translation
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        defer { depth -= 1 }
        if ignoredDepth > 0 { ignoredDepth -= 1; return }
        if let captured = capture {
            guard depth == captureDepth else { return }
            capture = nil
            switch captured {
            case .source:
                if unit?.source != nil { return fail(parser, "<trans-unit id=\"\(unit?.id ?? "")\"> has two <source> elements") }
                unit?.source = text
            case .target:
                if unit?.target != nil { return fail(parser, "<trans-unit id=\"\(unit?.id ?? "")\"> has two <target> elements") }
                unit?.target = XLIFFTarget(value: text, state: targetAttributes["state"], stateQualifier: targetAttributes["state-qualifier"])
            case .note:
                unit?.notes.append(XLIFFNote(text: text.isEmpty ? nil : text, from: noteFrom))
            }
            return
        }
        switch name {
        case "trans-unit" where depth == unitDepth:
            if let finished = unit { file?.units.append(finished) }
            unit = nil
        case "file":
            if let finished = file { files.append(finished) }
            file = nil
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if capture != nil, ignoredDepth == 0 { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if capture != nil, ignoredDepth == 0 { text += String(decoding: block, as: UTF8.self) }
    }

    /// The first XML error, where the parser met it (later reports only say where it gave up).
    var firstXMLError: (line: Int, column: Int, code: Int)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstXMLError == nil {
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

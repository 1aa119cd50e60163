import Foundation
import StringCatalog
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One event of an XML document, as the Android and TMX readers consume them.
package enum XMLEvent {
    /// A start tag: its qualified name as written (`string`, `xliff:g`), its attributes by qualified name
    /// (namespace declarations left out) and its 1-based line.
    case start(name: String, attributes: [String: String], line: Int)
    case end(name: String)
    /// Character data, references resolved; a CDATA section's content is text too.
    case text(String)
    case comment(String)
}

/// Reads XML defensively for the Android and TMX readers: UTF-8 only, no document type declaration (so no
/// entity is ever expanded), bounded depth, errors with line and column. The fast `XMLSubsetScanner` reads
/// what it can; a document outside its subset goes to Foundation's `XMLParser`, and both deliver the same
/// events (the fuzz targets check that).
package enum XMLEventReader {
    package static func read(
        _ data: Data, format: String, path: String?, maximumDepth: Int = 64, usesXMLParserOnly: Bool = false,
        _ handle: (XMLEvent, _ line: () -> Int) throws(InterchangeReadError) -> Void
    ) throws(InterchangeReadError) {
        if !usesXMLParserOnly, XMLInputCheck.problem(in: data, format: format, checkingInstructions: false) == nil {
            var events: [(XMLEvent, Int)] = []
            let accepted = data.withUnsafeBytes { raw -> Bool in
                var scanner = XMLSubsetScanner(bytes: raw.bindMemory(to: UInt8.self), processesNamespaces: true,
                                               allowsExternalDoctype: false, maximumDepth: maximumDepth)
                let characters = XMLCharacterData(bytes: scanner.bytes)
                var text: [UInt8] = []
                func flush(_ line: Int) {
                    guard !text.isEmpty else { return }
                    events.append((.text(String(decoding: text, as: UTF8.self)), line))
                    text.removeAll(keepingCapacity: true)
                }
                while let event = scanner.next() {
                    switch event {
                    case .start(let name):
                        let line = scanner.lineOfLastTag()
                        flush(line)
                        var attributes: [String: String] = [:]
                        for attribute in scanner.attributes {
                            let attributeName = scanner.string(attribute.name.range)
                            if attributeName == "xmlns" || attributeName.hasPrefix("xmlns:") { continue }
                            attributes[attributeName] = scanner.decodedAttribute(attribute.value)
                        }
                        events.append((.start(name: scanner.string(name.range), attributes: attributes, line: line), line))
                    case .end(let name):
                        let line = scanner.lineOfLastTag()
                        flush(line)
                        events.append((.end(name: scanner.string(name.range)), line))
                    case .text(let range):
                        characters.appendDecodedText(range, to: &text)
                    case .cdata(let range):
                        text.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.bytes[range]))
                    case .comment(let range):
                        flush(events.last?.1 ?? 1)
                        events.append((.comment(scanner.string(range)), events.last?.1 ?? 1))
                    }
                }
                return !scanner.gaveUp
            }
            if accepted {
                for (event, line) in events { try handle(event, { line }) }
                return
            }
        }
        try readWithXMLParser(data, format: format, path: path, maximumDepth: maximumDepth, handle)
    }

    private static func readWithXMLParser(
        _ data: Data, format: String, path: String?, maximumDepth: Int,
        _ handle: (XMLEvent, _ line: () -> Int) throws(InterchangeReadError) -> Void
    ) throws(InterchangeReadError) {
        if let problem = XMLInputCheck.problem(in: data, format: format) {
            throw InterchangeReadError(path: path, line: problem.line, column: problem.column, message: problem.message)
        }
        if let (line, column) = XMLInputCheck.doctypeLocation(in: data) {
            throw InterchangeReadError(path: path, line: line, column: column,
                message: "document type declarations (<!DOCTYPE>) are not allowed in \(format); entities are never expanded")
        }
        let parser = XMLInputCheck.parser(for: data)
        parser.shouldProcessNamespaces = false
        let delegate = EventCollector(maximumDepth: maximumDepth)
        parser.delegate = delegate
        let parsed = parser.parse()
        if let failure = delegate.failure {
            throw InterchangeReadError(path: path, line: failure.line, column: failure.column, message: failure.message)
        }
        guard parsed, delegate.firstError == nil, parser.parserError.map(XMLInputCheck.isNamespaceURIWarning) ?? true else {
            let location = delegate.firstError ?? (parser.lineNumber, parser.columnNumber)
            let reason = (parser.parserError as NSError?)?.userInfo[NSLocalizedDescriptionKey] as? String
            throw InterchangeReadError(path: path, line: location.0, column: location.1,
                                       message: "malformed XML" + (reason.map { ": \($0)" } ?? ""))
        }
        for (event, line) in delegate.events { try handle(event, { line }) }
    }
}

/// Collects `XMLParser`'s events in the scanner's form.
private final class EventCollector: NSObject, XMLParserDelegate {
    let maximumDepth: Int
    var events: [(XMLEvent, Int)] = []
    var failure: (line: Int, column: Int, message: String)?
    var firstError: (Int, Int)?
    private var depth = 0
    private var text = ""

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    private func flush(_ line: Int) {
        guard !text.isEmpty else { return }
        events.append((.text(text), line))
        text = ""
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        depth += 1
        if depth > maximumDepth, failure == nil {
            failure = (parser.lineNumber, parser.columnNumber, "elements nest deeper than \(maximumDepth) levels")
            parser.abortParsing()
            return
        }
        flush(parser.lineNumber)
        events.append((.start(name: name, attributes: attributes.filter { $0.key != "xmlns" && !$0.key.hasPrefix("xmlns:") },
                              line: parser.lineNumber), parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        flush(parser.lineNumber)
        events.append((.end(name: name), parser.lineNumber))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, foundCDATA block: Data) { text += String(decoding: block, as: UTF8.self) }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        flush(parser.lineNumber)
        events.append((.comment(comment), parser.lineNumber))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil, !XMLInputCheck.isNamespaceURIWarning(parseError) {
            firstError = (parser.lineNumber, parser.columnNumber)
        }
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        failure = failure ?? (parser.lineNumber, parser.columnNumber, "entity declarations are not allowed")
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        failure = failure ?? (parser.lineNumber, parser.columnNumber, "external entity '\(name)' is not resolved")
        parser.abortParsing()
        return nil
    }
}

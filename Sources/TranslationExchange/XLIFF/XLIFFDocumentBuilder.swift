import Foundation
import StringCatalog

/// Builds an `XLIFFDocument` from XML events, tracking where source, target and note text belongs. Fed by
/// `XMLParser` or by `XMLSubsetScanner`, so both readers interpret XLIFF the same way.
struct XLIFFDocumentBuilder {
    static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
    let maximumDepth: Int
    private(set) var files: [XLIFFFile] = []
    private(set) var sawRoot = false

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
    private var text: [UInt8] = []
    private var targetState: String?
    private var targetStateQualifier: String?
    private var noteFrom: String?

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    /// Whether text is being collected (inside a `<source>`, `<target>` or `<note>` of a unit).
    var isCapturing: Bool { capture != nil && ignoredDepth == 0 }

    /// An element starts; returns why the document is refused, if it is.
    /// `name` and `line` are asked for only when needed (a message, a `<file>` or `<trans-unit>`).
    mutating func start(
        _ element: XLIFFElement, name: @autoclosure () -> String, namespaceURI: String?, line: @autoclosure () -> Int,
        attribute: (StaticString) -> String?
    ) -> String? {
        depth += 1
        if depth > maximumDepth { return "elements nest deeper than \(maximumDepth) levels" }
        let inXLIFF = namespaceURI == nil || namespaceURI == "" || namespaceURI == Self.namespace
        if depth == 1, element == .xliff, let namespaceURI, namespaceURI.hasPrefix("urn:oasis:names:tc:xliff:document:"), !inXLIFF {
            return "this is XLIFF \(namespaceURI.split(separator: ":").last ?? ""); Xcode and Phrasebook exchange XLIFF 1.2"
        }
        if ignoredDepth > 0 { ignoredDepth += 1; return nil }
        if capture != nil { return nil } // inline markup inside source/target/note: keep collecting its text
        guard inXLIFF else { ignoredDepth = 1; return nil }
        let isUnitChild = unit != nil && depth == unitDepth + 1
        switch element {
        case .xliff where depth == 1:
            sawRoot = true
        case _ where depth == 1:
            return "expected an <xliff> root element, found <\(name())>"
        case .file:
            guard let original = attribute("original") else { return "<file> has no 'original' attribute" }
            guard let sourceLanguage = attribute("source-language") else {
                return "<file original=\"\(original)\"> has no 'source-language' attribute"
            }
            file = XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: attribute("target-language"),
                             datatype: attribute("datatype") ?? "plaintext", line: line())
        case .tool where file != nil && unit == nil:
            file?.tool = XLIFFTool(id: attribute("tool-id") ?? "", name: attribute("tool-name") ?? "",
                                   version: attribute("tool-version") ?? "", buildNumber: attribute("build-num") ?? "")
        case .transUnit:
            guard file != nil else { return "<trans-unit> outside a <file>" }
            guard unit == nil else { return "<trans-unit> inside another <trans-unit>" }
            guard let id = attribute("id") else { return "<trans-unit> has no 'id' attribute" }
            unit = XLIFFUnit(id: id, source: nil, line: line())
            unitDepth = depth
        case .source where isUnitChild, .target where isUnitChild, .note where isUnitChild:
            capture = element == .source ? .source : element == .target ? .target : .note
            captureDepth = depth
            text.removeAll(keepingCapacity: true)
            if element == .target {
                targetState = attribute("state")
                targetStateQualifier = attribute("state-qualifier")
            }
            if element == .note { noteFrom = attribute("from") }
        case _ where unit != nil:
            ignoredDepth = 1 // alt-trans, seg-source, context-group…: not part of the translation
        default:
            break
        }
        return nil
    }

    /// An element ends; returns why the document is refused, if it is.
    mutating func end(_ element: XLIFFElement) -> String? {
        defer { depth -= 1 }
        if ignoredDepth > 0 { ignoredDepth -= 1; return nil }
        if let captured = capture {
            guard depth == captureDepth else { return nil }
            capture = nil
            let value = String(decoding: text, as: UTF8.self)
            switch captured {
            case .source:
                if unit?.source != nil { return "<trans-unit id=\"\(unit?.id ?? "")\"> has two <source> elements" }
                unit?.source = value
            case .target:
                if unit?.target != nil { return "<trans-unit id=\"\(unit?.id ?? "")\"> has two <target> elements" }
                unit?.target = XLIFFTarget(value: value, state: targetState, stateQualifier: targetStateQualifier)
            case .note:
                unit?.notes.append(XLIFFNote(text: value.isEmpty ? nil : value, from: noteFrom))
            }
            return nil
        }
        switch element {
        case .transUnit where depth == unitDepth:
            if let finished = unit.take() { file?.units.append(finished) }
        case .file:
            if let finished = file.take() { files.append(finished) }
        default:
            break
        }
        return nil
    }

    /// Character data or a CDATA section's bytes.
    mutating func appendText(_ bytes: some Sequence<UInt8>) {
        if isCapturing { text.append(contentsOf: bytes) }
    }

    /// Character data from the fast scanner, references resolved.
    mutating func appendText(_ range: Range<Int>, from document: XMLCharacterData) {
        if isCapturing { document.appendDecodedText(range, to: &text) }
    }
}

/// The elements `XLIFFDocumentBuilder` tells apart by local name; every other element is `other`.
enum XLIFFElement {
    case xliff, file, tool, transUnit, source, target, note, other

    init(_ name: String) {
        var name = name
        self = name.withUTF8 { XLIFFElement($0) }
    }

    init(_ name: UnsafeBufferPointer<UInt8>) {
        self = XMLElementName.index(of: name, in: Self.names).map { Self.elements[$0] } ?? .other
    }

    /// Names and their elements, the most frequent first.
    private static let names: [StaticString] = ["source", "target", "note", "trans-unit", "file", "tool", "xliff"]
    private static let elements: [XLIFFElement] = [.source, .target, .note, .transUnit, .file, .tool, .xliff]
}

/// Reads XLIFF with `XMLSubsetScanner`; `nil` when the document leaves the scanner's subset or is refused,
/// so that `XMLParser` reads it again and reports the error where libxml2 finds it.
struct XLIFFSubsetReader {
    let maximumDepth: Int

    func read(_ data: Data) -> XLIFFDocument? {
        data.withUnsafeBytes { raw -> XLIFFDocument? in
            var scanner = XMLSubsetScanner(bytes: raw.bindMemory(to: UInt8.self), processesNamespaces: true,
                                           allowsExternalDoctype: false, maximumDepth: maximumDepth)
            var builder = XLIFFDocumentBuilder(maximumDepth: maximumDepth)
            while let event = scanner.next() {
                switch event {
                case .start(let name):
                    let element = XLIFFElement(UnsafeBufferPointer(rebasing: scanner.bytes[name.local]))
                    let namespace = scanner.namespaceURI(of: name)
                    if builder.start(element, name: scanner.string(name.local), namespaceURI: namespace,
                                     line: scanner.lineOfLastTag(), attribute: { scanner.attribute($0) }) != nil { return nil }
                case .end(let name):
                    if builder.end(XLIFFElement(UnsafeBufferPointer(rebasing: scanner.bytes[name.local]))) != nil { return nil }
                case .text(let range):
                    builder.appendText(range, from: XMLCharacterData(bytes: scanner.bytes))
                case .cdata(let range):
                    builder.appendText(UnsafeBufferPointer(rebasing: scanner.bytes[range]))
                case .comment:
                    break
                }
            }
            guard !scanner.gaveUp, builder.sawRoot else { return nil }
            return XLIFFDocument(files: builder.files)
        }
    }
}

import Foundation
import TranslationExchange

/// A TMX 1.4 translation memory: translation units, each with its text in several languages.
public struct TMXDocument: Hashable, Sendable {
    /// One language's text of a unit.
    public struct Variant: Hashable, Sendable {
        public var language: String
        /// The segment's text; inline codes (`<ph>`, `<bpt>`, …) are read as the native code they hold.
        public var segment: String

        public init(language: String, segment: String) {
            self.language = language
            self.segment = segment
        }
    }

    public struct Unit: Hashable, Sendable {
        /// `tuid`: Phrasebook writes the XLIFF unit id (`key`, `key|==|plural.one`).
        public var id: String?
        public var notes: [String]
        /// `<prop type="…">` values by type.
        public var properties: [String: String]
        public var variants: [Variant]
        /// 1-based line of `<tu>`.
        public var line: Int?

        public init(id: String?, notes: [String] = [], properties: [String: String] = [:], variants: [Variant], line: Int? = nil) {
            self.id = id
            self.notes = notes
            self.properties = properties
            self.variants = variants
            self.line = line
        }

        /// The text in `language` (matched without regard to case or `_`/`-`).
        public func segment(in language: String) -> String? {
            let wanted = TMXDocument.folded(language)
            return variants.first { TMXDocument.folded($0.language) == wanted }?.segment
        }
    }

    /// `srclang`: the language units were written from (`*all*` when any).
    public var sourceLanguage: String
    public var creationTool: String
    public var creationToolVersion: String
    public var units: [Unit]

    public init(sourceLanguage: String, creationTool: String = "Phrasebook", creationToolVersion: String = "", units: [Unit]) {
        self.sourceLanguage = sourceLanguage
        self.creationTool = creationTool
        self.creationToolVersion = creationToolVersion
        self.units = units
    }

    static func folded(_ tag: String) -> String { tag.replacingOccurrences(of: "_", with: "-").lowercased() }
}

// MARK: Writing

extension TMXDocument {
    /// TMX 1.4b with the header attributes the standard requires; every text escaped, so segments are plain text.
    public func encoded() -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(units.count * 200)
        func append(_ text: String) { output.append(contentsOf: text.utf8) }
        func attribute(_ name: String, _ value: String) {
            append(" \(name)=\"")
            XMLEscaping.appendAttribute(value, to: &output)
            append("\"")
        }
        append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">\n  <header")
        attribute("creationtool", creationTool)
        attribute("creationtoolversion", creationToolVersion)
        attribute("segtype", "block")
        attribute("o-tmf", "xcstrings")
        attribute("adminlang", "en")
        attribute("srclang", sourceLanguage)
        attribute("datatype", "plaintext")
        append("/>\n  <body>\n")
        for unit in units {
            append("    <tu")
            if let id = unit.id { attribute("tuid", id) }
            append(">\n")
            for note in unit.notes {
                append("      <note>")
                XMLEscaping.appendText(note, to: &output)
                append("</note>\n")
            }
            for (type, value) in unit.properties.sorted(by: { $0.key < $1.key }) {
                append("      <prop")
                attribute("type", type)
                append(">")
                XMLEscaping.appendText(value, to: &output)
                append("</prop>\n")
            }
            for variant in unit.variants {
                append("      <tuv")
                attribute("xml:lang", variant.language)
                append("><seg>")
                XMLEscaping.appendText(variant.segment, to: &output)
                append("</seg></tuv>\n")
            }
            append("    </tu>\n")
        }
        append("  </body>\n</tmx>\n")
        return Data(output)
    }
}

// MARK: Reading

extension TMXDocument {
    /// Reads TMX (1.4, and the `lang` attribute of 1.1); `<sub>` flows inside inline codes are not part of a
    /// segment's text. Hostile XML is refused as for every reader.
    public static func read(_ data: Data, path: String? = nil, usesXMLParserOnly: Bool = false) throws(InterchangeReadError) -> TMXDocument {
        var builder = TMXBuilder(path: path)
        try XMLEventReader.read(data, format: "TMX", path: path, usesXMLParserOnly: usesXMLParserOnly) { event, _ throws(InterchangeReadError) in
            try builder.handle(event)
        }
        guard let document = builder.document else {
            throw InterchangeReadError(path: path, line: 1, column: 1, message: "expected a <tmx> root element")
        }
        return document
    }
}

private struct TMXBuilder {
    let path: String?
    var document: TMXDocument?
    private var stack: [String] = []
    private var unit: TMXDocument.Unit?
    private var language: String?
    private var text = ""
    private var capturing: String? // "seg", "note", "prop"
    private var propertyType = ""
    private var subDepth = 0

    init(path: String?) {
        self.path = path
    }

    mutating func handle(_ event: XMLEvent) throws(InterchangeReadError) {
        switch event {
        case .start(let name, let attributes, let line):
            stack.append(name)
            if capturing == "seg" {
                if name == "sub" { subDepth += 1 }
                return
            }
            switch (stack.count, name) {
            case (1, "tmx"):
                document = TMXDocument(sourceLanguage: "*all*", units: [])
            case (1, _):
                throw InterchangeReadError(path: path, line: line, message: "expected a <tmx> root element, found <\(name)>")
            case (_, "header") where stack.count == 2:
                document?.sourceLanguage = attributes["srclang"] ?? "*all*"
                document?.creationTool = attributes["creationtool"] ?? ""
                document?.creationToolVersion = attributes["creationtoolversion"] ?? ""
            case (_, "tu"):
                guard unit == nil else { throw InterchangeReadError(path: path, line: line, message: "<tu> inside another <tu>") }
                unit = TMXDocument.Unit(id: attributes["tuid"], variants: [], line: line)
            case (_, "tuv"):
                guard unit != nil else { throw InterchangeReadError(path: path, line: line, message: "<tuv> outside a <tu>") }
                guard let lang = attributes["xml:lang"] ?? attributes["lang"], !lang.isEmpty else {
                    throw InterchangeReadError(path: path, line: line, message: "<tuv> has no xml:lang attribute")
                }
                language = lang
            case (_, "seg") where language != nil:
                capturing = "seg"
                text = ""
            case (_, "note") where unit != nil && language == nil:
                capturing = "note"
                text = ""
            case (_, "prop") where unit != nil && language == nil:
                capturing = "prop"
                propertyType = attributes["type"] ?? ""
                text = ""
            default:
                break
            }
        case .end(let name):
            defer { stack.removeLast() }
            if capturing == "seg", name != "seg" || subDepth > 0 {
                if name == "sub" { subDepth -= 1 }
                return
            }
            switch name {
            case "seg" where capturing == "seg":
                if let language { unit?.variants.append(TMXDocument.Variant(language: language, segment: text)) }
                capturing = nil
            case "note" where capturing == "note":
                unit?.notes.append(text)
                capturing = nil
            case "prop" where capturing == "prop":
                unit?.properties[propertyType] = text
                capturing = nil
            case "tuv":
                language = nil
            case "tu":
                if let finished = unit { document?.units.append(finished) }
                unit = nil
            default:
                break
            }
        case .text(let value):
            if capturing != nil, subDepth == 0 { text += value }
        case .comment:
            break
        }
    }
}

import Foundation
import StringCatalog
import TranslationExchange

/// The strings of one Android resource file (`values-de/strings.xml`): `<string>` and `<plurals>` with their
/// values as Android reads them (escapes resolved), comments and attributes.
public struct AndroidResourceFile: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case string(String)
        /// Items by quantity (`zero`, `one`, `two`, `few`, `many`, `other`).
        case plurals([PluralCategory: String])
    }

    public struct Resource: Hashable, Sendable {
        public var name: String
        /// The catalog key, written as `phrasebook:key` where it differs from the name.
        public var key: String?
        public var value: Value
        /// The XML comment just before the element.
        public var comment: String?
        /// `translatable="false"`.
        public var isTranslatable: Bool
        /// `formatted="false"`: the text is not a format string.
        public var isFormatted: Bool
        /// 1-based line of the element.
        public var line: Int?

        public init(name: String, key: String? = nil, value: Value, comment: String? = nil,
                    isTranslatable: Bool = true, isFormatted: Bool = true, line: Int? = nil) {
            self.name = name
            self.key = key
            self.value = value
            self.comment = comment
            self.isTranslatable = isTranslatable
            self.isFormatted = isFormatted
            self.line = line
        }
    }

    public var resources: [Resource]
    /// What the reader passed over (other resource types, markup it flattened), by line, for reports.
    public var notes: [(line: Int?, message: String)] = []

    public init(resources: [Resource]) {
        self.resources = resources
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.resources == rhs.resources }
    public func hash(into hasher: inout Hasher) { hasher.combine(resources) }

    /// The namespace of the `key` attribute that carries catalog keys Android names cannot spell.
    public static let keyNamespace = "urn:phrasebook:catalog-key"
}

extension AndroidResourceFile {
    /// The file as XML, resources in the given order, escaped for `flavor`.
    public func encoded(flavor: AndroidFlavor) -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(resources.count * 96)
        func append(_ text: String) { output.append(contentsOf: text.utf8) }
        func appendContent(_ value: String) { XMLEscaping.appendText(AndroidEscaping.escape(value, flavor: flavor), to: &output) }
        append("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources")
        if resources.contains(where: { $0.key != nil }) { append(" xmlns:phrasebook=\"\(Self.keyNamespace)\"") }
        append(">\n")
        for resource in resources {
            if let comment = resource.comment {
                append("    <!-- ")
                XMLEscaping.appendText(Self.commentText(comment), to: &output)
                append(" -->\n")
            }
            let element: String
            switch resource.value {
            case .string: element = "string"
            case .plurals: element = "plurals"
            }
            append("    <\(element) name=\"")
            XMLEscaping.appendAttribute(resource.name, to: &output)
            append("\"")
            if let key = resource.key {
                append(" phrasebook:key=\"")
                XMLEscaping.appendAttribute(key, to: &output)
                append("\"")
            }
            if !resource.isTranslatable { append(" translatable=\"false\"") }
            if !resource.isFormatted { append(" formatted=\"false\"") }
            switch resource.value {
            case .string(let value):
                append(">")
                appendContent(value)
                append("</string>\n")
            case .plurals(let items):
                append(">\n")
                for (quantity, value) in items.sorted(by: { $0.key < $1.key }) {
                    append("        <item quantity=\"\(quantity.rawValue)\">")
                    appendContent(value)
                    append("</item>\n")
                }
                append("    </plurals>\n")
            }
        }
        append("</resources>\n")
        return Data(output)
    }

    /// A comment as XML allows it: no `--` inside and no `-` at the end.
    static func commentText(_ comment: String) -> String {
        var text = comment
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
        if text.hasSuffix("-") { text += " " }
        return text
    }

    /// Reads an Android resource file; only `<string>` and `<plurals>` are read, other resources are noted.
    public static func read(_ data: Data, path: String? = nil, flavor: AndroidFlavor, usesXMLParserOnly: Bool = false) throws(InterchangeReadError) -> AndroidResourceFile {
        var reader = AndroidResourceReader(flavor: flavor, path: path)
        try XMLEventReader.read(data, format: "Android resources", path: path, usesXMLParserOnly: usesXMLParserOnly) { event, line throws(InterchangeReadError) in
            try reader.handle(event, line: line())
        }
        guard reader.sawRoot else { throw InterchangeReadError(path: path, line: 1, column: 1, message: "expected a <resources> root element") }
        var file = AndroidResourceFile(resources: reader.resources)
        file.notes = reader.notes
        return file
    }
}

/// Turns XML events into resources, keeping the raw content of each string so Android's escaping can be
/// applied across its text and markup.
private struct AndroidResourceReader {
    let flavor: AndroidFlavor
    let path: String?
    var resources: [AndroidResourceFile.Resource] = []
    var notes: [(line: Int?, message: String)] = []
    var sawRoot = false

    private var depth = 0
    private var pendingComment: String?
    private var resource: AndroidResourceFile.Resource?
    private var items: [PluralCategory: String] = [:]
    private var itemQuantity: PluralCategory?
    /// Content of the `<string>` or `<item>` being read, and how deep inside it markup is.
    private var segments: [AndroidEscaping.Segment]?
    private var contentDepth = 0

    init(flavor: AndroidFlavor, path: String?) {
        self.flavor = flavor
        self.path = path
    }

    mutating func handle(_ event: XMLEvent, line: Int) throws(InterchangeReadError) {
        switch event {
        case .start(let name, let attributes, let line):
            depth += 1
            if segments != nil {
                contentDepth += 1
                if name != "xliff:g" {
                    let attributeText = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(Self.attributeEscaped($0.value))\"" }.joined()
                    segments?.append(.markup("<\(name)\(attributeText)>"))
                }
                return
            }
            switch (depth, name) {
            case (1, "resources"):
                sawRoot = true
            case (1, _):
                throw InterchangeReadError(path: path, line: line, message: "expected a <resources> root element, found <\(name)>")
            case (2, "string"), (2, "plurals"):
                guard let resourceName = attributes["name"], !resourceName.isEmpty else {
                    throw InterchangeReadError(path: path, line: line, message: "<\(name)> has no 'name' attribute")
                }
                resource = AndroidResourceFile.Resource(
                    name: resourceName, key: attributes["phrasebook:key"],
                    value: name == "string" ? .string("") : .plurals([:]), comment: pendingComment,
                    isTranslatable: attributes["translatable"] != "false", isFormatted: attributes["formatted"] != "false", line: line)
                items = [:]
                if name == "string" { segments = [] }
            case (3, "item") where resource.map({ if case .plurals = $0.value { true } else { false } }) == true:
                guard let quantity = attributes["quantity"], PluralCategory.allKnown.contains(PluralCategory(quantity)) else {
                    throw InterchangeReadError(path: path, line: line,
                        message: "<item> needs a quantity of zero, one, two, few, many or other, found '\(attributes["quantity"] ?? "")'")
                }
                itemQuantity = PluralCategory(quantity)
                segments = []
            case (2, _):
                notes.append((line, "<\(name)> is not a string resource; skipped"))
            default:
                break
            }
            pendingComment = nil
        case .end(let name):
            defer { depth -= 1 }
            if segments != nil, contentDepth > 0 {
                contentDepth -= 1
                if name != "xliff:g" { segments?.append(.markup("</\(name)>")) }
                return
            }
            if let content = segments {
                segments = nil
                let (value, apostrophe) = AndroidEscaping.unescape(content, flavor: flavor)
                if apostrophe { notes.append((resource?.line, "'\(resource?.name ?? "")' has an apostrophe without a backslash, which aapt refuses")) }
                if content.contains(where: { if case .markup = $0 { true } else { false } }) {
                    notes.append((resource?.line, "'\(resource?.name ?? "")' has markup, kept as text"))
                }
                if let quantity = itemQuantity {
                    items[quantity] = value
                    itemQuantity = nil
                } else {
                    resource?.value = .string(value)
                }
            }
            if depth == 2, var finished = resource {
                if case .plurals = finished.value { finished.value = .plurals(items) }
                resources.append(finished)
                resource = nil
            }
        case .text(let text):
            if segments != nil { segments?.append(.text(text)) }
        case .comment(let text):
            if depth == 1 { pendingComment = text.trimmedOfWhitespace }
            else if segments != nil { break }
        }
    }

    private static func attributeEscaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }
}

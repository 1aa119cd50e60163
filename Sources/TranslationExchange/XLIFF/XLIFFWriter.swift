/// Writes XLIFF 1.2 byte for byte as Xcode's "Export Localizations" does: its namespace header, two-space
/// indentation, `xml:space="preserve"` units, `<note/>` for entries without a comment and self-closing
/// empty targets.
public enum XLIFFWriter {
    /// The UTF-8 bytes of `document`, ending with a newline as Xcode's files do.
    public static func encode(_ document: XLIFFDocument) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096 + document.files.reduce(0) { $0 + $1.units.count * 256 })
        out.append(contentsOf: #"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
        out.append(0x0A)
        out.append(contentsOf: #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">"#.utf8)
        out.append(0x0A)
        for file in document.files {
            write(file, to: &out)
        }
        out.append(contentsOf: "</xliff>\n".utf8)
        return out
    }

    private static func write(_ file: XLIFFFile, to out: inout [UInt8]) {
        out.append(contentsOf: "  <file original=\"".utf8)
        XMLEscaping.appendAttribute(file.original, to: &out)
        out.append(contentsOf: "\" source-language=\"".utf8)
        XMLEscaping.appendAttribute(file.sourceLanguage, to: &out)
        out.append(0x22)
        if let target = file.targetLanguage {
            out.append(contentsOf: " target-language=\"".utf8)
            XMLEscaping.appendAttribute(target, to: &out)
            out.append(0x22)
        }
        out.append(contentsOf: " datatype=\"".utf8)
        XMLEscaping.appendAttribute(file.datatype, to: &out)
        out.append(contentsOf: "\">\n".utf8)
        if let tool = file.tool {
            out.append(contentsOf: "    <header>\n      <tool tool-id=\"".utf8)
            XMLEscaping.appendAttribute(tool.id, to: &out)
            out.append(contentsOf: "\" tool-name=\"".utf8)
            XMLEscaping.appendAttribute(tool.name, to: &out)
            out.append(contentsOf: "\" tool-version=\"".utf8)
            XMLEscaping.appendAttribute(tool.version, to: &out)
            out.append(contentsOf: "\" build-num=\"".utf8)
            XMLEscaping.appendAttribute(tool.buildNumber, to: &out)
            out.append(contentsOf: "\"/>\n    </header>\n".utf8)
        }
        if file.units.isEmpty {
            out.append(contentsOf: "    <body/>\n".utf8)
        } else {
            out.append(contentsOf: "    <body>\n".utf8)
            for unit in file.units {
                write(unit, to: &out)
            }
            out.append(contentsOf: "    </body>\n".utf8)
        }
        out.append(contentsOf: "  </file>\n".utf8)
    }

    private static func write(_ unit: XLIFFUnit, to out: inout [UInt8]) {
        out.append(contentsOf: "      <trans-unit id=\"".utf8)
        XMLEscaping.appendAttribute(unit.id, to: &out)
        out.append(contentsOf: "\" xml:space=\"preserve\">\n".utf8)
        if let source = unit.source {
            element("source", text: source, attributes: [], to: &out)
        }
        if let target = unit.target {
            var attributes: [(String, String)] = []
            if let state = target.state { attributes.append(("state", state)) }
            if let qualifier = target.stateQualifier { attributes.append(("state-qualifier", qualifier)) }
            element("target", text: target.value, attributes: attributes, to: &out)
        }
        for note in unit.notes {
            element("note", text: note.text ?? "", attributes: note.from.map { [("from", $0)] } ?? [], to: &out)
        }
        out.append(contentsOf: "      </trans-unit>\n".utf8)
    }

    private static func element(_ name: String, text: String, attributes: [(String, String)], to out: inout [UInt8]) {
        out.append(contentsOf: "        <".utf8)
        out.append(contentsOf: name.utf8)
        for (attribute, value) in attributes {
            out.append(0x20)
            out.append(contentsOf: attribute.utf8)
            out.append(contentsOf: "=\"".utf8)
            XMLEscaping.appendAttribute(value, to: &out)
            out.append(0x22)
        }
        if text.isEmpty {
            out.append(contentsOf: "/>\n".utf8)
            return
        }
        out.append(UInt8(ascii: ">"))
        XMLEscaping.appendText(text, to: &out)
        out.append(contentsOf: "</".utf8)
        out.append(contentsOf: name.utf8)
        out.append(contentsOf: ">\n".utf8)
    }
}

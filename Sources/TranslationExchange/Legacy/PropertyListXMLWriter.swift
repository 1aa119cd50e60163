import Foundation
import StringCatalog

/// Writes XML property lists in the layout of Foundation's `PropertyListSerialization`: the standard
/// header and DOCTYPE, tab indentation, `<dict/>` for empty dictionaries and `&amp; &lt; &gt;` escaping.
/// Dictionary pairs are written in the order given; callers sort them.
enum PropertyListXMLWriter {
    static func document(_ root: PropertyListValue) -> String {
        var output = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
        write(root, depth: 0, into: &output)
        output += "</plist>\n"
        return output
    }

    private static func write(_ value: PropertyListValue, depth: Int, into output: inout String) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .string(let text): output += indent + "<string>" + escaped(text) + "</string>\n"
        case .integer(let text): output += indent + "<integer>" + text + "</integer>\n"
        case .real(let text): output += indent + "<real>" + text + "</real>\n"
        case .date(let text): output += indent + "<date>" + text + "</date>\n"
        case .data(let text): output += indent + "<data>" + text + "</data>\n"
        case .boolean(let flag): output += indent + (flag ? "<true/>\n" : "<false/>\n")
        case .array(let values):
            guard !values.isEmpty else { output += indent + "<array/>\n"; return }
            output += indent + "<array>\n"
            for element in values { write(element, depth: depth + 1, into: &output) }
            output += indent + "</array>\n"
        case .dictionary(let dictionary):
            guard !dictionary.pairs.isEmpty else { output += indent + "<dict/>\n"; return }
            output += indent + "<dict>\n"
            for pair in dictionary.pairs {
                if let comment = pair.comment { output += indent + "\t<!-- " + commentText(comment) + " -->\n" }
                output += indent + "\t<key>" + escaped(pair.key) + "</key>\n"
                write(pair.value, depth: depth + 1, into: &output)
            }
            output += indent + "</dict>\n"
        }
    }

    /// XML comments can't contain `--`; those dashes are spaced apart. (A trailing `-` is fine: the
    /// writer puts a space before `-->`.)
    private static func commentText(_ comment: String) -> String {
        var text = comment
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
        return text
    }

    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
        else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}

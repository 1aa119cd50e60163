/// How paths appear in compiler-style messages (`path:line:column: error: …`): control characters are
/// escaped (`\n`, `\t`, `\u{1b}`), so a file name with a line break can't split a message in two.
public enum DisplayedPath {
    public static func escaped(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return path }
        var escaped = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

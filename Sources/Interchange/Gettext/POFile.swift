import Foundation

/// A gettext catalog (`.po` or `.pot`): a header and entries, as GNU gettext's tools read and write them.
public struct POFile: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        /// `# …` lines.
        public var translatorComments: [String] = []
        /// `#. …` lines: notes from the code (the catalog's comment).
        public var extractedComments: [String] = []
        /// `#: file:line` references.
        public var references: [String] = []
        /// `#, fuzzy, objc-format`.
        public var flags: [String] = []
        public var context: String?
        public var id: String
        public var pluralID: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]`… for a plural entry.
        public var translations: [String]
        /// 1-based line of `msgid`.
        public var line: Int?

        public init(context: String? = nil, id: String, pluralID: String? = nil, translations: [String]) {
            self.context = context
            self.id = id
            self.pluralID = pluralID
            self.translations = translations
        }

        public var isFuzzy: Bool { flags.contains("fuzzy") }
    }

    /// Header fields in order (`Language`, `Plural-Forms`, …).
    public var header: [(name: String, value: String)]
    /// Whether the header entry is marked fuzzy (as templates are).
    public var isHeaderFuzzy = false
    public var entries: [Entry]

    public init(header: [(name: String, value: String)], entries: [Entry]) {
        self.header = header
        self.entries = entries
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.header.map(\.name) == rhs.header.map(\.name) && lhs.header.map(\.value) == rhs.header.map(\.value)
            && lhs.isHeaderFuzzy == rhs.isHeaderFuzzy && lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }

    /// The value of a header field.
    public func headerField(_ name: String) -> String? {
        header.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

// MARK: Writing

extension POFile {
    /// The file as gettext writes it, without line wrapping; a text with line breaks is split after each one.
    public func encoded() -> Data {
        var output = ""
        output.reserveCapacity(entries.count * 160)
        if isHeaderFuzzy { output += "#, fuzzy\n" }
        output += "msgid \"\"\n"
        Self.appendString("msgstr", header.map { "\($0.name): \($0.value)\n" }.joined(), to: &output)
        for entry in entries {
            output += "\n"
            for comment in entry.translatorComments { output += comment.isEmpty ? "#\n" : "# \(comment)\n" }
            for comment in entry.extractedComments { output += comment.isEmpty ? "#.\n" : "#. \(comment)\n" }
            if !entry.references.isEmpty { output += "#: " + entry.references.joined(separator: " ") + "\n" }
            if !entry.flags.isEmpty { output += "#, " + entry.flags.joined(separator: ", ") + "\n" }
            if let context = entry.context { Self.appendString("msgctxt", context, to: &output) }
            Self.appendString("msgid", entry.id, to: &output)
            if let pluralID = entry.pluralID {
                Self.appendString("msgid_plural", pluralID, to: &output)
                for (index, translation) in entry.translations.enumerated() {
                    Self.appendString("msgstr[\(index)]", translation, to: &output)
                }
            } else {
                Self.appendString("msgstr", entry.translations.first ?? "", to: &output)
            }
        }
        return Data(output.utf8)
    }

    private static func appendString(_ keyword: String, _ value: String, to output: inout String) {
        output += keyword
        let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 2 || (lines.count == 2 && !lines[1].isEmpty) {
            output += " \"\"\n"
            for (index, line) in lines.enumerated() {
                let isLast = index == lines.count - 1
                if isLast, line.isEmpty { break }
                output += "\"" + escaped(line) + (isLast ? "" : "\\n") + "\"\n"
            }
        } else {
            output += " \"" + escaped(Substring(value)) + "\"\n"
        }
    }

    private static func escaped(_ text: Substring) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{07}": result += "\\a"
            case "\u{08}": result += "\\b"
            case "\u{0B}": result += "\\v"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let octal = String(scalar.value, radix: 8)
                    result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

// MARK: Reading

extension POFile {
    /// Reads a `.po` or `.pot` file (UTF-8). Obsolete entries (`#~`) and previous strings (`#|`) are passed over;
    /// every malformed line is an error with its line and column.
    public static func read(_ data: Data, path: String? = nil) throws(InterchangeReadError) -> POFile {
        guard var text = String(validating: data, as: UTF8.self) else {
            let bytes = [UInt8](data)
            var decoder = UTF8()
            var iterator = bytes.makeIterator()
            var offset = 0
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += UTF8.width(scalar)
                case .emptyInput, .error: break decoding
                }
            }
            throw InterchangeReadError(path: path, line: 1 + bytes[..<min(offset, bytes.count)].filter { $0 == 0x0A }.count,
                                       message: "expected UTF-8 text, found an invalid byte; convert the file with msgconv --to-code=UTF-8")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var reader = POReader(path: path)
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            try reader.read(line.hasSuffix("\r") ? line.dropLast() : line, number: lineNumber)
        }
        try reader.finish()
        var file = POFile(header: reader.header, entries: reader.entries)
        file.isHeaderFuzzy = reader.isHeaderFuzzy
        if let charset = file.headerField("Content-Type")?.lowercased().split(separator: "charset=").last,
           !["utf-8", "utf8"].contains(charset.trimmedOfWhitespace) {
            throw InterchangeReadError(path: path, line: 1, message: "expected charset=UTF-8 in Content-Type, found charset=\(charset); convert with msgconv --to-code=UTF-8")
        }
        return file
    }
}

/// The line-by-line state of reading a PO file.
private struct POReader {
    let path: String?
    var header: [(name: String, value: String)] = []
    var isHeaderFuzzy = false
    var entries: [POFile.Entry] = []
    private var seen: [String: Int] = [:]

    private enum Field { case context, id, pluralID, translation(Int) }
    private var comments = (translator: [String](), extracted: [String](), references: [String](), flags: [String]())
    private var context: String?
    private var id: String?
    private var pluralID: String?
    private var translations: [Int: String] = [:]
    private var field: Field?
    private var idLine: Int?
    private var sawHeader = false

    init(path: String?) {
        self.path = path
    }

    mutating func read(_ line: Substring, number: Int) throws(InterchangeReadError) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty { return }
        if trimmed.hasPrefix("#") {
            if translations.isEmpty == false || id != nil { try finishEntry() }
            let marker = trimmed.dropFirst().first
            let content = String(trimmed.dropFirst(2)).trimmedOfWhitespace
            switch marker {
            case "~", "|": return
            case ".": comments.extracted.append(content)
            case ":": comments.references += content.split(separator: " ").map(String.init)
            case ",": comments.flags += content.split(separator: ",").map { $0.trimmedOfWhitespace }.filter { !$0.isEmpty }
            default: comments.translator.append(trimmed.count > 1 ? String(trimmed.dropFirst(trimmed.dropFirst().first == " " ? 2 : 1)) : "")
            }
            return
        }
        if trimmed.hasPrefix("\"") {
            guard let field else { throw failure(number, line, trimmed, "a keyword (msgid, msgstr…) before a string") }
            append(try string(trimmed, line: line, number: number), to: field)
            return
        }
        let keyword = trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "\"" }
        let rest = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        let value = try string(rest, line: line, number: number)
        switch keyword {
        case "msgctxt":
            if id != nil { try finishEntry() }
            context = value
            field = .context
        case "msgid":
            if id != nil { try finishEntry() }
            id = value
            idLine = number
            field = .id
        case "msgid_plural":
            guard id != nil else { throw failure(number, line, trimmed, "msgid before msgid_plural") }
            pluralID = value
            field = .pluralID
        case "msgstr":
            guard id != nil else { throw failure(number, line, trimmed, "msgid before msgstr") }
            guard pluralID == nil else { throw failure(number, line, trimmed, "msgstr[0] in an entry with msgid_plural") }
            translations[0] = value
            field = .translation(0)
        default:
            guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let index = Int(keyword.dropFirst(7).dropLast()), index >= 0, index < 32 else {
                throw failure(number, line, trimmed, "msgctxt, msgid, msgid_plural, msgstr or msgstr[N]")
            }
            guard pluralID != nil else { throw failure(number, line, trimmed, "msgid_plural before msgstr[\(index)]") }
            guard index == translations.count else { throw failure(number, line, trimmed, "msgstr[\(translations.count)] next") }
            translations[index] = value
            field = .translation(index)
        }
    }

    private mutating func append(_ text: String, to field: Field) {
        switch field {
        case .context: context = (context ?? "") + text
        case .id: id = (id ?? "") + text
        case .pluralID: pluralID = (pluralID ?? "") + text
        case .translation(let index): translations[index, default: ""] += text
        }
    }

    /// A quoted string with C escapes resolved.
    private func string(_ text: Substring, line: Substring, number: Int) throws(InterchangeReadError) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "\"" else { throw failure(number, line, text, "a string in double quotes") }
        var result = String.UnicodeScalarView()
        var index = 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                let trailing = scalars[(index + 1)...].drop { $0 == " " || $0 == "\t" }
                guard trailing.isEmpty else { throw failure(number, line, text.dropFirst(index + 1), "the end of the line after the string") }
                return String(result)
            }
            if scalar == "\\" {
                index += 1
                guard index < scalars.count else { break }
                switch scalars[index] {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "a": result.append("\u{07}")
                case "b": result.append("\u{08}")
                case "v": result.append("\u{0B}")
                case "f": result.append("\u{0C}")
                case "\\", "\"", "'", "?": result.append(scalars[index])
                case "0"..."7":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                        value = value * 8 + (scalars[index].value - 0x30)
                        index += 1
                        digits += 1
                    }
                    index -= 1
                    guard let decoded = Unicode.Scalar(value) else { throw failure(number, line, text, "a valid octal escape") }
                    result.append(decoded)
                case "x":
                    var value: UInt32 = 0
                    var digits = 0
                    while index + 1 < scalars.count, let digit = UInt32(String(scalars[index + 1]), radix: 16), scalars[index + 1].isASCII, digits < 8 {
                        value = value * 16 + digit
                        index += 1
                        digits += 1
                    }
                    guard digits > 0, let decoded = Unicode.Scalar(value) else { throw failure(number, line, text, "hexadecimal digits after \\x") }
                    result.append(decoded)
                default:
                    throw failure(number, line, text.dropFirst(index - 1), "an escape gettext knows (\\n \\t \\\" \\\\ …)")
                }
                index += 1
                continue
            }
            result.append(scalar)
            index += 1
        }
        throw failure(number, line, text, "a string closed by '\"' on the same line")
    }

    private mutating func finishEntry() throws(InterchangeReadError) {
        defer {
            comments = ([], [], [], [])
            context = nil; id = nil; pluralID = nil; translations = [:]; field = nil; idLine = nil
        }
        guard let id else {
            if context != nil { throw InterchangeReadError(path: path, line: idLine, message: "expected msgid after msgctxt") }
            return
        }
        guard !translations.isEmpty else {
            throw InterchangeReadError(path: path, line: idLine, message: "expected msgstr for msgid \"\(id.prefix(40))\"")
        }
        if id.isEmpty, context == nil, !sawHeader {
            sawHeader = true
            isHeaderFuzzy = comments.flags.contains("fuzzy")
            for field in (translations[0] ?? "").split(separator: "\n") {
                guard let colon = field.firstIndex(of: ":") else { continue }
                header.append((String(field[..<colon]).trimmedOfWhitespace, String(field[field.index(after: colon)...]).trimmedOfWhitespace))
            }
            return
        }
        let identity = (context ?? "\u{4}") + "\u{0}" + id
        if let first = seen[identity] {
            throw InterchangeReadError(path: path, line: idLine, message: "msgid \"\(id.prefix(40))\"\(context.map { " with msgctxt \"\($0.prefix(40))\"" } ?? "") is also on line \(first)")
        }
        seen[identity] = idLine ?? 0
        var entry = POFile.Entry(context: context, id: id, pluralID: pluralID,
                                 translations: (0..<translations.count).map { translations[$0] ?? "" })
        entry.translatorComments = comments.translator
        entry.extractedComments = comments.extracted
        entry.references = comments.references
        entry.flags = comments.flags
        entry.line = idLine
        entries.append(entry)
    }

    mutating func finish() throws(InterchangeReadError) {
        try finishEntry()
    }

    private func failure(_ number: Int, _ line: Substring, _ at: Substring, _ expected: String) -> InterchangeReadError {
        let column = line.distance(from: line.startIndex, to: at.startIndex) + 1
        let found = at.isEmpty ? "the end of the line" : "'" + String(at.prefix(20)) + "'"
        return InterchangeReadError(path: path, line: number, column: column, message: "expected \(expected), found \(found)")
    }
}

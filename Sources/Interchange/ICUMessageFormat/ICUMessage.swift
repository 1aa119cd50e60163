/// An ICU MessageFormat message (`You have {count, plural, one {# day} other {# days}} left`): literal text and
/// arguments, where plural and select arguments hold messages of their own.
public struct ICUMessage: Hashable, Sendable {
    /// One piece of a message.
    public enum Part: Hashable, Sendable {
        /// Literal text, with ICU's quoting resolved.
        case text(String)
        /// `{name}`, `{name, number}`, `{name, date, short}`: an argument formatted by type and style, if any.
        case argument(name: String, type: String?, style: String?)
        /// `{name, plural, offset:N one {…} other {…}}`, or `selectordinal` when `isOrdinal`.
        case plural(name: String, isOrdinal: Bool, offset: Int, cases: [Case])
        /// `{name, select, male {…} other {…}}`.
        case select(name: String, cases: [Case])
        /// `#` inside a plural case: the plural's number, formatted.
        case pound
    }

    /// One case of a plural or select argument: its selector (`one`, `=0`, `iphone`) and its message.
    public struct Case: Hashable, Sendable {
        public var selector: String
        public var message: ICUMessage

        public init(_ selector: String, _ message: ICUMessage) {
            self.selector = selector
            self.message = message
        }
    }

    public var parts: [Part]

    public init(_ parts: [Part]) {
        self.parts = parts
    }

    /// Whether the message is only literal text.
    public var isPlainText: Bool {
        parts.allSatisfy { if case .text = $0 { true } else { false } }
    }
}

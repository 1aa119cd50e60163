import StringCatalog

/// One conversion of a compiled format, reduced from `StringCatalog.FormatSpecifier` to what rendering
/// needs (`%-8.2lf` → left-aligned, width 8, precision 2, `f`).
struct Conversion: Sendable, Hashable {
    /// How a width or precision is given once argument positions are resolved.
    enum Amount: Sendable, Hashable {
        case none
        case fixed(Int)
        /// Read from the integer argument at this 0-based index.
        case argument(Int)
    }

    struct Flags: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        static let leftAlign = Flags(rawValue: 1)      // -
        static let plusSign = Flags(rawValue: 2)       // +
        static let space = Flags(rawValue: 4)          // ' '
        static let alternate = Flags(rawValue: 8)      // #
        static let zeroPad = Flags(rawValue: 16)       // 0

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ written: String) {
            var flags: Flags = []
            for flag in written.utf8 {
                switch flag {
                case UInt8(ascii: "-"): flags.insert(.leftAlign)
                case UInt8(ascii: "+"): flags.insert(.plusSign)
                case UInt8(ascii: " "): flags.insert(.space)
                case UInt8(ascii: "#"): flags.insert(.alternate)
                case UInt8(ascii: "0"): flags.insert(.zeroPad)
                default: break // `'` grouping is not applied, as in Foundation's String(format:) on Linux
                }
            }
            self = flags
        }
    }

    var flags: Flags = []
    var width: Amount = .none
    var precision: Amount = .none
    /// The conversion character as a byte (`d`, `u`, `f`, `@`, `s`, …).
    var conversion: UInt8
    /// The kind of argument the conversion reads.
    var category: FormatArgumentCategory

    /// An object conversion (`%@`), used for substitutions whose specifier is missing or unreadable.
    static let object = Conversion(conversion: UInt8(ascii: "@"), category: .object)

    /// The conversion of a parsed specifier; `widthIndex`/`precisionIndex` are the 0-based arguments
    /// its `*` width and precision read.
    init(_ specifier: FormatSpecifier, widthIndex: Int?, precisionIndex: Int?) {
        flags = Flags(specifier.flags)
        width = Self.amount(specifier.width, argument: widthIndex)
        precision = Self.amount(specifier.precision, argument: precisionIndex)
        conversion = specifier.conversion.asciiValue ?? UInt8(ascii: "@")
        category = specifier.category ?? .object
    }

    init(conversion: UInt8, category: FormatArgumentCategory) {
        self.conversion = conversion
        self.category = category
    }

    /// The conversion a substitution's `formatSpecifier` (`"lld"`) describes.
    init(formatSpecifier: String?) {
        guard let formatSpecifier,
              let specifier = FormatString.parse("%" + formatSpecifier).specifiers.first, specifier.kind == .conversion
        else { self = .object; return }
        self.init(specifier, widthIndex: nil, precisionIndex: nil)
    }

    private static func amount(_ amount: FormatSpecifier.Amount?, argument: Int?) -> Amount {
        switch amount {
        case .fixed(let value)?: .fixed(value)
        case .argument?: argument.map(Amount.argument) ?? .none
        case nil: .none
        }
    }

    var isSignedInteger: Bool {
        conversion == UInt8(ascii: "d") || conversion == UInt8(ascii: "i") || conversion == UInt8(ascii: "D")
    }

    /// Whether the conversion prints text (`%@`, `%s`, `%S`), which any value can be shown as.
    var readsText: Bool { category == .object || category == .cString || category == .unicharString }
}

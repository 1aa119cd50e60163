/// One printf-style conversion as Phrasebook renders it (`%1$-8.2lf`, `%@`, `%#@files@`).
struct FormatSpecifier: Sendable, Hashable {
    /// How a width or precision is given.
    enum Amount: Sendable, Hashable {
        case none
        case fixed(Int)
        /// `*` or `*2$`: read from an integer argument (0-based index once compiled).
        case fromArgument(Int?)
    }

    struct Flags: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        static let leftAlign = Flags(rawValue: 1)      // -
        static let plusSign = Flags(rawValue: 2)       // +
        static let space = Flags(rawValue: 4)          // ' '
        static let alternate = Flags(rawValue: 8)      // #
        static let zeroPad = Flags(rawValue: 16)       // 0
        static let grouping = Flags(rawValue: 32)      // '
    }

    /// The explicit 1-based argument position (`%2$@`), if any.
    var position: Int?
    var flags: Flags = []
    var width: Amount = .none
    var precision: Amount = .none
    /// The length modifier as written (`""`, `"l"`, `"ll"`, `"h"`, `"hh"`, `"q"`, `"z"`, `"t"`, `"j"`, `"L"`).
    var length: String = ""
    /// The conversion character (`d`, `u`, `f`, `@`, `s`, …).
    var conversion: UInt8

    /// What kind of value the conversion reads.
    var argumentClass: FormatArgumentClass {
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"),
             UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
            return .integer
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            return .floatingPoint
        case UInt8(ascii: "c"), UInt8(ascii: "C"):
            return .character
        case UInt8(ascii: "p"):
            return .pointer
        default:
            return .object // @, s, S
        }
    }
}

/// The kinds of argument a conversion can read. A translation must read each argument as the same
/// kind as the source does, otherwise it would misread it.
enum FormatArgumentClass: Sendable, Hashable, CustomStringConvertible {
    case integer, floatingPoint, character, pointer, object

    var description: String {
        switch self {
        case .integer: "integer"
        case .floatingPoint: "floating-point"
        case .character: "character"
        case .pointer: "pointer"
        case .object: "object"
        }
    }
}

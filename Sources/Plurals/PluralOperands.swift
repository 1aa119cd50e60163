/// The operands CLDR plural rules test, computed from a number as it is displayed.
///
/// Plural forms depend on the visible digits, not only on the value: in English "1 file" but "1.0 files",
/// so `PluralOperands("1.0")` has `v == 1` while `PluralOperands(1)` has `v == 0`. See UTS #35, Part 3,
/// "Plural Operand Meanings".
///
/// Integer parts beyond 18 digits keep their last 18 digits plus 10¹⁸, so `i % 1000000` and comparisons
/// with the small constants rules use stay exact; the same holds for fraction digits beyond 18.
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// `n`: the absolute value (for display; rules are evaluated on the exact integer operands).
    public var n: Double
    /// `i`: the integer digits.
    public var i: UInt64
    /// `v`: the number of visible fraction digits, with trailing zeros.
    public var v: Int
    /// `w`: the number of visible fraction digits, without trailing zeros.
    public var w: Int
    /// `f`: the visible fraction digits as an integer, with trailing zeros (`1.50` → 50).
    public var f: UInt64
    /// `t`: the visible fraction digits as an integer, without trailing zeros (`1.50` → 5).
    public var t: UInt64
    /// `e`: the exponent of compact decimal notation (`1.2c3`, "1.2K" → 3); 0 otherwise.
    public var e: Int
    /// `c`: a synonym of `e`.
    public var c: Int { e }

    /// The operands of an integer: `v`, `w`, `f`, `t` and `e` are 0.
    @inlinable
    public init(_ value: Int) {
        let magnitude = UInt64(value.magnitude)
        i = magnitude >= Self.integerCap ? Self.capped(magnitude) : magnitude
        n = Double(value.magnitude)
        v = 0; w = 0; f = 0; t = 0; e = 0
    }

    /// The operands of any binary integer.
    public init(_ value: some BinaryInteger) {
        if let small = Int(exactly: value) {
            self.init(small)
        } else {
            self = Self.parse(digits: Array(value.magnitude.description.utf8), fractionStart: nil) ?? Self(0)
        }
    }

    /// The operands of a floating-point value as Swift prints it (shortest round-trip digits).
    ///
    /// A whole number has no visible fraction (`1.0` counts as `1`, as `%g` would show it). When the number is
    /// displayed with a fixed number of fraction digits (`%.2f`), use `init(_:fractionDigits:)` instead.
    /// Infinity and NaN count as a very large integer.
    public init(_ value: Double) {
        guard value.isFinite else {
            self.init(Int.max)
            return
        }
        let magnitude = value.magnitude
        if magnitude == magnitude.rounded(), magnitude < 9.0e18 {
            self.init(Int(magnitude))
            return
        }
        self = Self.parseScientific(magnitude.description) ?? Self(0)
        n = magnitude
    }

    /// The operands of a floating-point value displayed with exactly `fractionDigits` digits after the point,
    /// rounded as `%.*f` rounds (to nearest, exact halves to even): `(1.0, fractionDigits: 2)` is "1.00" (`v == 2`, `f == 0`).
    public init(_ value: Double, fractionDigits: Int) {
        let digits = max(0, min(fractionDigits, 18))
        guard value.isFinite else {
            self.init(Int.max)
            return
        }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded(.toNearestOrEven) // printf rounds exact halves to even
        if scaled < 1.8e19 {
            let whole = UInt64(scaled)
            var divisor: UInt64 = 1
            for _ in 0..<digits { divisor *= 10 }
            self.init(integer: whole / divisor, fraction: whole % divisor, fractionDigits: digits, exponent: 0)
        } else {
            self.init(value)
            var padded = self
            padded.v = digits
            padded.f = 0
            self = padded
        }
        n = value.magnitude
    }

    /// The operands of a number written as a decimal string: `"1.50"`, `"-3"`, `"1.2c3"` (compact exponent,
    /// also written `1.2e3`, as in CLDR's sample numbers). `nil` when the text is not such a number.
    public init?(_ text: some StringProtocol) {
        var bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
        var exponent = 0
        if let marker = bytes.firstIndex(where: { $0 == UInt8(ascii: "c") || $0 == UInt8(ascii: "e") }) {
            let exponentBytes = bytes[(marker + 1)...]
            guard !exponentBytes.isEmpty, exponentBytes.count <= 4,
                  exponentBytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return nil }
            exponent = exponentBytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            bytes.removeSubrange(marker...)
        }
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        if let point { bytes.remove(at: point) }
        guard !bytes.isEmpty, point != 0, point != bytes.count,
              bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              var operands = Self.parse(digits: bytes, fractionStart: point, shift: exponent)
        else { return nil }
        operands.e = exponent
        self = operands
    }

    /// Builds operands from exact parts; `fraction` holds `fractionDigits` digits (leading zeros implied).
    @usableFromInline
    init(integer: UInt64, fraction: UInt64, fractionDigits: Int, exponent: Int) {
        i = integer
        v = fractionDigits
        f = fraction
        var trimmed = fraction
        var trimmedDigits = fractionDigits
        while trimmed != 0, trimmed % 10 == 0 {
            trimmed /= 10
            trimmedDigits -= 1
        }
        t = trimmed
        w = trimmed == 0 ? 0 : trimmedDigits
        e = exponent
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        n = Double(integer) + Double(fraction) / scale
    }

    public var description: String {
        "n=\(n) i=\(i) v=\(v) w=\(w) f=\(f) t=\(t) e=\(e)"
    }

    // MARK: - Digits

    /// Larger integer parts keep their low 18 digits plus this, so rules still see the right remainders.
    @usableFromInline static let integerCap: UInt64 = 1_000_000_000_000_000_000

    @usableFromInline
    static func capped(_ value: UInt64) -> UInt64 { value % integerCap + integerCap }

    /// Operands from ASCII digits with the decimal point before `fractionStart` (nil: no point), the point
    /// moved `shift` places to the right (negative: to the left).
    static func parse(digits: [UInt8], fractionStart: Int?, shift: Int = 0) -> PluralOperands? {
        var digits = digits
        var point = (fractionStart ?? digits.count) + shift
        if point > digits.count {
            digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: point - digits.count))
        } else if point < 0 {
            digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: -point), at: 0)
            point = 0
        }
        let integer = accumulate(digits[..<point])
        let fraction = accumulate(digits[point...])
        return PluralOperands(integer: integer, fraction: fraction, fractionDigits: digits.count - point, exponent: 0)
    }

    /// The value of decimal digits, capped past 18 digits as `integerCap` describes.
    private static func accumulate(_ digits: ArraySlice<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        var overflowed = false
        let low = digits.suffix(18)
        for digit in digits.dropLast(18) where digit != UInt8(ascii: "0") { overflowed = true }
        for digit in low { value = value * 10 + UInt64(digit - UInt8(ascii: "0")) }
        return overflowed ? value + integerCap : value
    }

    /// Parses Swift's shortest description of a positive finite Double (`1.5`, `1e-05`, `1.2e+20`).
    private static func parseScientific(_ text: String) -> PluralOperands? {
        var mantissa = Substring(text)
        var shift = 0
        if let marker = text.firstIndex(of: "e") {
            mantissa = text[..<marker]
            guard let exponent = Int(text[text.index(after: marker)...]) else { return nil }
            shift = exponent
        }
        var bytes = Array(mantissa.utf8)
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        if let point { bytes.remove(at: point) }
        var operands = parse(digits: bytes, fractionStart: point, shift: shift)
        // "1.0e+20" style: a trailing ".0" is not a visible fraction digit of the value.
        if let value = operands, value.f == 0 { operands = PluralOperands(integer: value.i, fraction: 0, fractionDigits: 0, exponent: 0) }
        return operands
    }
}

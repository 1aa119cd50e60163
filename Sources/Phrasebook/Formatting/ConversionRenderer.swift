import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalog

/// Renders one printf conversion of a typed argument into UTF-8 bytes. Integers, text and characters
/// are formatted here; floating point goes through the C library's `vsnprintf` in the C locale (exact
/// rounding), with the language's decimal separator swapped in; values with a format style are formatted
/// in the language's locale.
struct ConversionRenderer {
    /// The locale of the language being rendered.
    var locale: Locale
    /// Its decimal separator (`","` for German).
    var decimalSeparator: [UInt8]

    init(locale: Locale) {
        self.locale = locale
        decimalSeparator = Array((locale.decimalSeparator ?? ".").utf8)
    }

    /// Appends `value` rendered by `conversion` to `output`. Returns `false` when the value is not the
    /// kind the conversion reads (it is still rendered, converted sensibly, never misread).
    @discardableResult
    func render(_ value: FormatValue, _ conversion: Conversion, width: Int?, precision: Int?,
                into output: inout TextOutput) -> Bool {
        var flags = conversion.flags
        // `*` amounts come from arguments: bound them, so `%*d` with Int.min or Int.max can't trap or
        // allocate without end.
        var width = width.map { min(max($0, -FormatString.maximumAmount), FormatString.maximumAmount) }
        if let requested = width, requested < 0 { flags.insert(.leftAlign); width = -requested }
        let precision = precision.flatMap { $0 < 0 ? nil : min($0, FormatString.maximumAmount) }
        let category = conversion.category
        if category == .integer, width == nil, precision == nil, flags.isEmpty, appendPlainDecimal(value, conversion, into: &output) {
            return true
        }
        if category == .object, width == nil {
            // `%@` without a width (dates, styled values, text): the text's bytes straight into the output.
            output.append(contentsOf: value.text(in: locale).utf8)
            return true
        }
        let fits = value.category == category || conversion.readsText
            || (value.category == .integer && [.character, .unichar, .pointer].contains(category))

        var body: [UInt8]
        var numeric = false
        switch category {
        case .integer, .pointer:
            numeric = true
            switch value.value {
            case .signed(let number): body = integer(number, conversion, flags: flags, precision: precision)
            case .unsigned(let number): body = unsigned(number, conversion, flags: flags, precision: precision, negative: false)
            case .floatingPoint(let number):
                body = integer(Int64(exactly: number.rounded(.towardZero)) ?? 0, conversion, flags: flags, precision: precision)
            case .text, .localized: body = Array(value.text(in: locale).utf8)
            }
        case .double:
            numeric = true
            switch value.value {
            case .signed(let number): body = floatingPoint(Double(number), conversion, flags: flags, precision: precision)
            case .unsigned(let number): body = floatingPoint(Double(number), conversion, flags: flags, precision: precision)
            case .floatingPoint(let number): body = floatingPoint(number, conversion, flags: flags, precision: precision)
            case .text, .localized: body = Array(value.text(in: locale).utf8)
            }
        case .character, .unichar:
            let scalar: Unicode.Scalar?
            switch value.value {
            case .signed(let number): scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: number))
            case .unsigned(let number): scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: number))
            default: scalar = value.text(in: locale).unicodeScalars.first
            }
            body = scalar.map { Array(String($0).utf8) } ?? []
        case .object, .cString, .unicharString, .substitution:
            var text = value.text(in: locale)
            if let precision, category != .object { text = String(text.prefix(precision)) }
            body = Array(text.utf8)
        }
        pad(body, flags: flags, width: width, numeric: numeric, into: &output)
        return fits
    }

    /// `%lld`, `%d`, `%u` and the like of an integer without flags, width or precision, written straight into
    /// `output` (the common case: counts in plural strings); `false` for anything else.
    private func appendPlainDecimal(_ value: FormatValue, _ spec: Conversion, into output: inout TextOutput) -> Bool {
        switch spec.conversion {
        case UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "p"): return false
        default: break
        }
        var magnitude: UInt64
        switch value.value {
        case .signed(let number):
            if spec.isSignedInteger {
                if number < 0 { output.append(UInt8(ascii: "-")) }
                magnitude = number.magnitude
            } else {
                magnitude = UInt64(bitPattern: number)
            }
        case .unsigned(let number):
            magnitude = number
        default:
            return false
        }
        // Twenty digits hold any UInt64; written from the end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(truncatingIfNeeded: magnitude % 10) + UInt8(ascii: "0")
                magnitude /= 10
            } while magnitude > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
        return true
    }

    private func integer(_ value: Int64, _ spec: Conversion, flags: Conversion.Flags, precision: Int?) -> [UInt8] {
        if spec.isSignedInteger {
            return unsigned(value.magnitude, spec, flags: flags, precision: precision, negative: value < 0)
        }
        return unsigned(UInt64(bitPattern: value), spec, flags: flags, precision: precision, negative: false)
    }

    private func unsigned(_ value: UInt64, _ spec: Conversion, flags: Conversion.Flags, precision: Int?,
                          negative: Bool) -> [UInt8] {
        let radix: UInt64
        var prefix: [UInt8] = []
        switch spec.conversion {
        case UInt8(ascii: "o"), UInt8(ascii: "O"): radix = 8
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "p"): radix = 16
        default: radix = 10
        }
        let uppercase = spec.conversion == UInt8(ascii: "X")
        var digits: [UInt8] = []
        var remaining = value
        repeat {
            let digit = UInt8(remaining % radix)
            digits.append(digit < 10 ? digit + 48 : digit - 10 + (uppercase ? 65 : 97))
            remaining /= radix
        } while remaining > 0
        if precision == 0 && value == 0 { digits = [] }
        if let precision, digits.count < precision {
            digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: precision - digits.count))
        }
        digits.reverse()
        let isSigned = spec.isSignedInteger
        if negative {
            prefix = [UInt8(ascii: "-")]
        } else if isSigned && flags.contains(.plusSign) {
            prefix = [UInt8(ascii: "+")]
        } else if isSigned && flags.contains(.space) {
            prefix = [UInt8(ascii: " ")]
        }
        if spec.conversion == UInt8(ascii: "p") {
            prefix = Array("0x".utf8)
        } else if flags.contains(.alternate) && value != 0 {
            if radix == 16 { prefix = Array((uppercase ? "0X" : "0x").utf8) }
            if radix == 8 && digits.first != UInt8(ascii: "0") { prefix = [UInt8(ascii: "0")] }
        }
        // Zero padding goes between the sign or radix prefix and the digits; precision turns it off.
        return prefix + (precision == nil && flags.contains(.zeroPad) ? [0xFF] : []) + digits
    }

    private func floatingPoint(_ value: Double, _ spec: Conversion, flags: Conversion.Flags, precision: Int?) -> [UInt8] {
        var cFormat: [UInt8] = [UInt8(ascii: "%")]
        if flags.contains(.plusSign) { cFormat.append(UInt8(ascii: "+")) }
        if flags.contains(.space) { cFormat.append(UInt8(ascii: " ")) }
        if flags.contains(.alternate) { cFormat.append(UInt8(ascii: "#")) }
        if let precision { cFormat.append(contentsOf: ".\(min(precision, 60))".utf8) }
        cFormat.append(spec.conversion)
        cFormat.append(0)
        var buffer = [CChar](repeating: 0, count: 400)
        let count = cFormat.withUnsafeBufferPointer { format in
            format.withMemoryRebound(to: CChar.self) { format in
                withVaList([value]) { vsnprintf(&buffer, buffer.count, format.baseAddress!, $0) }
            }
        }
        var bytes = buffer.prefix(max(0, min(Int(count), buffer.count - 1))).map { UInt8(bitPattern: $0) }
        if decimalSeparator != [UInt8(ascii: ".")], let dot = bytes.firstIndex(of: UInt8(ascii: ".")) {
            bytes.replaceSubrange(dot...dot, with: decimalSeparator)
        }
        guard flags.contains(.zeroPad), value.isFinite else { return bytes }
        // Mark where zero padding goes: after the sign.
        let signLength = bytes.first.map { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: " ") } == true ? 1 : 0
        bytes.insert(0xFF, at: signLength)
        return bytes
    }

    /// Pads to `width` (counted in characters). A 0xFF byte (never valid UTF-8) marks where zero
    /// padding goes in a number.
    private func pad(_ body: [UInt8], flags: Conversion.Flags, width: Int?, numeric: Bool, into output: inout TextOutput) {
        let marker = body.firstIndex(of: 0xFF)
        var content = body
        if let marker { content.remove(at: marker) }
        guard let width else { output.append(contentsOf: content); return }
        let length = numeric ? content.count : String(decoding: content, as: UTF8.self).count
        let missing = width - length
        guard missing > 0 else { output.append(contentsOf: content); return }
        if flags.contains(.leftAlign) {
            output.append(contentsOf: content)
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: missing))
        } else if let marker, numeric {
            output.append(contentsOf: content[..<marker])
            output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: missing))
            output.append(contentsOf: content[marker...])
        } else {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: missing))
            output.append(contentsOf: content)
        }
    }
}

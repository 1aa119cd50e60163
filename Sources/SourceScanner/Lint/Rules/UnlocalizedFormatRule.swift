import Diagnostics
import SwiftSyntax

/// `String(format:)` with a literal natural-language format that is never localized.
public struct UnlocalizedFormatRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .unlocalizedFormat,
        summary: "A literal natural-language format string is never localized",
        rationale: """
            `String(format: "Duration: %.1fs", d)` and `String.localizedStringWithFormat("%d items", n)` format \
            numbers but never translate the words: the format is not a catalog key. Use \
            String(localized: "Duration: \\(d, format: .number.precision(.fractionLength(1)))s") or look the \
            format up with String(localized:) before formatting.
            """,
        fixUrgency: .unlocalizedCode,
        triggeringExamples: [
            SourceExample("""
                let label = String(format: ↓"Duration: %.1fs", duration)
                """),
            SourceExample("""
                Text(String(format: ↓"Reference Pitch: %d Hz", referencePitch))
                """),
            SourceExample("""
                let text = String.localizedStringWithFormat(↓"%d stories generated", count)
                """),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                func log(_ event: String, duration: Double) {
                    var logLine = event
                    logLine += String(format: " (%.3fms)", duration * 1000)
                    writer.write(logLine)
                }
                """),
            SourceExample("""
                let label = String(format: "%.1f", duration)
                let time = String(format: "%02d:%02d", minutes, seconds)
                """),
            SourceExample("""
                let label = String(format: String(localized: "Duration: %.1fs"), duration)
                let other = String(format: NSLocalizedString("Reference Pitch: %d Hz", comment: ""), pitch)
                """),
            SourceExample("""
                logger.debug("\\(String(format: "Took %.2f seconds", elapsed))")
                let predicate = NSPredicate(format: "name == %@", name)
                """),
            // The app's own lookup function: its argument is a key, looked up before the values go in.
            SourceExample("""
                func localizedString(_ key: String, _ values: String...) -> String {
                    var text = NSLocalizedString(key, comment: "")
                    for (index, value) in values.enumerated() { text = text.replacingOccurrences(of: "%\\(index)", with: value) }
                    return text
                }
                let usage = localizedString("Used: %0 of %1", used, total)
                """),
            // Formats whose output is machine text or goes to a log: a file name, key=value, a logged message.
            SourceExample("""
                func describe(_ device: Device, rating: Double) {
                    let detail = String(format: "cid=0x%04X", device.id)
                    os_log("%{public}@", detail)
                    let message = String(format: "Connected to device %d", device.number)
                    logger.info(message)
                    let starsImage = UIImage(named: String(format: "%.1fstars.png", rating))
                }
                """),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        Visitor(context: context)
    }

    /// The literal format argument of `String(format:)`, `NSString(format:)` or `localizedStringWithFormat`.
    static func literalFormat(of call: FunctionCallExprSyntax) -> StringLiteralExprSyntax? {
        let argument: LabeledExprSyntax?
        switch call.calleeName {
        case "String", "NSString", "init": argument = call.argument(labelled: "format")
        case "localizedStringWithFormat": argument = call.firstUnlabeledArgument
        default: argument = nil
        }
        return argument?.expression.unwrapped.as(StringLiteralExprSyntax.self)
    }

    private final class Visitor: SourceRuleVisitor {
        /// A variable named for machine text (`logLine`), or whose value also goes to a log, a file, a
        /// request or a comparison.
        private func isMachineTarget(_ name: String?) -> Bool {
            guard let name else { return false }
            return MachineNames.isMachineNamed(name) || index.nonUISinkNames.contains(name)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let format = UnlocalizedFormatRule.literalFormat(of: node), !format.hasInterpolation,
                  FormatSpecifiers.hasWords(format.unescapedStaticText),
                  !FormatSpecifiers.buildsMachineText(format.unescapedStaticText), !UserFacingContext.isExcluded(node),
                  !isMachineTarget(MachineNames.target(of: node))
            else { return .visitChildren }
            findings.append(LintFinding(at: format, message: """
                this format's words are never localized; make the text one String(localized:) key with \
                interpolation, or look the format up with String(localized:) first
                """))
            return .visitChildren
        }
    }
}

extension RuleID {
    public static let unlocalizedFormat = RuleID("unlocalized-format")
}

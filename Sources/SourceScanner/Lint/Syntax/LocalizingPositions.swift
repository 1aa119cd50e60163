import SwiftSyntax

/// The SwiftUI positions that localize a literal (typed `LocalizedStringKey`) but show a `String` value
/// verbatim through their `StringProtocol` overload, answered from extraction's `LocalizableAPICatalog`.
///
/// Lint needs only these dual-overload positions: a `String` cannot reach a position typed only
/// `LocalizedStringKey`. The table is extraction's `LocalizableAPICatalog`.
enum LocalizingPositions {
    /// The SDK's localizable positions, shared with extraction.
    private static let resolver = LocalizablePositionResolver(catalog: .standard)

    /// The arguments of `call` shown to people through a localizing position.
    static func displayedArguments(of call: FunctionCallExprSyntax) -> [LabeledExprSyntax] {
        guard let name = spelledName(of: call), displayingNames.mayName(name) else { return [] }
        // `LocalizedStringKey(x)` looks `x` up at run time: dynamic-localization-key's concern.
        guard name != "LocalizedStringKey" else { return [] }
        return resolver.keyArguments(of: call, kind: .localizedStringKey)
    }

    /// Whether `call` looks its key up in a catalog: `String(localized:)`, `LocalizedStringResource(…)`,
    /// `NSLocalizedString(…)` and the rest of the catalog's Foundation APIs, or `Bundle.localizedString(forKey:)`.
    static func isLocalizationCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = spelledName(of: call) else { return false }
        if name == "localizedString", call.arguments.first?.label?.text == "forKey" {
            return true
        }
        guard localizationNames.mayName(name) else { return false }
        return !resolver.keyArguments(of: call, kinds: [.localizationValue, .plainString]).isEmpty
    }

    /// Whether `literal` is itself the argument at a localizing position (it becomes a catalog key).
    static func isLocalizedDirectly(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let argument = literal.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        if call.isLocalizationCall, argument.id == call.arguments.first?.id { return true }
        return resolver.position(of: literal) != nil
    }

    /// The names calls to the catalog's displaying APIs are spelled with.
    private static let displayingNames = CalleeNames(kinds: [.localizedStringKey])
    /// The names calls to the catalog's Foundation localization APIs are spelled with.
    private static let localizationNames = CalleeNames(kinds: [.localizationValue, .plainString])

    /// The name a call is spelled with (`Text`, `navigationTitle`, `init`, `Self`), as
    /// ``LocalizablePositionResolver/callees(of:)`` reads it; `nil` when it can't be a catalog API.
    private static func spelledName(of call: FunctionCallExprSyntax) -> String? {
        var expression = call.calledExpression
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { expression = generic.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The names the catalog's APIs of some kinds can be called by: most calls (`.font(…)`, `model.load()`)
    /// are none of them, and are answered without working out their callees.
    private struct CalleeNames: Sendable {
        /// Every API's name, and the last component of qualified ones (`LocalizationValue` of
        /// `String.LocalizationValue`, which `String.LocalizationValue(…)` spells).
        private var names: Set<String> = []

        init(kinds: Set<LocalizableValueKind>) {
            for (name, apis) in LocalizableAPICatalog.standard.apisByName where apis.contains(where: { kinds.contains($0.kind) }) {
                names.insert(name)
                if let dot = name.lastIndex(of: ".") { names.insert(String(name[name.index(after: dot)...])) }
            }
        }

        /// Whether a call spelled `name` may be one of the APIs: `init` and `Self` may be any type's initializer.
        func mayName(_ name: String) -> Bool {
            name == "init" || name == "Self" || names.contains(name)
        }
    }
}

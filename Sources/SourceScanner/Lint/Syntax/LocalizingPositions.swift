import SwiftSyntax

/// The SwiftUI positions that localize a literal (typed `LocalizedStringKey`) but show a `String` value
/// verbatim through their `StringProtocol` overload.
///
/// Lint needs only these dual-overload positions: a `String` cannot reach a position typed only
/// `LocalizedStringKey`. TODO(extraction #4): answer from the extraction table once it lands.
enum LocalizingPositions {
    /// Views whose first unlabelled argument is a title.
    private static let titledViews: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Picker", "Section", "Link", "Menu", "NavigationLink", "TextField",
        "SecureField", "Stepper", "DatePicker", "MultiDatePicker", "ColorPicker", "LabeledContent",
        "ContentUnavailableView", "Tab", "GroupBox", "DisclosureGroup", "ProgressView", "ShareLink",
        "ControlGroup", "TableColumn", "CommandMenu", "WindowGroup", "Window", "Slider", "Gauge",
    ]

    /// Modifiers whose first unlabelled argument is shown to people.
    private static let titledModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "help", "badge", "alert", "confirmationDialog",
    ]

    /// Labelled arguments shown to people, by callee.
    private static let labelledPositions: [String: Set<String>] = [
        "searchable": ["prompt"],
        "accessibilityAction": ["named"],
        "Button": ["title"],
        "Picker": ["title"],
    ]

    /// The arguments of `call` shown to people through a localizing position.
    static func displayedArguments(of call: FunctionCallExprSyntax) -> [LabeledExprSyntax] {
        guard let name = call.calleeName else { return [] }
        var result: [LabeledExprSyntax] = []
        let isView = call.calledExpression.is(DeclReferenceExprSyntax.self) && titledViews.contains(name)
        let isModifier = call.calledExpression.is(MemberAccessExprSyntax.self) && titledModifiers.contains(name)
        if isView || isModifier, let first = call.firstUnlabeledArgument { result.append(first) }
        if let labels = labelledPositions[name] {
            result += call.arguments.filter { $0.label.map { labels.contains($0.text) } ?? false }
        }
        return result
    }

    /// Whether `literal` is itself the argument at a localizing position (it becomes a catalog key).
    static func isLocalizedDirectly(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let argument = literal.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        if call.isLocalizationCall, argument.id == call.arguments.first?.id { return true }
        return displayedArguments(of: call).contains { $0.id == argument.id }
    }
}

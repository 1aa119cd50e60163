import SwiftSyntax

/// UIKit's and AppKit's text-taking APIs: initializer and method parameters and properties typed
/// `String` that people read on screen or hear from VoiceOver. Unlike SwiftUI's `Text("…")`, they
/// show a `String` as it is, so a literal there is never localized, and a value passed or assigned
/// there is displayed (a function returning a literal, a helper's `title: String` parameter).
///
/// Calls are matched by the name they are spelled with and the argument label, as ``CallSlot``s
/// (`_0` for an unlabeled first argument); properties by their name, and the generic ones (`title`,
/// `text`) only on a receiver that is a view, control, alert, menu item or window (see ``TextReceiver``).
enum PlatformTextAPIs {
    /// One parameter that shows its `String`, and how messages name it.
    struct Parameter: Sendable {
        var slot: CallSlot
        var framework: String
        /// Whether it takes an array of titles (`UISegmentedControl(items:)`).
        var isArray = false

        /// `UIAlertController(title:)`, `setTitle(_:for:)`.
        var displayName: String {
            let label = slot.label.hasPrefix("_") ? "_" : slot.label
            return "\(slot.callee)(\(label):)"
        }
    }

    // MARK: - UIKit

    /// UIKit initializers by type, with their text parameters.
    private static let uiKitInitializers: [String: [String]] = [
        "UIAlertController": ["title", "message"],
        "UIAlertAction": ["title"],
        "UIAction": ["title", "subtitle", "discoverabilityTitle"],
        "UIMenu": ["title", "subtitle"],
        "UICommand": ["title", "discoverabilityTitle"],
        "UIKeyCommand": ["title", "discoverabilityTitle"],
        "UIBarButtonItem": ["title"],
        "UITabBarItem": ["title"],
        "UIContextualAction": ["title"],
        "UITableViewRowAction": ["title"],
        "UIPreviewAction": ["title"],
        "UIAlertView": ["title", "message", "cancelButtonTitle"],
        "UIActionSheet": ["title", "cancelButtonTitle", "destructiveButtonTitle"],
        "UIApplicationShortcutItem": ["localizedTitle", "localizedSubtitle"],
        "UIAccessibilityCustomAction": ["name"],
        "UNNotificationAction": ["title"],
        "UNTextInputNotificationAction": ["title", "textInputButtonTitle", "textInputPlaceholder"],
    ]

    /// UIKit methods with their text parameters.
    private static let uiKitMethods: [String: [String]] = [
        "setTitle": ["_0"],
        "insertSegment": ["withTitle"],
    ]

    // MARK: - AppKit

    private static let appKitInitializers: [String: [String]] = [
        "NSMenuItem": ["title"],
        "NSMenu": ["title"],
        "NSButton": ["title", "checkboxWithTitle", "radioButtonWithTitle"],
        "NSTextField": ["labelWithString", "wrappingLabelWithString"],
        "NSImage": ["accessibilityDescription"],
        "NSSharingService": ["title"],
        "NSUserNotificationAction": ["title"],
        "NSAccessibilityCustomAction": ["name"],
    ]

    private static let appKitMethods: [String: [String]] = [
        "addButton": ["withTitle"],
        "addItem": ["withTitle"],
        "insertItem": ["withTitle"],
        "setLabel": ["_0"],
        "setToolTip": ["_0"],
        "setAccessibilityLabel": ["_0"],
        "setAccessibilityTitle": ["_0"],
        "setAccessibilityHelp": ["_0"],
        "sectionHeader": ["title"],
    ]

    /// Parameters taking an array of titles.
    private static let arrayParameters: [Parameter] = [
        Parameter(slot: CallSlot(callee: "UISegmentedControl", label: "items"), framework: "UIKit", isArray: true),
        Parameter(slot: CallSlot(callee: "addItems", label: "withTitles"), framework: "AppKit", isArray: true),
        Parameter(slot: CallSlot(callee: "NSSegmentedControl", label: "labels"), framework: "AppKit", isArray: true),
    ]

    /// Every text parameter, by slot.
    static let parameters: [CallSlot: Parameter] = {
        var table: [CallSlot: Parameter] = [:]
        func add(_ entries: [String: [String]], framework: String) {
            for (callee, labels) in entries {
                for label in labels {
                    let slot = CallSlot(callee: callee, label: label)
                    table[slot] = Parameter(slot: slot, framework: framework)
                }
            }
        }
        add(uiKitInitializers, framework: "UIKit")
        add(uiKitMethods, framework: "UIKit")
        add(appKitInitializers, framework: "AppKit")
        add(appKitMethods, framework: "AppKit")
        for parameter in arrayParameters { table[parameter.slot] = parameter }
        return table
    }()

    /// The names text parameters' calls are spelled with: most calls are none of them.
    static let calleeNames: Set<String> = Set(parameters.keys.map(\.callee))

    /// The text parameter `argument` (at `position`) of `call` is, if any. An implicit `.init(title:)`
    /// is the initializer of the type the call it is passed to takes (`menu.addItem(.init(title: …))`).
    static func parameter(of call: FunctionCallExprSyntax, argument: LabeledExprSyntax, at position: Int) -> Parameter? {
        guard var callee = call.calleeName else { return nil }
        if callee == "init", let type = implicitlyInitializedType(call) { callee = type }
        guard calleeNames.contains(callee) else { return nil }
        return parameters[CallSlot(callee: callee, label: argument.slotLabel(at: position))]
    }

    /// The types UIKit's and AppKit's methods take, for an implicit `.init(…)` passed to them.
    private static let parameterTypes: [CallSlot: String] = [
        CallSlot(callee: "addItem", label: "_0"): "NSMenuItem",
        CallSlot(callee: "insertItem", label: "_0"): "NSMenuItem",
        CallSlot(callee: "addAction", label: "_0"): "UIAlertAction",
        CallSlot(callee: "setLeftBarButton", label: "_0"): "UIBarButtonItem",
        CallSlot(callee: "setRightBarButton", label: "_0"): "UIBarButtonItem",
    ]

    /// `NSMenuItem` for `.init(title: …)` in `menu.addItem(.init(title: …))`.
    private static func implicitlyInitializedType(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              let argument = call.parent?.as(LabeledExprSyntax.self),
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let outerName = outer.calleeName,
              let position = outer.arguments.firstIndex(where: { $0.id == argument.id })
        else { return nil }
        let offset = outer.arguments.distance(from: outer.arguments.startIndex, to: position)
        return parameterTypes[CallSlot(callee: outerName, label: argument.slotLabel(at: offset))]
    }

    // MARK: - Data sources

    /// Data source and delegate methods whose returned String is shown (a table's section header, an
    /// outline view's cell value, a picker's row), by name, with the argument label that tells them apart.
    private static let displayingMethods: [String: Set<String>] = [
        "tableView": ["titleForHeaderInSection", "titleForFooterInSection", "objectValueFor", "toolTipFor",
                      "titleForDeleteConfirmationButtonForRowAt"],
        "outlineView": ["objectValueFor", "toolTipFor"],
        "pickerView": ["titleForRow"],
        "comboBox": ["objectValueForItemAt"],
    ]

    /// Whether `function` is a data source method whose result UIKit or AppKit shows.
    static func isDisplayingMethod(_ function: FunctionDeclSyntax) -> Bool {
        guard let labels = displayingMethods[function.name.text] else { return false }
        return function.signature.parameterClause.parameters.contains { labels.contains($0.firstName.text) }
    }

    // MARK: - Properties

    /// Properties whose name alone says people read them, whatever the receiver.
    static let textProperties: Set<String> = [
        "messageText", "informativeText", "placeholderString", "placeholder", "toolTip", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "alternateTitle", "paletteLabel", "nameFieldLabel", "stringValue",
        "largeContentTitle", "backButtonTitle", "hiddenPreviewsBodyPlaceholder", "secondaryText",
    ]

    /// Properties that are text on a view, control, alert, menu item, window, panel or notification
    /// (`label.text`, `item.title`, `panel.prompt`, `content.body`), and data anywhere else.
    static let receiverTextProperties: Set<String> = ["title", "text", "subtitle", "message", "label", "body", "prompt"]

    /// The framework a property or call belongs to, for messages: AppKit names start `NS`, or are
    /// AppKit's (`stringValue`, `messageText`); the rest are UIKit's or both.
    static func framework(ofProperty name: String) -> String {
        appKitProperties.contains(name) ? "AppKit" : "UIKit/AppKit"
    }

    private static let appKitProperties: Set<String> = [
        "messageText", "informativeText", "placeholderString", "toolTip", "alternateTitle", "paletteLabel",
        "nameFieldLabel", "stringValue",
    ]
}

/// Whether the receiver of a property is on screen: a view, control, alert, menu item, window, panel,
/// notification or configuration of one, judged from its declared type when the walk knows it, else
/// from its name (`nameLabel`, `cell.textLabel`, `saveButton`, `menuItem`, `openPanel`), and for
/// `self` from the class it is in (`title = "Settings"` in a `UIViewController`).
enum TextReceiver {
    /// Words of type and variable names that are things people see.
    static let screenWords: Set<String> = [
        "label", "button", "field", "alert", "item", "menu", "window", "panel", "controller", "cell", "bar",
        "header", "footer", "hud", "view", "content", "configuration", "config", "sheet", "popover", "segment",
        "tab", "toolbar", "notification", "control", "action", "picker", "banner", "toast", "badge", "dialog",
        "vc",
    ]

    /// Whether `assignee` (`label.text`, `self.title`, `title`) is a text property on a receiver on screen.
    /// `receiverType` gives a receiver's declared type when the caller knows it.
    static func isTextProperty(_ assignee: ExprSyntax, receiverType: (ExprSyntax) -> String? = { _ in nil }) -> Bool {
        let target = assignee.unwrapped
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if PlatformTextAPIs.textProperties.contains(name) { return isInScreenClass(reference) }
            return PlatformTextAPIs.receiverTextProperties.contains(name) && isInScreenClass(reference)
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.unwrapped else { return false }
        let name = member.declName.baseName.text
        if PlatformTextAPIs.textProperties.contains(name) { return true }
        guard PlatformTextAPIs.receiverTextProperties.contains(name) else { return false }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return isInScreenClass(member) }
        if let type = receiverType(base), isScreenName(type) { return true }
        return isScreenName(receiverName(base))
    }

    /// The last name of a receiver: `textLabel` in `cell.textLabel?`, `button` in `buttons[0]`… not looked into.
    static func receiverName(_ base: ExprSyntax) -> String {
        let base = base.unwrapped
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = base.as(FunctionCallExprSyntax.self) { return call.calleeName ?? "" }
        return ""
    }

    /// Whether a type or variable name has a word of something on screen (`nameLabel`, `NSOpenPanel`).
    static func isScreenName(_ name: String) -> Bool {
        !TypeNameMatch.words(name).isDisjoint(with: screenWords)
    }

    /// Whether `node` is in a class whose name or superclass is something on screen, or an extension of one.
    static func isInScreenClass(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let classDecl = parent.as(ClassDeclSyntax.self) {
                guard let superclass = classDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
                return isScreenName(superclass) || isScreenName(classDecl.name.text)
            }
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return isScreenName(TypeName.lastComponent(extensionDecl.extendedType.trimmedDescription))
            }
            if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}

extension TextReceiver {
    /// The type a local variable named `name` is declared with before `node` in the bodies around it:
    /// `let panel: NSOpenPanel`, `let panel = NSOpenPanel()`, `let alert = NSAlert.init()`.
    static func localType(of name: String, before node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let items = parent.as(CodeBlockItemListSyntax.self), let type = localType(of: name, before: node, in: items) {
                return type
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// The type a variable named `name` is declared with among `items`, before `node`.
    static func localType(of name: String, before node: some SyntaxProtocol, in items: CodeBlockItemListSyntax) -> String? {
        for item in items {
            guard item.position < node.position else { break }
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let type = binding.typeAnnotation.flatMap({ DeclaredValueTypes.nominalName($0.type) }) { return type }
                if let call = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self) { return constructedType(call) }
            }
        }
        return nil
    }

    /// `NSOpenPanel` for `NSOpenPanel()` and `NSOpenPanel.init()`: a capitalized callee builds that type.
    private static func constructedType(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }
}

import Diagnostics
import SwiftSyntax

/// A `String` built from literals reaches `Text`, a title, an accessibility modifier, or a UIKit or
/// AppKit text API, which show a `String` verbatim: the text never reaches the catalog.
public struct UnlocalizedUIStringRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .unlocalizedUIString,
        summary: "A String built from literals is shown by SwiftUI, UIKit or AppKit without being localized",
        rationale: """
            SwiftUI localizes a literal passed to Text, Button, navigationTitle or accessibilityLabel, but a \
            String value goes through the StringProtocol overload and is shown as is. Text returned by a \
            function or computed property, assigned to a variable, chosen by a ternary, or passed to a custom \
            view's `title: String` is therefore never extracted nor translated. UIKit and AppKit localize \
            nothing: a literal given to UIAlertController, NSMenuItem, `label.text`, `alert.messageText`, \
            `setTitle(_:for:)` or a helper that passes its `String` parameter there is shown as written. \
            Build it with String(localized:) or pass a LocalizedStringKey.
            """,
        fixUrgency: .unlocalizedCode,
        triggeringExamples: [
            SourceExample("""
                struct SummaryStatisticsView: View {
                    var body: some View { Text("Trend").accessibilityLabel(Self.accessibilityTrend(trend)) }
                    static func accessibilityTrend(_ trend: Trend) -> String {
                        switch trend {
                        case .improving: return ↓"Trend: improving"
                        case .stable: return ↓"Trend: stable"
                        }
                    }
                }
                """),
            SourceExample("""
                struct SummaryStatisticsView: View {
                    var body: some View { HStack { statItem(label: ↓"Mean", value: mean) } }
                    private func statItem(label: String, value: String) -> some View {
                        VStack { Text(value); Text(label) }
                    }
                }
                """, fixedCode: """
                struct SummaryStatisticsView: View {
                    var body: some View { HStack { statItem(label: String(localized: "Mean"), value: mean) } }
                    private func statItem(label: String, value: String) -> some View {
                        VStack { Text(value); Text(label) }
                    }
                }
                """),
            SourceExample("""
                struct SettingsRow: View {
                    let title: String
                    var body: some View { HStack { Text(title); Spacer() } }
                }
                struct SettingsView: View {
                    var body: some View { List { SettingsRow(title: ↓"Appearance") } }
                }
                """),
            SourceExample("""
                struct StatusView: View {
                    var isOn: Bool
                    var statusText: String { isOn ? ↓"Notifications enabled" : ↓"Notifications disabled" }
                    var body: some View { Text(statusText) }
                }
                """),
            SourceExample("""
                struct ProfileHeader: View {
                    var name: String?
                    var body: some View { Text(name ?? ↓"Unknown") }
                }
                """, fixedCode: """
                struct ProfileHeader: View {
                    var name: String?
                    var body: some View { Text(name ?? String(localized: "Unknown")) }
                }
                """),
            SourceExample("""
                struct SaveView: View {
                    @State private var message = ""
                    var body: some View { Text(message).onAppear { message = ↓"Saved successfully" } }
                }
                """),
            SourceExample("""
                enum NetworkError: LocalizedError {
                    case offline
                    var errorDescription: String? { ↓"The network is unavailable." }
                }
                """),
            SourceExample("""
                enum AppTheme: String, CaseIterable {
                    case system = ↓"System default"
                    case dark = ↓"Dark"
                }
                struct ThemePicker: View {
                    var theme: AppTheme
                    var body: some View { Text(theme.rawValue) }
                }
                """),
            SourceExample("""
                struct ProfilePreviewView: View {
                    var body: some View { Text("Profile").accessibilityLabel(accessibilityLabel(threshold: 3)) }
                    func accessibilityLabel(threshold: Int?) -> String {
                        guard let threshold else { return ↓"Your pitch profile. Tap to view details." }
                        return ↓"Your pitch profile. Tap to view details. Average threshold: \\(threshold) cents."
                    }
                }
                """),
            SourceExample("""
                enum Tab: CaseIterable {
                    case inbox, archive
                    var title: String {
                        switch self {
                        case .inbox: return ↓"Inbox"
                        case .archive: return ↓"Archive"
                        }
                    }
                }
                struct TabBar: View {
                    var body: some View { ForEach(Tab.allCases, id: \\.self) { Label($0.title, systemImage: "tray") } }
                }
                """),
            SourceExample("""
                enum UploadError: String, Error {
                    case tooLarge = ↓"The file is too large to upload"
                }
                struct UploadView: View {
                    @State private var message = ""
                    var uploadError: UploadError
                    var body: some View { Text(message).onAppear { message = uploadError.rawValue } }
                }
                """),
            // Found, but `--fix` leaves text documented as unchanged, and the message names the localized sibling.
            SourceExample("""
                /// The English text sent to the model; it must stay unchanged.
                struct Voice {
                    var description: String { ↓"A calm narrator" }
                    var localizedDescription: String { String(localized: "A calm narrator") }
                }
                struct VoiceRow: View {
                    var voice: Voice
                    var body: some View { Text(voice.description) }
                }
                """, fixedCode: """
                /// The English text sent to the model; it must stay unchanged.
                struct Voice {
                    var description: String { "A calm narrator" }
                    var localizedDescription: String { String(localized: "A calm narrator") }
                }
                struct VoiceRow: View {
                    var voice: Voice
                    var body: some View { Text(voice.description) }
                }
                """),
            SourceExample("""
                extension View {
                    func quietTitle(_ title: LocalizedStringResource) -> some View { quietTitle(String(localized: title)) }
                    func quietTitle(_ title: String) -> some View { self.navigationTitle(title) }
                }
                struct AvatarSettings: View {
                    var body: some View { Form {}.quietTitle(↓"Avatar settings") }
                }
                """),
            // UIKit shows String literals as they are: initializers, setters, properties.
            SourceExample("""
                final class SettingsViewController: UIViewController {
                    @IBOutlet weak var statusLabel: UILabel!
                    override func viewDidLoad() {
                        title = ↓"Settings"
                        statusLabel.text = ↓"Not connected"
                        saveButton.setTitle(↓"Save", for: .normal)
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: ↓"Done", style: .done, target: self, action: nil)
                    }
                    func confirmDeletion() {
                        let alert = UIAlertController(title: ↓"Delete file?", message: ↓"This can't be undone.", preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: ↓"Delete", style: .destructive))
                        alert.addAction(.init(title: ↓"Keep", style: .cancel))
                        let menu = UIMenu(children: [UIAction(title: ↓"Share") { _ in }])
                        cell.textLabel?.text = isOn ? ↓"Enabled" : ↓"Disabled"
                    }
                }
                """, fixedCode: """
                final class SettingsViewController: UIViewController {
                    @IBOutlet weak var statusLabel: UILabel!
                    override func viewDidLoad() {
                        title = String(localized: "Settings")
                        statusLabel.text = String(localized: "Not connected")
                        saveButton.setTitle(String(localized: "Save"), for: .normal)
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: String(localized: "Done"), style: .done, target: self, action: nil)
                    }
                    func confirmDeletion() {
                        let alert = UIAlertController(title: String(localized: "Delete file?"), message: String(localized: "This can't be undone."), preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: String(localized: "Delete"), style: .destructive))
                        alert.addAction(.init(title: String(localized: "Keep"), style: .cancel))
                        let menu = UIMenu(children: [UIAction(title: String(localized: "Share")) { _ in }])
                        cell.textLabel?.text = isOn ? String(localized: "Enabled") : String(localized: "Disabled")
                    }
                }
                """),
            // AppKit likewise: alerts, menus, panels, fields, accessibility descriptions.
            SourceExample("""
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    func confirmQuit() {
                        let alert = NSAlert()
                        alert.messageText = ↓"Quit while converting?"
                        alert.informativeText = ↓"The conversion will be cancelled."
                        alert.addButton(withTitle: ↓"Quit")
                        let menu = NSMenu()
                        menu.addItem(withTitle: ↓"Reload all plugins", action: #selector(reload), keyEquivalent: "")
                        menu.addItem(NSMenuItem(title: ↓"Preferences…", action: nil, keyEquivalent: ","))
                        let item = NSMenuItem()
                        item.title = ↓"More…"
                        let panel = NSOpenPanel()
                        panel.prompt = ↓"Launch"
                        let image = NSImage(systemSymbolName: "gear", accessibilityDescription: ↓"Settings")
                        field.stringValue = ↓"Not available"
                    }
                }
                """),
            // A helper's String parameters reach a UIKit alert: its callers' literals and its defaults are shown.
            SourceExample("""
                extension UIViewController {
                    func showAlert(title: String, message: String, cancelText: String = ↓"Cancel") {
                        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: cancelText, style: .cancel))
                        present(alert, animated: true)
                    }
                }
                final class LoginViewController: UIViewController {
                    func failed() { showAlert(title: ↓"Cannot sign in", message: ↓"Check your password.") }
                }
                """),
            // A function (not only a property) returning a literal, shown by Text.
            SourceExample("""
                extension Date {
                    func relativeFormatted() -> String { ↓"Today" }
                }
                struct DayRow: View {
                    var date: Date
                    var body: some View { Text(date.relativeFormatted()) }
                }
                """),
            // A local initialized by a closure, shown by an AppKit field.
            SourceExample("""
                final class InspectorViewController: NSViewController {
                    @IBOutlet var hdrField: NSTextField!
                    func update(_ track: Track) {
                        let hdrLabel: String = {
                            switch track.hdr {
                            case .none: return ↓"Unspecified"
                            case .hdr10: return "HDR10"
                            }
                        }()
                        hdrField.stringValue = hdrLabel
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                struct SummaryStatisticsView: View {
                    var body: some View { Text("Mean").accessibilityLabel("Summary statistics") }
                }
                """),
            // Raw values that are identifiers too (built from stored strings), and names every language keeps.
            SourceExample("""
                enum Provider: String, CaseIterable {
                    case anthropic = "Anthropic"
                    case mistral = "Mistral"
                }
                struct ProviderPicker: View {
                    @AppStorage("provider") private var stored = Provider.anthropic.rawValue
                    var body: some View { ForEach(Provider.allCases, id: \\.self) { Text($0.rawValue) } }
                    var provider: Provider { Provider(rawValue: stored) ?? .anthropic }
                }
                enum Service: String, CaseIterable {
                    case calendar = "Google Calendar"
                }
                struct ServicePicker: View {
                    var body: some View { ForEach(Service.allCases, id: \\.self) { Text($0.rawValue) } }
                }
                """, catalog: CatalogFacts(sourceLanguage: "en", strings: [
                    "Google Calendar": ["en": "Google Calendar", "de": "Google Calendar", "fr": "Google Calendar"],
                ])),
            // A stored identifier's default is not text, whatever else shares the property's name.
            SourceExample("""
                final class PlaybackSettings {
                    var mode: String { UserDefaults.standard.string(forKey: "playback.mode") ?? "Single" }
                }
                struct TripList: View {
                    var trips: [Trip]
                    var body: some View { ForEach(trips) { Text($0.mode) } }
                }
                """),
            // The app's logging function, even when a log window shows what it writes.
            SourceExample("""
                final class ConsoleWindowController: NSWindowController {
                    func appendLog(_ line: String) { logLabel.stringValue = line }
                }
                func logDecoder(_ message: String) { console.appendLog(message) }
                final class Decoder {
                    func start() { logDecoder("Decoder started") }
                }
                """),
            // Localized text, identifiers and names in UIKit code; `title` of a model is data.
            SourceExample("""
                final class SettingsViewController: UIViewController {
                    override func viewDidLoad() {
                        title = NSLocalizedString("settings.title", comment: "")
                        statusLabel.text = String(localized: "Not connected")
                        tableView.register(SettingsCell.self, forCellReuseIdentifier: "SettingsCell")
                        iconView.image = UIImage(named: "Settings Icon")
                        alert.addAction(UIAlertAction(title: "OK".localized, style: .default))
                        logger.info("Settings shown")
                        versionLabel.text = "v\\(version)"
                    }
                }
                struct Article { var title: String }
                func makeDraft(_ article: inout Article) { article.title = "Untitled draft" }
                """),
            SourceExample("""
                struct SettingsHeader: View {
                    let title: String
                    init(title: LocalizedStringResource) { self.title = String(localized: title) }
                    var body: some View { Text(title) }
                }
                extension View {
                    func quietTitle(_ title: LocalizedStringResource) -> some View { quietTitle(String(localized: title)) }
                    @_disfavoredOverload
                    func quietTitle(_ title: String) -> some View { self.navigationTitle(title) }
                }
                struct AvatarSettings: View {
                    var body: some View {
                        Form { SettingsHeader(title: "Avatars") }.quietTitle(isPaused ? "Paused" : "Avatar settings")
                    }
                }
                """),
            SourceExample("""
                struct StatusMenu: View {
                    var name: String
                    var uninstallCommand: String { "brew uninstall \\(name)" }
                    var body: some View {
                        #if DEBUG
                        let build = "Developer build \\(buildNumber)"
                        Text(build)
                        #endif
                        Text(uninstallCommand).textSelection(.enabled)
                    }
                }
                """),
            SourceExample("""
                struct SummaryStatisticsView: View {
                    var body: some View { Text(Self.formatMean(mean)) }
                    static func formatMean(_ value: Double?) -> String {
                        guard let value else { return "—" }
                        return String(localized: "\\(Int(value)) cents")
                    }
                }
                """),
            SourceExample("""
                struct SummaryStatisticsView: View {
                    var body: some View { statItem(label: "Mean") }
                    private func statItem(label: LocalizedStringKey) -> some View { Text(label) }
                }
                """),
            SourceExample("""
                struct InfoScreen: View {
                    let developerName = "Michael"
                    var body: some View { Text("Developer: \\(developerName)") }
                }
                """),
            SourceExample("""
                enum Tab { case home
                    var icon: String { "house.fill" }
                    var cacheKey: String { "tab-home" }
                }
                struct TabIcon: View {
                    var tab: Tab
                    var body: some View { Image(systemName: tab.icon) }
                }
                """),
            SourceExample("""
                struct SettingsRow: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                #Preview { SettingsRow(title: "Appearance") }
                """),
            SourceExample("""
                struct StatusView: View {
                    var statusText: String { "Notifications enabled" }
                    var body: some View { Button("Log") { print(statusText) } }
                }
                """),
            SourceExample("""
                struct SettingsRowTests {
                    func testTitle() { _ = SettingsRow(title: "Appearance") }
                }
                struct SettingsRow: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                """, fileName: "Tests/AppTests/SettingsRowTests.swift"),
            SourceExample("""
                struct NameView: View {
                    var name: String?
                    var body: some View { Text(name ?? "Unknown") } // phrasebook:disable-line
                }
                """),
            SourceExample("""
                enum AccountKind {
                    case cloudKit, feedly, local
                    var displayName: String {
                        switch self {
                        // These proper names don't have a translation.
                        case .cloudKit: return "iCloud"
                        case .feedly: return "Feedly"
                        case .local: return "CRLF"
                        }
                    }
                }
                enum AppLanguage { case english, spanish
                    var displayName: String { self == .english ? "English" : "Español" }
                }
                enum Column { static let displayName = "displayName"; static let title = "title" }
                struct AccountRow: View {
                    var kind: AccountKind
                    var language: AppLanguage
                    var body: some View { Text(kind.displayName); Text(language.displayName); Text(Column.title) }
                }
                """),
            SourceExample("""
                struct BottleInfo: Codable {
                    var name: String = "Bottle"
                }
                enum Icons {
                    static let message: String = "envelope"
                }
                enum PersonMock {
                    case generic
                    var name: String { "Sample person" }
                }
                struct BottleRow: View {
                    @State private var name = ""
                    var info: BottleInfo
                    var person: PersonMock
                    var inbox: [Mail]
                    var body: some View {
                        Text(name).onAppear { name = info.name }; Text(person.name); ForEach(inbox) { Text($0.message) }
                    }
                }
                """),
            SourceExample("""
                struct TranslatorRow: View {
                    let name: String
                    let language: String
                    var body: some View { HStack { Text(name); Text(language) } }
                }
                struct Credits: View {
                    var body: some View { TranslatorRow(name: "Rocco Casadei", language: String(localized: "Italian")) }
                }
                """),
            SourceExample("""
                enum Screen {
                    case home, settings
                    var analyticsName: String {
                        switch self {
                        case .home: return "Home Screen"
                        case .settings: return "Settings Screen"
                        }
                    }
                }
                func track(_ screen: Screen) { analytics.log(screen.analyticsName) }
                """),
            SourceExample("""
                /// Stored in user defaults by its raw value, never shown.
                enum SortOrder: String {
                    case newest = "Newest"
                }
                struct ThemeList: View {
                    var themes: [Theme]
                    var body: some View { ForEach(themes) { Text($0.rawValue) } }
                }
                """),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        Visitor(context: context)
    }

    private final class Visitor: SourceRuleVisitor {
        /// The offsets of the literals already judged, flagged or not.
        private var judged: Set<Int> = []
        private lazy var localizedOverloads = LocalizedOverloads(index.declarations)

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if let typeName = TypeNameMatch.enclosingTypeName(of: node) {
                flagDisplayedDefaults(of: node.signature.parameterClause, callee: typeName)
            }
            return .visitChildren
        }

        /// `cancelText: String = "Cancel"`: the default of a parameter whose argument is shown.
        private func flagDisplayedDefaults(of clause: FunctionParameterClauseSyntax, callee: String) {
            guard index.hasDisplayingSlot(callee: callee) else { return }
            for (position, parameter) in clause.parameters.enumerated() {
                guard let value = parameter.defaultValue?.value, parameter.type.isStringLike else { continue }
                let external = parameter.firstName.text
                let label = external == "_" ? "_\(position)" : external
                guard index.isDisplayingSlot(callee: callee, label: label) else { continue }
                flagLeaves(of: value, message: """
                    the default of '\(label.hasPrefix("_") ? (parameter.secondName ?? parameter.firstName).text : label)' is \
                    shown as it is by '\(callee)', so this literal is never localized; use String(localized:)
                    """)
            }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            flagDisplayedDefaults(of: node.signature.parameterClause, callee: name)
            if PlatformTextAPIs.isDisplayingMethod(node), let body = node.body {
                for value in ValueFlow.returnedExpressions(of: body.statements) {
                    flagLeaves(of: value, message: Self.platformMessage("what '\(name)' returns"))
                }
                return .visitChildren
            }
            guard index.isDisplayed(name, in: TypeNameMatch.enclosingTypeName(of: node)),
                  node.signature.returnClause?.type.isStringLike == true,
                  let body = node.body
            else { return .visitChildren }
            let typeName = TypeNameMatch.enclosingTypeName(of: node)
            for value in ValueFlow.returnedExpressions(of: body.statements) {
                flagLeaves(of: value, message: self.declarationMessage(name, kind: "returns", in: typeName))
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  index.isDisplayed(name, in: TypeNameMatch.enclosingTypeName(of: node)),
                  node.typeAnnotation.map({ $0.type.isStringLike }) ?? true
            else { return .visitChildren }
            let typeName = TypeNameMatch.enclosingTypeName(of: node)
            if let value = node.initializer?.value, !Self.isStoredDefaultOfCodableModel(node) {
                flagLeaves(of: value, message: declarationMessage(name, kind: "is", in: typeName))
            }
            let returns = { self.declarationMessage(name, kind: "returns", in: typeName) }
            switch node.accessorBlock?.accessors {
            case .getter(let statements):
                for value in ValueFlow.returnedExpressions(of: statements) { flagLeaves(of: value, message: returns()) }
            case .accessors(let accessors):
                for accessor in accessors where accessor.accessorSpecifier.text == "get" {
                    guard let statements = accessor.body?.statements else { continue }
                    for value in ValueFlow.returnedExpressions(of: statements) { flagLeaves(of: value, message: returns()) }
                }
            case nil:
                break
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let items = Array(node.elements)
            guard items.count >= 3, items[1].isAssignmentOperator, items[1].is(AssignmentExprSyntax.self) else {
                return .visitChildren
            }
            let message: () -> String
            if TextReceiver.isTextProperty(items[0], receiverType: { DisplayFlow.receiverType($0, index: self.index) }) {
                let property = items[0].trimmedText
                message = { Self.platformMessage("'\(property)'") }
            } else {
                guard let (name, typeHint) = DisplayFlow.assignmentTarget(items[0]),
                      index.isDisplayed(name, in: typeHint), index.isStringVariable(name)
                else { return .visitChildren }
                message = { self.declarationMessage(name, kind: "is assigned", in: typeHint) }
            }
            if items.count == 3 {
                flagLeaves(of: items[2], message: message())
            } else if let ternary = node.ternary {
                flagLeaves(of: ternary.thenExpression, message: message())
                if let otherwise = ternary.elseExpression { flagLeaves(of: otherwise, message: message()) }
            } else if items.count >= 5, stride(from: 3, to: items.count, by: 2).allSatisfy({ Self.isOperator(items[$0], "??") }) {
                // `title = stored ?? "Untitled"`: the defaults.
                for operand in stride(from: 4, to: items.count, by: 2).map({ items[$0] }) { flagLeaves(of: operand, message: message()) }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            for argument in displayedArguments(of: node) {
                let leaves = ValueFlow.literalLeaves(of: argument.expression)
                if leaves.mixed {
                    for literal in leaves.literals { flag(literal, message: Self.mixedMessage) }
                }
            }
            guard let callee = node.calleeName else { return .visitChildren }
            if callee == "init" || PlatformTextAPIs.calleeNames.contains(callee) {
                for (position, argument) in node.arguments.enumerated() {
                    guard let parameter = PlatformTextAPIs.parameter(of: node, argument: argument, at: position) else { continue }
                    let values = parameter.isArray
                        ? argument.expression.unwrapped.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? []
                        : [argument.expression]
                    for value in values {
                        flagLeaves(of: value, message: Self.platformMessage("'\(parameter.displayName)'"))
                    }
                }
            }
            guard index.hasDisplayingSlot(callee: callee), index.mayCallAppDeclaration(node, callee: callee) else { return .visitChildren }
            for (position, argument) in node.arguments.enumerated() {
                let label = argument.slotLabel(at: position)
                guard PlatformTextAPIs.parameters[CallSlot(callee: callee, label: label)] == nil,
                      index.isDisplayingSlot(callee: callee, label: label),
                      !localizedOverloads.localizesLiteral(argument, of: node), !Self.isPersonInCredits(callee, label: label)
                else { continue }
                let shownLabel = label.hasPrefix("_") ? "the argument" : "'\(label)'"
                flagLeaves(of: argument.expression, message: """
                    \(shownLabel) of '\(callee)' is a String that is shown verbatim, so this literal is never \
                    localized; pass String(localized:) or declare the parameter LocalizedStringKey
                    """)
            }
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            guard let literal = node.rawValue?.value.as(StringLiteralExprSyntax.self),
                  let enumDecl = node.parent?.parent?.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
                  index.isDisplayed("rawValue", in: enumDecl.name.text),
                  // Raw values read through `$0.rawValue` could be any enum's: a picker's enum lists its cases.
                  index.hasHintedDisplay("rawValue", in: enumDecl.name.text)
                    || enumDecl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "CaseIterable" }) == true,
                  enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String",
                  enumDecl.name.text != "CodingKeys",
                  // Raw values that are also identifiers (decoded, stored, built from a string) can't change.
                  !index.identifiesByRawValue(enumDecl.name.text),
                  !UserFacingContext.inherits(Syntax(enumDecl), from: ["Codable", "Decodable", "Encodable"])
            else { return .skipChildren }
            let text = literal.staticText
            // Raw values are often stored identifiers (`dark`); only text written for people counts.
            guard text.contains(" ") || text.unicodeScalars.contains(where: { !$0.isASCII })
                    || text.first.map({ $0.isUppercase }) == true
            else { return .skipChildren }
            let site = index.displaySite(of: "rawValue", in: enumDecl.name.text).map { " (\($0))" } ?? ""
            flag(literal, message: """
                this raw value is shown through 'rawValue'\(site), which is a String and never localized; add a \
                localized display name (String(localized:) or LocalizedStringResource) instead
                """, allowFix: false)
            return .skipChildren
        }

        private static func isOperator(_ expression: ExprSyntax, _ name: String) -> Bool {
            expression.as(BinaryOperatorExprSyntax.self)?.operator.text == name
        }

        /// Flags the literal leaves of `expression`; `message` is worked out only for a finding.
        private func flagLeaves(of expression: ExprSyntax, message: @autoclosure () -> String) {
            for literal in ValueFlow.literalLeaves(of: expression).literals { flag(literal, message: message()) }
        }

        private func flag(_ literal: StringLiteralExprSyntax, message: @autoclosure () -> String, allowFix: Bool = true) {
            // A literal reached again (a title shown through two names) was judged the first time.
            guard judged.insert(literal.positionAfterSkippingLeadingTrivia.utf8Offset).inserted else { return }
            let text = literal.unescapedStaticText
            guard NaturalText.hasWord(text), !NaturalText.isURLOrPath(text), !catalog.isKeptAsIs(text),
                  !NaturalText.isIdentifierLike(String(text.trimmingWhitespace)),
                  !NaturalText.isBrandOrAcronym(text), !NaturalText.looksLikeMachineText(text), !Endonyms.isEndonym(text),
                  // `static let title = "title"`: a key named after itself.
                  EnclosingDeclarations.valueDeclarationName(of: literal)?.lowercased() != text.lowercased(),
                  !UserFacingContext.isExcluded(literal), !EnclosingDeclarations.isCommentedUntranslatable(literal),
                  !Self.isAssetName(literal, text: text)
            else { return }
            let fix = allowFix && wantsFixes ? LocalizingFix.wrap(
                literal, inference: inference, index: index, sourceLanguage: sourceLanguage,
                foreignLanguages: foreignLanguages, appNames: appNames, hasStringLocalized: hasStringLocalized) : nil
            findings.append(LintFinding(at: literal, message: message(), fix: fix))
        }

        /// The finding of a declaration whose String value is shown: where it is shown, and the localized
        /// property beside it when there is one (the fix is to show that one instead).
        func declarationMessage(_ name: String, kind: String, in typeName: String?) -> String {
            let site = index.displaySite(of: name, in: typeName).map { " (\($0))" } ?? ""
            if let sibling = index.localizedSibling(of: name, in: typeName) {
                return """
                    '\(name)' \(kind) a String built from a literal and is shown\(site), which displays a String \
                    verbatim; show '\(sibling)' there instead
                    """
            }
            return """
                '\(name)' \(kind) a String built from a literal and is shown\(site), which displays a String \
                verbatim: this text never reaches the catalog; use String(localized:)
                """
        }

        /// `TranslatorRow(name: "Rocco Casadei")`: a person's name in the credits, which stays as written.
        static func isPersonInCredits(_ callee: String, label: String) -> Bool {
            ["name", "author", "username"].contains(label)
                && !TypeNameMatch.words(callee).isDisjoint(with: ["translator", "contributor", "credit", "author", "sponsor", "backer"])
        }

        /// `static let message = "envelope"` in `enum Icons`: one word in a namespace of symbol or asset names.
        static func isAssetName(_ literal: StringLiteralExprSyntax, text: String) -> Bool {
            guard !text.contains(where: \.isWhitespace) else { return false }
            var current = literal.parent
            while let parent = current {
                if let enumDecl = parent.as(EnumDeclSyntax.self) { return assetNamespaces.contains(enumDecl.name.text) }
                if let structDecl = parent.as(StructDeclSyntax.self) { return assetNamespaces.contains(structDecl.name.text) }
                if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                    return assetNamespaces.contains(TypeName.lastComponent(extensionDecl.extendedType.trimmedDescription))
                }
                current = parent.parent
            }
            return false
        }

        private static let assetNamespaces: Set<String> = [
            "Icons", "Icon", "Symbols", "SFSymbols", "SFSymbol", "Images", "ImageNames", "Assets", "SymbolNames",
        ]

        /// `var name = "Bottle"` stored in a `Codable` model: the default of data that is saved and read back,
        /// where a translation would be written to disk as if the user had typed it.
        static func isStoredDefaultOfCodableModel(_ binding: PatternBindingSyntax) -> Bool {
            guard binding.accessorBlock == nil,
                  let type = binding.parent?.parent?.parent?.parent?.parent?.parent,
                  let inherited = type.as(StructDeclSyntax.self)?.inheritanceClause ?? type.as(ClassDeclSyntax.self)?.inheritanceClause
            else { return false }
            return inherited.inheritedTypes.contains { ["Codable", "Decodable"].contains($0.type.trimmedDescription) }
        }

        /// A literal UIKit or AppKit shows as it is.
        static func platformMessage(_ position: String) -> String {
            """
            \(position) shows a String as it is (UIKit and AppKit don't localize literals), so this text is never \
            localized; use String(localized:)
            """
        }

        static let mixedMessage = """
            this literal is combined with a String value, so the whole is a String that SwiftUI shows verbatim \
            and never localizes; use String(localized:)
            """
    }
}

extension RuleID {
    public static let unlocalizedUIString = RuleID("unlocalized-ui-string")
}

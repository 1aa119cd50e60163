import SwiftSyntax

/// A parameter position of a function, initializer or memberwise initializer: `statItem(label:)`,
/// `SettingsRow(title:)`; unlabelled parameters are `_0`, `_1`, ….
struct CallSlot: Hashable, Sendable {
    var callee: String
    var label: String
}

/// Project-wide facts about which String values reach the screen, gathered from every file before rules run.
///
/// Resolution is by name, the way a reader follows code without a type checker: a function, property or
/// variable whose name is shown by `Text`, an accessibility modifier or a custom view's `String` title is
/// "displayed", and literals that make up its value are user-facing.
public struct ProjectIndex: Sendable {
    /// Names of functions, properties and variables whose String value is shown to people.
    var displayedNames: Set<String> = Self.alwaysDisplayedNames
    /// Parameters whose String argument is shown to people (`SettingsRow(title:)` with `Text(title)`).
    var displayingSlots: Set<CallSlot> = []
    /// Names passed to each parameter anywhere in the project.
    var argumentSources: [CallSlot: Set<String>] = [:]
    /// Parameters forwarded to other parameters (`row(_ t: String) { statItem(label: t) }`).
    var forwardings: [CallSlot: Set<CallSlot>] = [:]
    /// Names declared with a String type (or a string literal value) somewhere.
    var stringNames: Set<String> = []
    /// Names declared with another explicit type (`LocalizedStringKey`, `Text`, …) somewhere.
    var otherTypedNames: Set<String> = []

    /// Error-description members people read in alerts.
    static let alwaysDisplayedNames: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion"]

    public init() {}

    /// Gathers the facts of `files` and resolves forwarded parameters.
    public init(files: [LintedFile]) {
        let perFile = ConcurrentMap.map(files) { file -> ProjectIndex in
            guard !file.isTestFile else { return ProjectIndex() }
            let builder = ProjectIndexBuilder(viewMode: .sourceAccurate)
            builder.walk(file.tree)
            return builder.index
        }
        for facts in perFile { merge(facts) }
        resolve()
    }

    mutating func merge(_ other: ProjectIndex) {
        displayedNames.formUnion(other.displayedNames)
        displayingSlots.formUnion(other.displayingSlots)
        argumentSources.merge(other.argumentSources) { $0.union($1) }
        forwardings.merge(other.forwardings) { $0.union($1) }
        stringNames.formUnion(other.stringNames)
        otherTypedNames.formUnion(other.otherTypedNames)
    }

    /// Propagates displaying parameters back through forwardings, then marks what callers pass them.
    mutating func resolve() {
        var pending = Array(displayingSlots)
        while let slot = pending.popLast() {
            for forwarded in forwardings[slot] ?? [] where displayingSlots.insert(forwarded).inserted {
                pending.append(forwarded)
            }
        }
        for slot in displayingSlots { displayedNames.formUnion(argumentSources[slot] ?? []) }
    }

    /// Whether a String declaration named `name` has its value shown to people.
    func isDisplayed(_ name: String) -> Bool { displayedNames.contains(name) }

    /// Whether an assignment to `name` assigns a String (declared so somewhere, and never with another type).
    func isStringVariable(_ name: String) -> Bool { stringNames.contains(name) && !otherTypedNames.contains(name) }

    /// Whether the argument `label` of a call to `callee` is shown to people.
    func isDisplayingSlot(callee: String, label: String) -> Bool {
        displayingSlots.contains(CallSlot(callee: callee, label: label))
    }
}

extension TypeSyntax {
    /// `String`, `String?`, `some StringProtocol`, …: a type a verbatim `Text` would show.
    var isStringLike: Bool {
        switch trimmedDescription {
        case "String", "String?", "String!", "Swift.String", "Substring", "some StringProtocol", "any StringProtocol":
            return true
        default:
            return false
        }
    }
}

extension LabeledExprSyntax {
    /// The label used in ``CallSlot``s: the argument label, or `_` and the position when unlabelled.
    func slotLabel(at index: Int) -> String { label?.text ?? "_\(index)" }
}

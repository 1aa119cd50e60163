import SwiftSyntax

/// A key the code looks up in a catalog: the argument of a lookup API (`NSLocalizedString(key, …)`,
/// `LocalizedStringKey(key)`, `Bundle.localizedString(forKey:)`, `String(localized: .init(key))`), or of
/// one of the app's wrappers (`L(key)`, `key.localized`), and what can be said of its value.
struct KeyLookup {
    /// The key expression.
    var key: ExprSyntax
    /// How the lookup is called, for messages (`NSLocalizedString`, `localized`).
    var via: String
    /// Whether it goes through one of the app's wrappers, whose keys Xcode never extracts.
    var isWrapper: Bool

    /// The lookup `call` makes, if it is one.
    static func of(_ call: FunctionCallExprSyntax, index: ProjectIndex) -> KeyLookup? {
        guard let callee = call.calleeName else { return nil }
        // `key.localized()`, `"key".localized(bundle:)`: a member of String that looks `self` up.
        if let base = call.calleeBase, !base.isSelf, !isTypeName(base),
           index.keyFlow.callsKeyMember(callee, call) {
            return KeyLookup(key: base, via: callee, isWrapper: true)
        }
        for (position, argument) in call.arguments.enumerated() {
            let slot = CallSlot(callee: callee, label: argument.slotLabel(at: position))
            if index.keyFlow.wrapperSlots.contains(slot) { return KeyLookup(key: argument.expression, via: callee, isWrapper: true) }
        }
        switch callee {
        case "NSLocalizedString", "LocalizedStringKey":
            return call.arguments.first.map { KeyLookup(key: $0.expression, via: callee, isWrapper: false) }
        case "localizedString":
            return call.argument(labelled: "forKey").map { KeyLookup(key: $0.expression, via: callee, isWrapper: false) }
        case "String", "AttributedString", "LocalizedStringResource":
            guard let argument = call.arguments.first,
                  argument.label?.text == "localized" || (callee == "LocalizedStringResource" && argument.label == nil)
            else { return nil }
            // `String(localized: String.LocalizationValue(key))`: the value built from a String is the key.
            if let inner = argument.expression.unwrapped.as(FunctionCallExprSyntax.self),
               ["LocalizationValue", "init"].contains(inner.calleeName ?? ""), let key = inner.arguments.first?.expression {
                return KeyLookup(key: key, via: "String.LocalizationValue", isWrapper: false)
            }
            return KeyLookup(key: argument.expression, via: callee, isWrapper: false)
        default:
            return nil
        }
    }

    /// `"key".localized`: a member of String that looks its literal base up, read without a call.
    static func of(_ member: MemberAccessExprSyntax, index: ProjectIndex) -> KeyLookup? {
        guard let base = member.base, !base.isSelf, index.keyFlow.keyMembers.contains(member.declName.baseName.text),
              member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id, !isTypeName(base)
        else { return nil }
        return KeyLookup(key: base, via: member.declName.baseName.text, isWrapper: true)
    }

    /// `Localizer.localized(…)`: a static member, not one called on a String.
    private static func isTypeName(_ base: ExprSyntax) -> Bool {
        guard let reference = base.unwrapped.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text.first?.isUppercase == true
    }

    /// The key when it is a literal with text of its own (not `"\(key)"` alone, which is a key of just `%@`).
    var literal: StringLiteralExprSyntax? {
        guard let literal = key.unwrapped.as(StringLiteralExprSyntax.self), !Self.isLoneInterpolation(literal) else { return nil }
        return literal
    }

    /// `"\(key)"`: one interpolation and nothing else, which passes a run-time value as the key.
    static func isLoneInterpolation(_ literal: StringLiteralExprSyntax) -> Bool {
        var interpolations = 0
        for segment in literal.segments {
            switch segment {
            case .expressionSegment: interpolations += 1
            case .stringSegment(let text): if !text.content.text.isEmpty { return false }
            }
        }
        return interpolations == 1
    }

    /// Whether the key is the enclosing function's parameter, `self` in a member of a `String` extension or
    /// a stored property: the declaration is a wrapper, whose callers' keys are checked where they are written.
    var isForwarded: Bool {
        let value = key.unwrapped
        if value.isSelf { return true }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var current = value.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return Self.declares(function.signature.parameterClause, name) }
            if let initializer = parent.as(InitializerDeclSyntax.self) { return Self.declares(initializer.signature.parameterClause, name) }
            if let closure = parent.as(ClosureExprSyntax.self), Self.closureDeclares(closure, name) { return true }
            if parent.is(AccessorBlockSyntax.self) || parent.is(MemberBlockSyntax.self) {
                // A computed property reading a stored property (`var title: String { NSLocalizedString(key, …) }`)
                // forwards the key its creator wrote, unless the type is decoded: then the key is data.
                return !Self.isDecoded(parent)
            }
            current = parent.parent
        }
        return false
    }

    /// Whether the type declaring `member` is `Codable` or `Decodable`, so its stored values come from data.
    private static func isDecoded(_ member: Syntax) -> Bool {
        let inheritance = member.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self)?.inheritanceClause })
        return inheritance?.inheritedTypes.contains { ["Codable", "Decodable"].contains($0.type.trimmedDescription) } ?? false
    }

    private static func declares(_ clause: FunctionParameterClauseSyntax, _ name: String) -> Bool {
        clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    private static func closureDeclares(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): names.contains { $0.name.text == name }
        case .parameterClause(let clause): clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        case nil: false
        }
    }

    /// The texts the key can have, when the code says (a literal, a String enum's raw value, a
    /// declaration returning literals, a choice between them); `nil` when it can't be told.
    func possibleValues(index: ProjectIndex) -> Set<String>? {
        Self.values(of: key.unwrapped, index: index)
    }

    private static func values(of expression: ExprSyntax, index: ProjectIndex) -> Set<String>? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.hasInterpolation ? nil : [literal.unescapedStaticText]
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let parts: [ExprSyntax]
            if let ternary = sequence.ternary, let otherwise = ternary.elseExpression {
                parts = [ternary.thenExpression, otherwise]
            } else if let operands = sequence.operands(joinedBy: "??") {
                parts = operands
            } else {
                return nil
            }
            var all: Set<String> = []
            for part in parts {
                guard let values = values(of: part.unwrapped, index: index) else { return nil }
                all.formUnion(values)
            }
            return all
        }
        if let rawValues = rawValues(of: expression, index: index) { return rawValues }
        let sources = ValueFlow.sourceNames(of: expression)
        guard !sources.isEmpty else { return nil }
        var all: Set<String> = []
        for source in sources {
            let hint = source.base ?? TypeNameMatch.enclosingTypeName(of: expression) ?? "*"
            guard let literals = index.keyFlow.literals(of: source.name, hint: hint) else { return nil }
            all.formUnion(literals)
        }
        return all
    }

    /// `level.rawValue`, `self.rawValue`, `$0.rawValue`: the raw values of the String enum the value is;
    /// `Appearance.single.rawValue`: the one case's.
    private static func rawValues(of expression: ExprSyntax, index: ProjectIndex) -> Set<String>? {
        let typeName: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "rawValue" {
            typeName = TypeNameMatch.enclosingTypeName(of: reference)
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
                  let base = member.base?.unwrapped {
            if let enumCase = base.as(MemberAccessExprSyntax.self),
               let type = enumCase.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let value = index.keyFlow.enumCases[type]?.first(where: { $0.name == enumCase.declName.baseName.text }) {
                return [value.rawValue]
            }
            if base.isSelf {
                typeName = TypeNameMatch.enclosingTypeName(of: member)
            } else if let reference = base.as(DeclReferenceExprSyntax.self) {
                typeName = ScopeTypes.type(of: reference.baseName.text, at: member, declarations: index.declarations)
            } else {
                typeName = nil
            }
        } else {
            return nil
        }
        guard let typeName, let cases = index.keyFlow.enumCases[TypeName.lastComponent(typeName)] else { return nil }
        return Set(cases.map(\.rawValue))
    }

    /// Whether the key's value is already text looked up in a catalog (`status.label`, where `label`
    /// returns `String(localized:)`): looking it up again treats a translation as a key.
    func isLocalizedAlready(index: ProjectIndex) -> Bool {
        let value = key.unwrapped
        if value.isLocalizedValue { return true }
        let sources = ValueFlow.sourceNames(of: value)
        guard !sources.isEmpty else { return false }
        return sources.allSatisfy { source in
            guard let owners = index.keyFlow.localizedNames[source.name] else { return false }
            let hint = source.base ?? TypeNameMatch.enclosingTypeName(of: value) ?? "*"
            return owners.contains { TypeNameMatch.matches(hint: hint, typeName: $0) || $0 == "*" }
        }
    }
}

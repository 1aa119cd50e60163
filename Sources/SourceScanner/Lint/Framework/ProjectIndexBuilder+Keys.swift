import SwiftSyntax

/// What the project index's walk records for ``KeyFlow``: what members of `String` extensions do with
/// `self`, parameters used as receivers, String enums' raw values, and the values of declarations that
/// are only literals or only localized text.
extension ProjectIndexBuilder {
    /// Whether an extension extends `String` (whose members may look `self` up as a key).
    static func extendsString(_ node: ExtensionDeclSyntax) -> Bool {
        ["String", "Swift.String", "StringProtocol", "Substring"].contains(node.extendedType.trimmedDescription)
    }

    /// Records a type built from a raw value (`Provider(rawValue: stored)`, `Provider.init(rawValue:)`).
    func recordRawValueInitializer(_ call: FunctionCallExprSyntax) {
        guard call.arguments.first?.label?.text == "rawValue" else { return }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let name, name.first?.isUppercase == true { index.rawValueIdentifiedTypes.insert(name) }
    }

    /// Records the type of a property kept in storage by its raw value (`@AppStorage("provider") var p: Provider`).
    func recordStoredType(_ binding: PatternBindingSyntax) {
        guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.attributes.contains(where: { attribute in
                  ["AppStorage", "SceneStorage", "Default", "UserDefault"].contains(
                      attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
              }),
              let type = binding.typeAnnotation.flatMap({ DeclaredValueTypes.nominalName($0.type) })
        else { return }
        index.rawValueIdentifiedTypes.insert(type)
    }

    /// Records that the app shows errors: it passes an error's `localizedDescription` to a call that is not
    /// a log, or presents errors (`presentError(_:)`, `NSAlert(error:)`, `.alert(isPresented:error:)`).
    func recordErrorDisplay(_ call: FunctionCallExprSyntax) {
        guard !index.showsErrors else { return }
        if call.calleeName == "presentError" || call.arguments.contains(where: { $0.label?.text == "error" }) {
            index.showsErrors = !UserFacingContext.isExcludedCall(call)
            return
        }
        for argument in call.arguments where argument.expression.lastToken(viewMode: .sourceAccurate)?.text == "localizedDescription" {
            index.showsErrors = !UserFacingContext.isExcludedCall(call)
            return
        }
    }

    /// Records the raw values of a `String` enum (a case without one has its name).
    func recordRawValues(of node: EnumDeclSyntax) {
        guard node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" else { return }
        var cases: [KeyFlow.EnumCase] = []
        for member in node.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                let name = element.name.text.trimmingCharacters(in: ["`"])
                if let raw = element.rawValue?.value {
                    guard let literal = raw.as(StringLiteralExprSyntax.self), !literal.hasInterpolation else { return }
                    cases.append(KeyFlow.EnumCase(name: name, rawValue: literal.unescapedStaticText))
                } else {
                    cases.append(KeyFlow.EnumCase(name: name, rawValue: name))
                }
            }
        }
        index.keyFlow.enumCases[node.name.text, default: []] += cases
    }

    /// Records the literal texts or the localized lookups `values` (what a declaration named `name` gives)
    /// are made of, when they are only one or the other.
    func recordValues(of name: String, _ values: [ExprSyntax]) {
        let leaves = values.flatMap(ValueFlow.leafExpressions)
        guard !leaves.isEmpty else { return }
        let owner = currentTypeName ?? "*"
        if leaves.allSatisfy(\.isLocalizedValue) {
            index.keyFlow.localizedNames[name, default: []].insert(owner)
            return
        }
        var texts: Set<String> = []
        for leaf in leaves {
            guard let literal = leaf.as(StringLiteralExprSyntax.self), !literal.hasInterpolation else { return }
            texts.insert(literal.unescapedStaticText)
        }
        index.keyFlow.literalValues[name, default: [:]][owner, default: []].formUnion(texts)
    }

    /// What a call does with `self` in a member of a `String` extension (passes it as an argument, calls
    /// a member on it), and which parameters it calls a member on (`key.localized(bundle:)`).
    func recordKeyUses(in call: FunctionCallExprSyntax) {
        guard let callee = call.calleeName else { return }
        if let member = stringMembers.last {
            for (position, argument) in call.arguments.enumerated() where argument.expression.unwrapped.isSelf {
                index.keyFlow.selfUses[member, default: []].insert(.argument(CallSlot(callee: callee, label: argument.slotLabel(at: position))))
            }
            let base = call.calleeBase?.unwrapped
            if base == nil ? call.calledExpression.is(DeclReferenceExprSyntax.self) : base!.isSelf {
                index.keyFlow.selfUses[member, default: []].insert(.member(callee))
            }
        }
        if let base = call.calleeBase?.unwrapped.as(DeclReferenceExprSyntax.self), let slot = parameterSlot(named: base.baseName.text) {
            index.keyFlow.parameterReceivers[callee, default: []].insert(slot)
        }
    }
}

extension ExprSyntax {
    /// `self`.
    var isSelf: Bool { self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
}

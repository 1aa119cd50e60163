import SwiftSyntax

/// Places where text is never shown to people: logging, assertions, previews, identifiers and keys,
/// asset and SF Symbol names, URLs, comparisons and pattern matches.
enum UserFacingContext {
    /// Whether `node` sits somewhere its strings are not user-facing.
    static func isExcluded(_ node: some SyntaxProtocol) -> Bool {
        if LocalizablePositionResolver.isInPreview(node) { return true }
        var child = Syntax(node)
        var current = node.parent
        // The call whose text parameter the node is (`NSImage(…, accessibilityDescription:)`), which shows it.
        var showingCall: SyntaxIdentifier?
        // Code in a closure runs on its own: `DispatchQueue.main.async { label.text = "…" }` or `Task { … }`
        // shows its text whatever the call that takes the closure does with its own arguments.
        var isInClosure = false
        while let parent = current {
            switch parent.kind {
            case .labeledExpr:
                guard let argument = parent.as(LabeledExprSyntax.self) else { break }
                if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                   let position = call.arguments.firstIndex(where: { $0.id == argument.id }),
                   PlatformTextAPIs.parameter(of: call, argument: argument, at: call.arguments.distance(from: call.arguments.startIndex, to: position)) != nil {
                    showingCall = call.id
                } else if let label = argument.label?.text, excludedLabels.contains(label) {
                    return true
                }
            case .functionCallExpr:
                if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id,
                   call.id != showingCall, isInClosure ? isLoggingCall(call) : isExcludedCall(call) {
                    return true
                }
            case .closureExpr:
                isInClosure = true
            case .attribute, .subscriptCallExpr, .expressionPattern, .switchCaseLabel, .dictionaryElement:
                if parent.kind == .dictionaryElement,
                   parent.as(DictionaryElementSyntax.self)?.value.id == child.id {
                    break
                }
                return true
            case .exprList:
                let list = parent.cast(ExprListSyntax.self)
                if isComparisonOperand(child, in: list) || isDefaultOfStoredValue(child, in: list) { return true }
            case .enumDecl:
                if inherits(parent, from: ["CodingKey"]) || isTestDouble(parent) { return true }
            case .structDecl, .classDecl:
                if isTestDouble(parent) { return true }
            case .functionDecl:
                if let name = parent.as(FunctionDeclSyntax.self)?.name.text, excludedMembers.contains(name) {
                    return true
                }
            case .patternBinding:
                if let name = parent.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?
                    .identifier.text, excludedMembers.contains(name) {
                    return true
                }
            case .ifConfigClause:
                if let clause = parent.as(IfConfigClauseSyntax.self), isForDevelopers(clause) { return true }
            case .sourceFile:
                return false
            default:
                break
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// `#if DEBUG`, `#if !RELEASE`, or the `#else` of `#if RELEASE`: code that never ships, whose text is for developers.
    private static func isForDevelopers(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition?.trimmedDescription { return developerConditions.contains(condition) }
        guard clause.poundKeyword.tokenKind == .poundElse,
              let first = clause.parent?.as(IfConfigClauseListSyntax.self)?.first?.condition?.trimmedDescription
        else { return false }
        return releaseConditions.contains(first)
    }

    private static let developerConditions: Set<String> = ["DEBUG", "!RELEASE", "!APPSTORE", "!APP_STORE", "!PRODUCTION"]
    private static let releaseConditions: Set<String> = ["RELEASE", "APPSTORE", "APP_STORE", "PRODUCTION", "!DEBUG"]

    /// Argument labels whose values are names, keys or identifiers, not text.
    static let excludedLabels: Set<String> = [
        "systemName", "systemImage", "image", "forKey", "key", "forResource", "withExtension", "identifier",
        "withIdentifier", "named", "subsystem", "category", "keyPath", "entityName", "ofType", "bundle",
        "tableName", "table", "comment", "suiteName", "forKeyPath", "separator", "id", "fileName", "file",
        "extension", "forEntityName", "predicate", "format", "dateFormat", "locale", "timeZone", "scheme",
        "path", "url", "fontName", "forHTTPHeaderField", "forCellReuseIdentifier", "forCellWithReuseIdentifier",
        "debugDescription",
    ]

    /// Functions whose string arguments are for developers or machines.
    static let excludedCallees: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "os_log", "os_signpost", "fatalError", "precondition",
        "preconditionFailure", "assert", "assertionFailure", "URL", "URLRequest", "URLComponents", "URLQueryItem",
        "Image", "UIImage", "NSImage", "Color", "UIColor", "NSColor", "custom", "Selector", "NSPredicate",
        "NSSortDescriptor", "Name", "Logger", "OSLog", "UUID", "Bundle", "NSClassFromString", "NSExpression",
        "Regex", "NSRegularExpression", "accessibilityIdentifier", "UserDefaults", "Notification",
        "contains", "hasPrefix", "hasSuffix", "replacingOccurrences", "components", "split", "range",
        "firstIndex", "lastIndex", "starts", "trimmingCharacters", "addingPercentEncoding", "matches",
        "wholeMatch", "firstMatch", "replacing", "setValue", "value", "object", "string", "bool", "integer",
        "double", "array", "dictionary", "data", "removeObject", "decode", "encode", "decodeIfPresent",
        "encodeIfPresent", "CodingKeys", "AnyCodingKey", "fileURLWithPath", "appendingPathComponent",
        "appendingPathExtension", "onOpenURL", "register", "registerDefaults", "post", "publisher",
        "addObserver", "removeObserver", "perform", "responds", "DispatchQueue", "Task", "NSError", "XCTFail",
        "XCTAssert", "XCTAssertEqual", "expect", "require", "FileManager", "fileExists", "createDirectory",
        "UIFont", "NSFont", "Font", "dateFormat", "setLocalizedDateFormatFromTemplate", "Locale", "TimeZone",
        "Calendar", "scrollTo", "matchedGeometryEffect", "onReceive", "AppStorage", "SceneStorage",
        "keyboardShortcut", "KeyEquivalent", "tag", "id", "CKContainer", "CKRecord", "NSPersistentContainer",
        "ModelConfiguration", "FetchDescriptor", "entity", "NSEntityDescription", "NSFetchRequest",
        "SystemLanguageModel", "Data", "NSString", "Character", "Set", "Int", "Double", "Float", "Decimal",
    ]

    /// Members whose text is for developers.
    static let excludedMembers: Set<String> = ["debugDescription", "id", "identifier", "reuseIdentifier"]

    private static let logMethods: Set<String> = [
        "debug", "info", "notice", "error", "fault", "warning", "trace", "critical", "log", "verbose", "warn",
    ]

    /// Log methods that, called on nothing, are the app's logging functions (`error(…)` or `warning(…)`
    /// alone may well build text a person reads).
    private static let logFunctions: Set<String> = ["debug", "log", "trace", "verbose"]

    /// Whether an app's own function is named for logging (`log`, `logHDR`, `debugLog`, `writeToLogFile`):
    /// its text goes to a log, even when a log viewer shows that log. Words, so `login` and `dialog` are not.
    static func isLoggingFunctionName(_ name: String) -> Bool {
        var words: [Substring] = []
        var start = name.startIndex
        for index in name.indices.dropFirst() where name[index].isUppercase && !name[name.index(before: index)].isUppercase {
            words.append(name[start..<index])
            start = index
        }
        words.append(name[start...])
        return words.contains { ["log", "logs", "logger", "logging"].contains($0.lowercased()) }
    }

    static func isExcludedCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName else { return false }
        return excludedCallees.contains(name) || isLoggingCall(call)
    }

    /// `logger.error(…)`, `Log.shared.debug { … }`, `Diag.info(…)`: a log method called on something named
    /// for a log or for diagnostics; and a free `debug(…)`, `log(…)` or `trace(…)` function, which logs.
    private static func isLoggingCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName, logMethods.contains(name) else { return false }
        guard let base = call.calleeBase else { return logFunctions.contains(name) }
        let baseText = base.trimmedText.lowercased()
        return baseText.containsBytes("log") || baseText.containsBytes("diag")
    }

    /// `x == "a"`, `"a" != y`, `s ~= "p"`: the literal is compared, not shown.
    private static func isComparisonOperand(_ child: Syntax, in list: ExprListSyntax) -> Bool {
        let items = Array(list)
        guard let index = items.firstIndex(where: { $0.id == child.id }) else { return false }
        for neighbour in [index - 1, index + 1] where items.indices.contains(neighbour) {
            if let op = items[neighbour].as(BinaryOperatorExprSyntax.self)?.operator.text,
               ["==", "!=", "~=", "===", "!==", "<", ">", "<=", ">="].contains(op) {
                return true
            }
        }
        return false
    }

    /// `defaults.string(forKey: k) ?? "single"`: the default of a value read from storage is a stored
    /// value too (an identifier the app compares and saves), not text.
    private static func isDefaultOfStoredValue(_ child: Syntax, in list: ExprListSyntax) -> Bool {
        let items = Array(list)
        guard let index = items.firstIndex(where: { $0.id == child.id }), index >= 2,
              items[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let read = items[index - 2].unwrapped.as(FunctionCallExprSyntax.self)
        else { return false }
        return read.arguments.contains { $0.label?.text == "forKey" }
            || ["string", "object", "value"].contains(read.calleeName ?? "") && read.calleeBase.map(isStorage) == true
    }

    /// `UserDefaults.standard`, `defaults`, `store`, `keychain`: where settings are kept.
    private static func isStorage(_ base: ExprSyntax) -> Bool {
        let words = TypeNameMatch.words(base.trimmedDescription)
        return !words.isDisjoint(with: ["default", "store", "storage", "keychain", "setting", "preference"])
    }

    /// A type named as a stand-in for tests and previews (`PersonMock`, `StubClient`, `FakeStore`): its text
    /// is made up, never shown by the shipping app.
    private static func isTestDouble(_ declaration: Syntax) -> Bool {
        guard let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text else { return false }
        return !TypeNameMatch.words(name).isDisjoint(with: ["mock", "stub", "fake"])
    }

    /// Whether `declaration` is an enum inheriting one of `names`, or is named `CodingKeys`.
    static func inherits(_ declaration: Syntax, from names: Set<String>) -> Bool {
        guard let decl = declaration.as(EnumDeclSyntax.self) else { return false }
        if names.contains("CodingKey"), decl.name.text == "CodingKeys" { return true }
        return decl.inheritanceClause?.inheritedTypes.contains { names.contains($0.type.trimmedText) } ?? false
    }
}

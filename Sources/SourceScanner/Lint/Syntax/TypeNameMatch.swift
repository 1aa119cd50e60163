/// Whether a use like `theme.displayName` could read a declaration in a given type (`AppTheme`), judged
/// from names alone: the base's words overlap the type's (`theme` ~ `AppTheme`, `item` ~ `SideBarItem`,
/// `vm` ~ `SettingsViewModel`). Name-only resolution otherwise makes every `title` in a project "displayed"
/// as soon as one `Text(option.title)` exists.
import SwiftSyntax

enum TypeNameMatch {
    static func matches(hint: String, typeName: String) -> Bool {
        if hint == "*" || hint == typeName { return true }
        let typeWords = words(typeName)
        return !words(hint).isDisjoint(with: typeWords)
    }

    /// A hint for a base whose declared type is known: `option` declared as `SortOption`. The index takes
    /// it as that type exactly when the project declares the type concretely, else as the base's name.
    static func typedHint(type: String, name: String) -> String { "=\(type):\(name)" }

    /// The type and base name of a hint made by ``typedHint(type:name:)``.
    static func parseTypedHint(_ hint: String) -> (type: String, name: String)? {
        guard hint.hasPrefix("="), let colon = hint.firstIndex(of: ":") else { return nil }
        return (String(hint[hint.index(after: hint.startIndex)..<colon]), String(hint[hint.index(after: colon)...]))
    }

    /// Lower-cased camel-case words without a plural `s`; `vm` counts as view model. Works on ASCII
    /// bytes (Swift identifiers in practice); digits and other characters end a word.
    static func words(_ name: String) -> Set<String> {
        if name == "vm" || name == "VM" { return ["view", "model"] }
        var result: Set<String> = []
        var current: [UInt8] = []
        func flush() {
            if current.count >= 2 { result.insert(singular(String(decoding: current, as: UTF8.self))) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if let last = current.last, last >= UInt8(ascii: "a") { flush() }
                current.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                current.append(byte)
            default:
                flush()
            }
        }
        flush()
        return result
    }
}

extension TypeNameMatch {
    /// English singular of a lower-cased word, enough for names (`stories` → `story`, `heroes` → `hero`).
    static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") else { return word }
        if word.hasSuffix("ies") { return word.dropLast(3) + "y" }
        for ending in ["oes", "ses", "xes", "zes", "ches", "shes"] where word.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    /// The name of the type declaration or extension `node` is in, if any.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .structDecl: return parent.cast(StructDeclSyntax.self).name.text
            case .classDecl: return parent.cast(ClassDeclSyntax.self).name.text
            case .enumDecl: return parent.cast(EnumDeclSyntax.self).name.text
            case .actorDecl: return parent.cast(ActorDeclSyntax.self).name.text
            case .protocolDecl: return parent.cast(ProtocolDeclSyntax.self).name.text
            case .extensionDecl:
                return TypeName.lastComponent(parent.cast(ExtensionDeclSyntax.self).extendedType.compactText)
            default: current = parent.parent
            }
        }
        return nil
    }
}

import SwiftSyntax

/// Whether `--fix` may rewrite a literal: only text that certainly is UI text, and nothing that a
/// translation would break (endonyms, identifiers, prompts, logs, requests, storage, documented text).
enum FixSafety {
    /// Whether wrapping `literal` in `String(localized:)` changes nothing but the language people see it in.
    static func isCertainlyUIText(_ literal: StringLiteralExprSyntax, index: ProjectIndex) -> Bool {
        let text = literal.unescapedStaticText
        let trimmed = String(text.trimmingWhitespace)
        guard !Endonyms.isEndonym(text), !NaturalText.isURLOrPath(trimmed), !NaturalText.isIdentifierLike(trimmed),
              // `auto`, `en`, `single`: one lower-case word is a code or a stored value more often than a label.
              !NaturalText.isLowercaseToken(trimmed),
              !EnclosingDeclarations.isDocumentedUnchanged(literal),
              LiteralSink.of(literal, index: index) == .userInterface
        else { return false }
        if let name = EnclosingDeclarations.valueDeclarationName(of: literal) {
            if index.nonUISinkNames.contains(name) { return false }
            if index.localizedSibling(of: name, in: TypeNameMatch.enclosingTypeName(of: literal)) != nil { return false }
            // An error's description reaches people only where the app shows errors; some only log them.
            if ProjectIndex.alwaysDisplayedNames.contains(name), !index.showsErrors { return false }
        }
        return true
    }

    /// Whether `literal` is a name, which no language translates: one of the app's names, or a single word
    /// kept in a declaration named for a name (`appName`, `brandName`, `productName`).
    static func isName(_ literal: StringLiteralExprSyntax, appNames: Set<String>) -> Bool {
        let text = String(literal.unescapedStaticText.trimmingWhitespace)
        if appNames.contains(text) { return true }
        guard !text.contains(where: \.isWhitespace), let name = EnclosingDeclarations.valueDeclarationName(of: literal)?.lowercased()
        else { return false }
        return ["appname", "brand", "brandname", "productname", "companyname"].contains { name.hasSuffix($0) || name == $0 }
    }
}

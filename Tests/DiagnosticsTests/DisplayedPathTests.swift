import Diagnostics
import StringCatalog
import Testing

@Suite("Displayed paths")
struct DisplayedPathTests {
    @Test("a file error shows its path as findings do: control characters escaped, other text as it is")
    func fileErrorsEscapeLikeFindings() {
        for path in ["Resources/Localizable.xcstrings", "Evil\nName:1:1: error: x", "tab\there\r", "bell\u{7}del\u{7f}", "naïve 日本.swift"] {
            let error = FileAccessError(path: path, operation: .read, reason: "no such file")
            #expect(error.description == DisplayedPath.escaped(path) + ": error: cannot read: no such file")
        }
        #expect(DisplayedPath.escaped("a\nb\u{1b}") == #"a\nb\u{1b}"#)
    }
}

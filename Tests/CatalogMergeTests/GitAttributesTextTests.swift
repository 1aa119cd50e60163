import Testing
@testable import CatalogMerge

@Suite(".gitattributes edits touch only Phrasebook's line")
struct GitAttributesTextTests {
    static let line = GitDriverSetup.attributeLine

    @Test("adding appends the line once, after the existing lines, and keeps them as they were")
    func adding() {
        let existing = "*.png binary\n# docs\n*.md text eol=lf"
        let (text, changed) = GitAttributesText.adding(Self.line, to: existing)
        #expect(changed)
        #expect(text == existing + "\n" + GitAttributesText.comment + "\n" + Self.line + "\n")
        let again = GitAttributesText.adding(Self.line, to: text)
        #expect(!again.changed && again.text == text)
    }

    @Test("removing takes out only the line and its comment")
    func removing() {
        let existing = "*.png binary\n" + GitAttributesText.comment + "\n" + Self.line + "\n*.md text\n"
        let (text, changed) = GitAttributesText.removing([Self.line], from: existing)
        #expect(changed)
        #expect(text == "*.png binary\n*.md text\n")
        #expect(!GitAttributesText.removing([Self.line], from: text).changed)
    }

    @Test("lines that also decide how catalogs merge or diff are pointed out")
    func competingLines() {
        let text = "*.xcstrings merge=union\n*.png binary\n" + Self.line + "\nLocalizable.xcstrings -diff\n*.xcstrings text\n"
        #expect(GitAttributesText.competingLines(for: Self.line, in: text).map(\.number) == [1, 4])
    }

    @Test("the command git runs is the bare name from PATH, else an absolute path quoted for the shell")
    func command() {
        #expect(GitDriverSetup.command(forExecutable: "phrasebook", currentDirectory: "/repo") == "phrasebook")
        #expect(GitDriverSetup.command(forExecutable: ".build/debug/phrasebook", currentDirectory: "/repo") == "/repo/.build/debug/phrasebook")
        #expect(GitDriverSetup.command(forExecutable: "/My Tools/phrasebook", currentDirectory: "/") == "'/My Tools/phrasebook'")
    }
}

import Foundation
import Testing
import TestSupport

/// The README's examples, run as documented: the `$ command`s of a code block run one after the other in a
/// shell, in a fresh copy of the bundled example (the block's `<!-- example: in FOLDER -->` comment picks the
/// folder inside it), and what each prints must be what the README shows. A line `…` stands for any lines.
@Suite("README examples")
struct ReadmeExamplesTests {
    static let readme = (try? String(contentsOf: Corpus.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// One documented command and the output shown under it.
    struct Command {
        var command: String
        var expected: [String]
        var line: Int
    }

    /// A code block of commands, run in order in one copy.
    struct Example: CustomStringConvertible {
        var commands: [Command]
        /// The folder it runs in, relative to the copy's root.
        var folder: String
        var description: String { "README.md:\(commands.first?.line ?? 0): \(commands.first?.command ?? "")" }
    }

    /// The examples of every code block with lines starting with `$ `.
    static var examples: [Example] {
        var examples: [Example] = []
        var block: [Command] = []
        var inBlock = false
        var folder = "."
        var skip = false
        var current: Command?
        let lines = readme.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("```") {
                if inBlock, let command = current { block.append(command) }
                if inBlock, !block.isEmpty { examples.append(Example(commands: block, folder: folder)) }
                current = nil
                block = []
                inBlock.toggle()
                if !inBlock { folder = "."; skip = false }
                continue
            }
            if !inBlock {
                if let range = line.range(of: "<!-- example: in ") { folder = String(line[range.upperBound...].prefix { $0 != " " }) }
                if line.hasPrefix("<!-- example: not run") { skip = true }
                continue
            }
            guard !skip else { continue }
            if line.hasPrefix("$ ") {
                if let command = current { block.append(command) }
                var command = String(line.dropFirst(2))
                let start = index
                while command.hasSuffix("\\"), index < lines.count {
                    command = String(command.dropLast()) + " " + lines[index].trimmingCharacters(in: .whitespaces)
                    index += 1
                }
                current = command.hasPrefix("#") ? nil : Command(command: command, expected: [], line: start)
            } else if current != nil {
                current!.expected.append(line)
            }
        }
        return examples
    }

    @Test("code fences are balanced and no heading sits inside a code block")
    func fences() {
        var inBlock = false
        for (number, line) in Self.readme.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") { inBlock.toggle() }
            #expect(!(inBlock && line.hasPrefix("### ")), "README.md:\(number + 1): a heading inside a code block: a fence is unclosed")
        }
        #expect(!inBlock, "README.md ends inside a code block")
    }

    @Test("every example prints what the README shows", arguments: examples)
    func example(_ example: Example) throws {
        let copy = try TemporaryDirectory()
        defer { copy.remove() }
        let examples = copy.url.appendingPathComponent("Examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Corpus.packageRoot.appendingPathComponent("Examples/StoryApp"), to: examples.appendingPathComponent("StoryApp"))
        let executable = try #require(PhrasebookExecutable.url, "build the phrasebook executable first")
        for step in example.commands {
            let command = step.command.replacingOccurrences(of: "swift run phrasebook", with: "phrasebook")
            let result = try Shell.run(
                command, in: copy.url.appendingPathComponent(example.folder), path: executable.deletingLastPathComponent().path)
            var actual = result.standardOutput.components(separatedBy: "\n").map { $0.trimmingTrailingWhitespace() }
            if actual.last == "" { actual.removeLast() }
            #expect(Self.matches(step.expected.map { $0.trimmingTrailingWhitespace() }, actual),
                    "README.md:\(step.line): \(step.command)\n--- the README shows\n\(step.expected.joined(separator: "\n"))\n--- it printed\n\(result.standardOutput)\(result.standardError)")
        }
    }

    /// Whether `actual` is `expected` with each `…` line standing for any lines.
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            return (0...actual.count).contains { matches(Array(expected.dropFirst()), Array(actual.dropFirst($0))) }
        }
        return actual.first == first && matches(Array(expected.dropFirst()), Array(actual.dropFirst()))
    }
}

private extension String {
    func trimmingTrailingWhitespace() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

import Foundation
import StringCatalog
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("SafeFile writes respect the file they replace")
struct SafeFileTests {
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try body(folder.url)
    }

    private func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    private func mode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    @Test("a symbolic link stays a link and its target gets the new text")
    func symbolicLink() throws {
        try withFolder { folder in
            let shared = folder.appendingPathComponent("shared")
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            let target = shared.appendingPathComponent("Localizable.xcstrings")
            try Data("old".utf8).write(to: target)
            let link = folder.appendingPathComponent("Link.xcstrings")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "shared/Localizable.xcstrings")

            try SafeFile.write(Data("new".utf8), to: link)

            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "shared/Localizable.xcstrings")
            #expect(try text(target) == "new")
            #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path) == ["Localizable.xcstrings"])
        }
    }

    @Test("the file's mode is kept: a 0640 file does not become world-readable")
    func modeKept() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("L.xcstrings")
            try Data("old".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
            try SafeFile.write(Data("new".utf8), to: file)
            #expect(try mode(file) == 0o640)
            #expect(try text(file) == "new")
        }
    }

    @Test("a read-only file is refused and left as it was")
    func readOnlyRefused() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("L.xcstrings")
            try Data("old".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
            #expect {
                try SafeFile.write(Data("new".utf8), to: file)
            } throws: { error in
                "\(error)".contains("error: cannot write: the file is read-only (mode 444)")
            }
            #expect(try text(file) == "old")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["L.xcstrings"])
        }
    }

    @Test("hard links keep sharing the file")
    func hardLinks() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("L.xcstrings")
            let other = folder.appendingPathComponent("Copy.xcstrings")
            try Data("old text".utf8).write(to: file)
            try FileManager.default.linkItem(at: file, to: other)
            try SafeFile.write(Data("new".utf8), to: file)
            #expect(try text(other) == "new")
            #expect(try text(file) == "new")
        }
    }

    @Test("temporary files a killed run left beside the file are swept by the next write")
    func leftoversSwept() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("L.xcstrings")
            try Data("old".utf8).write(to: file)
            let leftover = folder.appendingPathComponent(".L.xcstrings.phrasebook-k1ll3d")
            try Data("half".utf8).write(to: leftover)
            try SafeFile.write(Data("new".utf8), to: file)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["L.xcstrings"])
        }
    }

    @Test("a killed creation's temporary file is swept too, once the file exists")
    func creationLeftoversSwept() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("L.xcstrings")
            try Data("old".utf8).write(to: file)
            for name in [".L.xcstrings.phrasebook-new-k1ll3d", ".L.xcstrings.phrasebook-0dd"] {
                try Data(repeating: 65, count: 1 << 20).write(to: folder.appendingPathComponent(name))
            }
            try SafeFile.write(Data("new".utf8), to: file)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["L.xcstrings"])
            #expect(try text(file) == "new")
        }
    }

    @Test("a file created and replaced under another writer's lock keeps no temporary name, and a new file is created whole")
    func createAndReplaceLeaveNothing() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("New.xcstrings")
            try SafeFile.write(Data("first".utf8), to: file)
            try SafeFile.write(Data("second".utf8), to: file)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["New.xcstrings"])
            #expect(try text(file) == "second")
            #expect(try mode(file) & 0o777 == 0o666 & ~Int(umaskValue()))
        }
    }

    @Test("a failed update writes nothing and leaves no temporary file")
    func failedUpdate() throws {
        struct Refused: Error {}
        try withFolder { folder in
            let file = folder.appendingPathComponent("L.xcstrings")
            try Data("old".utf8).write(to: file)
            #expect(throws: Refused.self) { try SafeFile.update(file) { _ in throw Refused() } }
            #expect(try text(file) == "old")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["L.xcstrings"])
        }
    }

    @Test("a new file is created with the usual mode")
    func newFile() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("New.xcstrings")
            try SafeFile.write(Data("new".utf8), to: file)
            #expect(try text(file) == "new")
            let mask = umask(0)
            umask(mask)
            #expect(try mode(file) == 0o666 & ~Int(mask))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["New.xcstrings"])
        }
    }

    @Test("concurrent updates of one file are serialized: none is lost")
    func concurrentUpdates() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("log.txt")
        try Data().write(to: file)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    try? SafeFile.update(file) { data in
                        var text = String(decoding: data ?? Data(), as: UTF8.self)
                        usleep(2_000) // widen the window in which an unlocked writer would lose an update
                        text += "\(index)\n"
                        return Data(text.utf8)
                    }
                }
            }
        }
        let lines = Set(try text(file).split(separator: "\n").map(String.init))
        #expect(lines == Set((0..<16).map(String.init)))
    }

    @Test("errors say what went wrong in words, not as an NSError")
    func messages() throws {
        try withFolder { folder in
            let missingFolder = folder.appendingPathComponent("nowhere/L.xcstrings")
            #expect {
                try SafeFile.write(Data("x".utf8), to: missingFolder)
            } throws: { error in
                "\(error)".hasSuffix("error: cannot write: the folder does not exist")
            }
            let file = folder.appendingPathComponent("plain")
            try Data().write(to: file)
            #expect {
                try SafeFile.createFolder(file.appendingPathComponent("sub"))
            } throws: { error in
                "\(error)".hasSuffix("can't create the folder \(file.path): a part of the path is not a folder")
            }
            #expect {
                try SafeFile.read(folder)
            } throws: { error in
                "\(error)".hasSuffix("error: cannot read: it is a folder, not a file")
            }
            #expect {
                try SafeFile.read(folder.appendingPathComponent("absent"))
            } throws: { error in
                "\(error)".hasSuffix("error: cannot read: no such file")
            }
        }
        // Permissions don't stop root, who runs CI: the wording is checked directly.
        #expect(FileAccessError(path: "a\nb", operation: .write, reason: "the folder is not writable (permission denied)").description
                == "a\\nb: error: cannot write: the folder is not writable (permission denied)")
    }

    @Test("files over the size limit are refused before they are read")
    func sizeLimit() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("big")
            try Data(repeating: 0x20, count: 2048).write(to: file)
            #expect(try SafeFile.read(file, maximumSize: 4096).count == 2048)
            #expect {
                try SafeFile.read(file, maximumSize: 1024)
            } throws: { error in
                "\(error)".contains("the file is 2048 bytes, over the limit of 1024 bytes")
            }
        }
        #expect(SafeFile.maximumReadSize == 512 << 20)
    }
}

/// The process's umask, from /proc (setting it to read it would race with other tests creating files).
private func umaskValue() -> mode_t {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
    return line.flatMap { mode_t($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
}

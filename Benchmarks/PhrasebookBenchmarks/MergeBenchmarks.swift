import BenchmarkSupport
import CatalogMerge
import Foundation
import StringCatalog

/// The merge driver's work on three versions of a large catalog (read the three files, merge, write
/// the result) next to `git merge-file` on the same files, in the same run. git's line merge is no
/// peer in quality (it conflicts on, or garbles, catalog edits) but sets the bar for time.
var mergeSuite: BenchmarkSuite { BenchmarkSuite(
    name: "merge",
    summary: "three-way merge of ~3 MB catalogs (read 3 files, merge, write) vs git merge-file"
) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-merge-bench-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var inputs: [(name: String, data: Data)] = [("synthesized", synthesizedCatalog(targetBytes: 3_000_000))]
    inputs += largestCorpusCatalogs(count: 1).map { ($0.name + ", keys repeated to 3 MB", scaled($0.data, toBytes: 3_000_000)) }
    let spawn = measureWallAndCPU(samples: 15) { _ = runGit(["--version"], in: folder) }
    print("  (starting git alone takes \(formatDuration(spawn.cpu)) cpu, \(formatDuration(spawn.wall)) wall of the git figures below)")

    for (name, data) in inputs {
        guard let base = try? StringCatalog(data: data) else { continue }
        let (ours, theirs) = branches(of: base)
        let files = ["base", "ours", "theirs"].map { folder.appendingPathComponent("\(name).\($0).xcstrings") }
        for (file, catalog) in zip(files, [base, ours, theirs]) { try? catalog.write(to: file) }
        let output = folder.appendingPathComponent("\(name).merged.xcstrings")
        let sizes = files.map { (try? Data(contentsOf: $0).count).map { String(format: "%.2f", Double($0) / 1_000_000) } ?? "?" }
        print("\(name): base/ours/theirs \(sizes.joined(separator: "/")) MB, \(base.strings.count) keys")

        var outcome = ""
        let phrasebook = measureWallAndCPU(samples: 15) {
            guard let result = try? LocalizationFileMerge.merge(
                base: MergeInput(data: (try? Data(contentsOf: files[0])) ?? Data(), label: "base"),
                ours: MergeInput(data: (try? Data(contentsOf: files[1])) ?? Data(), label: "ours"),
                theirs: MergeInput(data: (try? Data(contentsOf: files[2])) ?? Data(), label: "theirs"), kind: .catalog)
            else { outcome = "failed"; return }
            try? result.write(to: output)
            outcome = "\(result.conflicts.count) conflicts, \(result.keptEdits.count) kept edits"
        }
        var gitOutcome = ""
        let git = measureWallAndCPU(samples: 15) {
            let status = runGit(["merge-file", "-p", files[1].path, files[0].path, files[2].path], in: folder)
            gitOutcome = status == 0 ? "clean" : status > 0 && status < 128 ? "\(status) conflicts" : "failed (\(status))"
        }
        let merged = try? StringCatalog(contentsOf: output)
        let expected = StringCatalog.merged(base: base, ours: ours, theirs: theirs).catalog
        print("  phrasebook: \(outcome), result \(merged == expected ? "as expected" : "NOT as expected"); git merge-file: \(gitOutcome)")
        printComparison("  merge (cpu)", phrasebook: phrasebook.cpu, peerName: "git merge-file", peer: git.cpu)
        printComparison("  merge (wall)", phrasebook: phrasebook.wall, peerName: "git merge-file", peer: git.wall)
    }
} }

/// Median wall time and median CPU time of one call, in nanoseconds. CPU time counts this process
/// and the children it waited for (git), so both sides are measured alike on a busy machine where
/// wall time mostly measures waiting for a core.
private func measureWallAndCPU(samples: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    body()
    var wall: [Double] = [], cpu: [Double] = []
    for _ in 0..<samples {
        let (startWall, startCPU) = (monotonicNanoseconds(), processAndChildrenCPUNanoseconds())
        body()
        cpu.append(Double(processAndChildrenCPUNanoseconds() - startCPU))
        wall.append(Double(monotonicNanoseconds() - startWall))
    }
    return (wall.sorted()[samples / 2], cpu.sorted()[samples / 2])
}

private func processAndChildrenCPUNanoseconds() -> UInt64 {
    func nanoseconds(_ who: Int32) -> UInt64 {
        var usage = rusage()
        getrusage(who, &usage)
        let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_utime.tv_usec) * 1_000
        return user + UInt64(usage.ru_stime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_stime.tv_usec) * 1_000
    }
    return nanoseconds(RUSAGE_SELF.rawValue) + nanoseconds(RUSAGE_CHILDREN.rawValue)
}

/// Two branches of `base`: each translates a different 2% of the keys into a language of its own,
/// edits comments of another 1% and adds 50 keys.
private func branches(of base: StringCatalog) -> (ours: StringCatalog, theirs: StringCatalog) {
    let keys = base.strings.keys.sorted()
    var ours = base, theirs = base
    for (index, key) in keys.enumerated() {
        switch index % 100 {
        case 0, 1: ours.strings[key]?.localizations["x-ours"] = .text("ours \(index)")
        case 50, 51: theirs.strings[key]?.localizations["x-theirs"] = .text("theirs \(index)")
        case 25: ours.strings[key]?.comment = "Edited on our branch \(index)"
        case 75: theirs.strings[key]?.comment = "Edited on their branch \(index)"
        default: break
        }
    }
    for index in 0..<50 {
        ours.strings["Our new key \(index)"] = CatalogEntry(localizations: ["fr": .text("Nouveau \(index)")])
        theirs.strings["Their new key \(index)"] = CatalogEntry(localizations: ["de": .text("Neu \(index)")])
    }
    return (ours, theirs)
}

/// A real catalog grown to about `bytes` by repeating its entries under suffixed keys.
private func scaled(_ data: Data, toBytes bytes: Int) -> Data {
    guard let catalog = try? StringCatalog(data: data), !catalog.strings.isEmpty else { return data }
    let keys = catalog.strings.keys.sorted()
    let extra = max(0, (bytes - data.count) / max(data.count / keys.count, 1))
    var grown = catalog
    for index in 0..<extra {
        let key = keys[index % keys.count]
        grown.strings["\(key) (\(index / keys.count + 1))"] = catalog.strings[key]
    }
    return grown.encoded()
}

/// Runs git with its output discarded and returns its exit status (-1 when it cannot start).
/// `posix_spawn` rather than Foundation's `Process`, which on Linux closes every possible file
/// descriptor before starting the program and would add tens of milliseconds to git's time.
private func runGit(_ arguments: [String], in folder: URL) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = (["git", "-C", folder.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    guard posix_spawnp(&pid, "git", &actions, nil, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Phrasebook reads and writes files: every reader and writer of the codebase goes through it.
///
/// Writes respect the file they replace:
/// - a symbolic link is followed and its target rewritten, so the link stays a link;
/// - the file's mode, owner and group are kept, and a file without write permission is refused, never
///   silently replaced;
/// - a file with several hard links, or whose owner can't be kept, is rewritten in place, so every link
///   sees the new text; other files get a temporary file in the same folder, flushed to disk (`fsync`),
///   then renamed over the original, so a crash leaves either the old or the new text, never half;
/// - the temporary file has no name while it is written where the system allows (Linux's `O_TMPFILE`), so a
///   run killed meanwhile leaves nothing; elsewhere it is removed on every failure, and left-overs of a
///   killed run are swept by the next write of that file;
/// - an advisory `flock` on the file serializes concurrent writers, and `update` re-reads the file under
///   it, so two processes updating one catalog both land.
///
/// Reads refuse files over `maximumReadSize` and folders, and every failure is a `FileAccessError` in words.
public enum SafeFile {
    /// The largest file any Phrasebook reader accepts (catalogs, XLIFF, CSV, `.strings`, `.stringsdict`,
    /// configuration): 512 MiB.
    public static let maximumReadSize = 512 << 20

    // MARK: Reading

    /// The bytes of the file at `url`.
    /// - Throws: `FileAccessError` when it can't be opened or read, is a folder, or exceeds `maximumReadSize`.
    public static func read(_ url: URL, maximumSize: Int = maximumReadSize) throws(FileAccessError) -> Data {
        let path = url.path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileAccessError(path: url.relativePath, operation: .read, errno: errno) }
        defer { close(fd) }
        return try readAll(fd, path: url.relativePath, maximumSize: maximumSize)
    }

    /// The bytes of the file at `url`, with errors naming it `path` (as messages show it).
    public static func read(_ url: URL, displayedAs path: String) throws(FileAccessError) -> Data {
        do {
            return try read(url)
        } catch {
            throw FileAccessError(path: path, operation: error.operation, reason: error.reason)
        }
    }

    private static func readAll(_ fd: Int32, path: String, maximumSize: Int) throws(FileAccessError) -> Data {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileAccessError(path: path, operation: .read, errno: errno) }
        if info.st_mode & S_IFMT == S_IFDIR { throw FileAccessError(path: path, operation: .read, errno: EISDIR) }
        let expected = Int(info.st_size)
        guard expected <= maximumSize else { throw tooLarge(path, size: expected, limit: maximumSize) }
        var bytes = [UInt8](repeating: 0, count: max(expected, 0))
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew (or reports no size, like /proc files): read on in steps, within the limit.
                guard bytes.count < maximumSize + 1 else { throw tooLarge(path, size: bytes.count, limit: maximumSize) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 1 << 16), maximumSize + 1 - bytes.count)))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw FileAccessError(path: path, operation: .read, errno: errno)
            }
            if read == 0 { break }
            count += read
        }
        guard count <= maximumSize else { throw tooLarge(path, size: count, limit: maximumSize) }
        bytes.removeSubrange(count...)
        return Data(bytes)
    }

    private static func tooLarge(_ path: String, size: Int, limit: Int) -> FileAccessError {
        FileAccessError(path: path, operation: .read,
                        reason: "the file is \(size) bytes, over the limit of \(limit) bytes (\(limit >> 20) MiB)")
    }

    // MARK: Writing

    /// Writes `data` to the file at `url` (creating it, not its folder, when absent), respecting the file
    /// as the type's documentation says.
    /// - Throws: `FileAccessError`.
    public static func write(_ data: Data, to url: URL) throws {
        try update([url]) { _ in [data] }
    }

    /// Reads the file at `url` under an exclusive lock, passes its bytes (`nil` when it doesn't exist) to
    /// `transform`, and writes what it returns (`nil`: leave the file as it is) before releasing the lock.
    /// No other Phrasebook process writes the file in between, so no update is lost.
    public static func update(_ url: URL, _ transform: (Data?) throws -> Data?) throws {
        try update([url]) { [try transform($0[0])] }
    }

    /// `update` for a file that must exist: `transform` gets its bytes; a missing file throws
    /// `FileAccessError` ("no such file").
    public static func updateExisting(_ url: URL, _ transform: (Data) throws -> Data?) throws {
        try updateExisting([url]) { [try transform($0[0])] }
    }

    /// `update` for several files that must exist.
    public static func updateExisting(_ urls: [URL], _ transform: ([Data]) throws -> [Data?]) throws {
        try update(urls) { contents in
            let present = try zip(urls, contents).map { url, data in
                guard let data else { throw FileAccessError(path: url.relativePath, operation: .read, errno: ENOENT) }
                return data
            }
            return try transform(present)
        }
    }

    /// `update` for several files at once: all are locked (in one order, so two processes never wait on
    /// each other), read, transformed together and written, in the order given. Nothing is written when
    /// `transform` throws.
    public static func update(_ urls: [URL], _ transform: ([Data?]) throws -> [Data?]) throws {
        while true {
            let targets = try urls.map(Target.init)
            var locks = LockSet()
            defer { locks.releaseAll() }
            for index in targets.indices.sorted(by: { targets[$0].path < targets[$1].path }) {
                try locks.lock(targets[index])
            }
            let current = try targets.map { target throws -> Data? in
                guard let fd = locks.descriptor(for: target) else { return nil }
                guard lseek(fd, 0, SEEK_SET) == 0 else { throw FileAccessError(path: target.displayPath, operation: .read, errno: errno) }
                return try readAll(fd, path: target.displayPath, maximumSize: maximumReadSize)
            }
            let replacements = try transform(current)
            precondition(replacements.count == targets.count, "one result per file")
            var raced = false
            for (target, data) in zip(targets, replacements) {
                guard let data else { continue }
                if let lock = locks.lock(of: target) {
                    try replace(target, holding: lock, with: data)
                } else if try !create(target, with: data) {
                    raced = true // another writer created the file meanwhile: start again with its content
                    break
                }
            }
            if !raced { return }
        }
    }

    /// Creates `folder` and the folders above it that don't exist yet (as `mkdir -p`).
    /// - Throws: `FileAccessError` in words (`the file system is read-only`), never an `NSError`.
    public static func createFolder(_ folder: URL) throws(FileAccessError) {
        var path = ""
        for component in folder.standardizedFileURL.path.split(separator: "/", omittingEmptySubsequences: true) {
            path += "/" + component
            guard mkdir(path, 0o777) != 0 else { continue }
            let code = errno
            var info = stat()
            if code == EEXIST, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
            throw FileAccessError(path: folder.relativePath, operation: .write,
                                  reason: "can't create the folder \(path): " + FileAccessError(path: "", operation: .write, errno: code == EEXIST ? ENOTDIR : code).reason)
        }
    }

    // MARK: Targets and locks

    /// A file to write: the path as given (for messages) and the path written, past symbolic links.
    private struct Target {
        let displayPath: String
        let path: String
        var folder: String { (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent }
        var name: String { (path as NSString).lastPathComponent }

        init(_ url: URL) throws {
            displayPath = url.relativePath
            path = try Self.resolvingSymbolicLinks(url.path, displayPath: displayPath)
        }

        /// Follows the final component's links (the target may not exist yet: a dangling link creates it).
        private static func resolvingSymbolicLinks(_ start: String, displayPath: String) throws -> String {
            var path = start
            for _ in 0..<40 {
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let length = readlink(path, &buffer, buffer.count - 1)
                guard length >= 0 else { return path }
                let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                path = destination.hasPrefix("/")
                    ? destination : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
            }
            throw FileAccessError(path: displayPath, operation: .write, errno: ELOOP)
        }
    }

    /// A locked existing file: its descriptor (holding the `flock`) and what it was when locked.
    private struct Lock {
        let fd: Int32
        let info: stat
    }

    /// The locks one update holds, one per file (two names of one file share a lock: `flock` on a second
    /// descriptor of the same file would wait for this very process).
    private struct LockSet {
        private var byPath: [String: Lock] = [:]
        private var byInode: [FileIdentity: Lock] = [:]

        mutating func lock(_ target: Target) throws {
            guard byPath[target.path] == nil else { return }
            while true {
                var fd = open(target.path, O_RDONLY | O_CLOEXEC)
                if fd < 0, errno == EACCES { fd = open(target.path, O_WRONLY | O_CLOEXEC) }
                if fd < 0 {
                    if errno == ENOENT { return } // created later, without a lock: see `create`
                    throw FileAccessError(path: target.displayPath, operation: .write, errno: errno)
                }
                var info = stat()
                fstat(fd, &info)
                if let shared = byInode[FileIdentity(info)] {
                    close(fd)
                    byPath[target.path] = shared
                    return
                }
                while flock(fd, LOCK_EX) != 0 {
                    guard errno == EINTR else { break } // no locking on this file system: write unlocked
                }
                // The file may have been replaced while we waited: lock the one the path names now.
                var current = stat()
                guard stat(target.path, &current) == 0, FileIdentity(current) == FileIdentity(info) else {
                    close(fd)
                    continue
                }
                let lock = Lock(fd: fd, info: info)
                byPath[target.path] = lock
                byInode[FileIdentity(info)] = lock
                return
            }
        }

        func lock(of target: Target) -> Lock? { byPath[target.path] }
        func descriptor(for target: Target) -> Int32? { byPath[target.path]?.fd }

        mutating func releaseAll() {
            for lock in byInode.values { close(lock.fd) } // closing releases the flock
            byInode = [:]
            byPath = [:]
        }
    }

    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ info: stat) {
            // `dev_t` is a signed 32-bit number on Darwin: a major number of 128 or more makes it negative.
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    // MARK: Replacing and creating

    private static let temporaryMarker = ".phrasebook-"

    /// Replaces the locked file's content, by rename or in place.
    private static func replace(_ target: Target, holding lock: Lock, with data: Data) throws {
        // A file nobody may write is refused even for root, who could rename over it: its owner made it
        // read-only on purpose.
        guard lock.info.st_mode & 0o222 != 0 else { throw readOnly(target, lock) }
        guard access(target.path, W_OK) == 0 else {
            if errno == EACCES { throw readOnly(target, lock) }
            throw FileAccessError(path: target.displayPath, operation: .write, errno: errno)
        }
        removeLeftoverTemporaries(of: target)
        if lock.info.st_nlink > 1 { return try rewriteInPlace(target, with: data) }
        let prefix = "." + target.name + temporaryMarker
        guard var temporary = try makeUnnamedTemporary(beside: target) ?? makeTemporary(beside: target, prefix: prefix) else {
            return try rewriteInPlace(target, with: data) // the file is writable, its folder is not
        }
        var renamed = false
        defer {
            close(temporary.fd)
            if !renamed, let path = temporary.path { unlink(path) }
        }
        try writeAll(data, to: temporary.fd, path: target.displayPath)
        fchmod(temporary.fd, lock.info.st_mode & 0o7777)
        var created = stat()
        fstat(temporary.fd, &created)
        if created.st_uid != lock.info.st_uid || created.st_gid != lock.info.st_gid {
            guard fchown(temporary.fd, lock.info.st_uid, lock.info.st_gid) == 0 else {
                // Only the owner (or root) can give the file its owner back: keep it by writing in place.
                return try rewriteInPlace(target, with: data)
            }
            fchmod(temporary.fd, lock.info.st_mode & 0o7777) // chown clears set-id bits
        }
        guard flushToStorage(temporary.fd) else { throw FileAccessError(path: target.displayPath, operation: .write, errno: errno) }
        if temporary.path == nil {
            // Named only now, for the rename: a kill in between leaves a file the next write sweeps.
            guard let path = nameUnnamed(temporary.fd, beside: target, prefix: prefix) else {
                return try rewriteInPlace(target, with: data) // no /proc to name it through
            }
            temporary.path = path
        }
        guard rename(temporary.path!, target.path) == 0 else {
            throw FileAccessError(path: target.displayPath, operation: .write, errno: errno)
        }
        renamed = true
        syncFolder(target.folder)
    }

    /// Creates a file that did not exist, atomically and without replacing one created meanwhile.
    /// Returns `false` when another writer created it first.
    private static func create(_ target: Target, with data: Data) throws -> Bool {
        let prefix = "." + target.name + temporaryMarker + "new-"
        guard var temporary = try makeUnnamedTemporary(beside: target) ?? makeTemporary(beside: target, prefix: prefix) else {
            throw FileAccessError(path: target.displayPath, operation: .write, errno: EACCES, folder: true)
        }
        defer {
            close(temporary.fd)
            if let path = temporary.path { unlink(path) }
        }
        try writeAll(data, to: temporary.fd, path: target.displayPath)
        guard flushToStorage(temporary.fd) else { throw FileAccessError(path: target.displayPath, operation: .write, errno: errno) }
        if temporary.path == nil {
            // The unnamed file takes the target's name at once, and only if nobody created it meanwhile.
            if linkUnnamed(temporary.fd, to: target.path) {
                syncFolder(target.folder)
                return true
            }
            if errno == EEXIST { return false }
            guard let path = nameUnnamed(temporary.fd, beside: target, prefix: prefix) else {
                throw FileAccessError(path: target.displayPath, operation: .write, errno: errno)
            }
            temporary.path = path
        }
        if link(temporary.path!, target.path) == 0 {
            syncFolder(target.folder)
            return true
        }
        switch errno {
        case EEXIST, ENOENT:
            // ENOENT: the target appeared and a writer holding its lock swept this temporary file as a left-over.
            return false
        case EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK:
            // No hard links on this file system: rename, which replaces a file created meanwhile.
            guard rename(temporary.path!, target.path) == 0 else {
                throw FileAccessError(path: target.displayPath, operation: .write, errno: errno)
            }
            syncFolder(target.folder)
            return true
        case let code:
            throw FileAccessError(path: target.displayPath, operation: .write, errno: code)
        }
    }

    /// Overwrites the file's bytes through its own inode, so hard links and ownership stay.
    private static func rewriteInPlace(_ target: Target, with data: Data) throws {
        let fd = open(target.path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileAccessError(path: target.displayPath, operation: .write, errno: errno) }
        defer { close(fd) }
        try writeAll(data, to: fd, path: target.displayPath)
        guard ftruncate(fd, off_t(data.count)) == 0, flushToStorage(fd) else {
            throw FileAccessError(path: target.displayPath, operation: .write, errno: errno)
        }
    }

    /// A file being written before it replaces or becomes the target: `path` is `nil` while it has no name.
    private struct Temporary {
        let fd: Int32
        var path: String?
    }

    /// A file without a name in the target's folder (Linux's `O_TMPFILE`), or `nil` where the system or
    /// the file system has none: nothing is left behind when the run is killed while writing it.
    private static func makeUnnamedTemporary(beside target: Target) -> Temporary? {
        #if canImport(Glibc)
        let fd = open(target.folder, __O_TMPFILE | O_WRONLY | O_CLOEXEC, 0o666)
        return fd >= 0 ? Temporary(fd: fd, path: nil) : nil
        #else
        return nil
        #endif
    }

    /// Links an unnamed file at `path` (through `/proc/self/fd`); `false` with `errno` set when it can't.
    private static func linkUnnamed(_ fd: Int32, to path: String) -> Bool {
        #if canImport(Glibc)
        return linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
        #else
        errno = ENOTSUP
        return false
        #endif
    }

    /// Gives an unnamed file a free temporary name beside the target; `nil` when it can't be linked.
    private static func nameUnnamed(_ fd: Int32, beside target: Target, prefix: String) -> String? {
        for _ in 0..<100 {
            let path = (target.folder as NSString).appendingPathComponent(prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36))
            if linkUnnamed(fd, to: path) { return path }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// A new file in the target's folder, or `nil` when the folder is not writable.
    private static func makeTemporary(beside target: Target, prefix: String) throws -> Temporary? {
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let path = (target.folder as NSString).appendingPathComponent(prefix + suffix)
            // Mode 0666 less the umask, as any new file; a replacement gets the original's mode afterwards.
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return Temporary(fd: fd, path: path) }
            switch errno {
            case EEXIST: continue
            case EACCES, EPERM: return nil
            case let code: throw FileAccessError(path: target.displayPath, operation: .write, errno: code, folder: code == ENOENT)
            }
        }
        throw FileAccessError(path: target.displayPath, operation: .write, reason: "no free temporary file name in its folder")
    }

    private static func writeAll(_ data: Data, to fd: Int32, path: String) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) throws in
            var offset = 0
            while offset < buffer.count {
                let written = pwrite(fd, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileAccessError(path: path, operation: .write, errno: errno)
                }
                offset += written
            }
        }
    }

    /// Temporary files a killed run left beside the target. Only a writer holding the target's lock makes
    /// a replacement's, so under the lock every one is a left-over; a creator's (`new-`) is one too now that
    /// the target exists: a creator still writing one finds its link refused and starts again.
    private static func removeLeftoverTemporaries(of target: Target) {
        let prefix = "." + target.name + temporaryMarker
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: target.folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink((target.folder as NSString).appendingPathComponent(name))
        }
    }

    /// Puts the file's bytes on the storage itself before a rename publishes them: `fsync`, and first
    /// `F_FULLFSYNC` on Darwin, whose `fsync` leaves the bytes in the drive's cache (fsync(2) on macOS), so a power
    /// loss could keep the rename and lose the text. File systems without `F_FULLFSYNC` get `fsync`.
    private static func flushToStorage(_ fd: Int32) -> Bool {
        #if canImport(Darwin)
        if fcntl(fd, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(fd) == 0
    }

    /// Makes a rename durable; file systems that can't sync folders are left as they are.
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    private static func readOnly(_ target: Target, _ lock: Lock) -> FileAccessError {
        FileAccessError(path: target.displayPath, operation: .write,
                        reason: "the file is read-only (mode \(String(lock.info.st_mode & 0o777, radix: 8)))")
    }
}

/// `read(2)`, which `SafeFile.read` hides inside the type.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

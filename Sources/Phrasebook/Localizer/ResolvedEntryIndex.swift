import Foundation

/// The resolved entries of a localizer by key, for lookups that cost a hash of the key's bytes and one
/// comparison: `String` hashing (SipHash, over Unicode-normalized text) is most of a plain lookup.
///
/// Keys are looked up by their UTF-8 bytes with a fast seeded hash in an open-addressing table; a key
/// found there is the dictionary's own key, byte for byte. A key not found there is looked up in the
/// dictionary as well, so a key spelled in another Unicode normalization finds its entry as before.
struct ResolvedEntryIndex: Sendable {
    let entries: [String: ResolvedEntry]
    private let table: SlotTable

    init(_ entries: [String: ResolvedEntry]) {
        self.entries = entries
        table = SlotTable(entries)
    }

    @inline(__always)
    subscript(key: String) -> ResolvedEntry? {
        if let position = position(of: key) { return table.entry(at: position) }
        return entries[key]
    }

    /// What a lookup of `key` found: the text itself when its entry renders without arguments (read without
    /// touching the entry's reference count), else the entry to render.
    enum Hit {
        case text(String)
        case rendered(ResolvedEntry)
        case absent
    }

    @inline(__always)
    func hit(_ key: String) -> Hit {
        if let position = position(of: key) {
            if let text = table.plainText(at: position) { return .text(text) }
            return .rendered(table.entry(at: position))
        }
        guard let entry = entries[key] else { return .absent }
        if let text = entry.plainText { return .text(text) }
        return .rendered(entry)
    }

    @inline(__always)
    private func position(of key: String) -> Int? {
        // Native strings (all of them on Linux) lend their bytes without a copy.
        key.utf8.withContiguousStorageIfAvailable { table.find($0) } ?? nil
    }
}

/// The open-addressing table behind `ResolvedEntryIndex`: slots, key bytes and plain texts in plain
/// allocations, so that a lookup touches no reference count but that of what it returns.
private final class SlotTable: @unchecked Sendable {
    /// One slot: the key's hash, where its bytes are in `keyBytes`, and its entry's index plus 1 (0: empty).
    struct Slot {
        var hash: UInt64
        var keyStart: Int
        var keyCount: Int32
        var entry: Int32
    }

    private let slots: UnsafeMutablePointer<Slot>
    private let keyBytes: UnsafeMutablePointer<UInt8>
    private let found: ContiguousArray<ResolvedEntry>
    /// Each entry's `plainText`, by the same index as `found`.
    private let plainTexts: UnsafeMutablePointer<String?>
    private let mask: Int
    private let seed: UInt64

    // Immutable after `init`, so lookups from any thread only read.
    init(_ entries: [String: ResolvedEntry]) {
        // Hasher's per-process seed (fixed under SWIFT_DETERMINISTIC_HASHING, for instruction counts).
        var hasher = Hasher()
        hasher.combine(0x5EED)
        let seed = UInt64(bitPattern: Int64(hasher.finalize()))
        self.seed = seed
        var capacity = 8
        while capacity < entries.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(hash: 0, keyStart: 0, keyCount: 0, entry: 0), count: capacity)
        let byteCount = entries.keys.reduce(0) { $0 + $1.utf8.count }
        keyBytes = .allocate(capacity: max(byteCount, 1))
        plainTexts = .allocate(capacity: max(entries.count, 1))
        var found = ContiguousArray<ResolvedEntry>()
        found.reserveCapacity(entries.count)
        var start = 0
        for (key, entry) in entries {
            let count = UnsafeMutableBufferPointer(start: keyBytes + start, count: byteCount - start).initialize(from: key.utf8).1
            let hash = Self.hash(UnsafeRawBufferPointer(start: keyBytes + start, count: count), seed: seed)
            (plainTexts + found.count).initialize(to: entry.plainText)
            found.append(entry)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].entry != 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(hash: hash, keyStart: start, keyCount: Int32(count), entry: Int32(found.count))
            start += count
        }
        self.found = found
    }

    deinit {
        slots.deallocate()
        keyBytes.deallocate()
        plainTexts.deinitialize(count: found.count)
        plainTexts.deallocate()
    }

    /// The position of `key`'s entry, for `entry(at:)` and `plainText(at:)`.
    @inline(__always)
    func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let raw = UnsafeRawBufferPointer(key)
        let hash = Self.hash(raw, seed: seed)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let occupant = slots[slot]
            if occupant.entry == 0 { return nil }
            if occupant.hash == hash, Int(occupant.keyCount) == key.count,
               Self.equal(UnsafeRawPointer(keyBytes + occupant.keyStart), raw) {
                return Int(occupant.entry) - 1
            }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    func entry(at position: Int) -> ResolvedEntry { found[position] }

    @inline(__always)
    func plainText(at position: Int) -> String? { plainTexts[position] }

    /// Whether the `bytes.count` bytes at `stored` are `bytes`, a word at a time (keys are short: a call to
    /// `memcmp` costs more than the comparison).
    @inline(__always)
    private static func equal(_ stored: UnsafeRawPointer, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        if count < 8 {
            for offset in 0..<count where stored.load(fromByteOffset: offset, as: UInt8.self) != bytes[offset] { return false }
            return true
        }
        var offset = 0
        while offset + 8 < count {
            if stored.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        // The last word, overlapping the one before.
        return stored.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    /// A seeded hash that folds 16 bytes per 64×64→128-bit multiply (as wyhash does), so a key's cost is
    /// a few multiplies rather than one dependent multiply per word. Short keys are read as two (possibly
    /// overlapping) words that together cover every byte; the length is mixed in at the end.
    @inline(__always)
    private static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let secret0: UInt64 = 0xA076_1D64_78BD_642F, secret1: UInt64 = 0xE703_7ED1_A0B4_28DB, secret2: UInt64 = 0x8EBC_6AF0_9C88_C6E3
        @inline(__always) func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
            let product = a.multipliedFullWidth(by: b)
            return product.high ^ product.low
        }
        @inline(__always) func word(_ offset: Int) -> UInt64 { bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        @inline(__always) func half(_ offset: Int) -> UInt64 { UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        let count = bytes.count
        var state = seed ^ secret0
        var first: UInt64 = 0, second: UInt64 = 0
        if count > 16 {
            var offset = 0
            while count - offset > 16 {
                state = mix(word(offset) ^ secret1 ^ state, word(offset + 8) ^ secret2 ^ state)
                offset += 16
            }
            first = word(count - 16)
            second = word(count - 8)
        } else if count >= 8 {
            first = word(0)
            second = word(count - 8)
        } else if count >= 4 {
            first = half(0)
            second = half(count - 4)
        } else if count > 0 {
            first = UInt64(bytes[0]) << 16 | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1])
        }
        return mix(secret1 ^ UInt64(count), mix(first ^ secret1 ^ state, second ^ secret2 ^ state))
    }
}

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
        // Native strings (all of them on Linux) lend their bytes without a copy.
        if let found = key.utf8.withContiguousStorageIfAvailable({ table.find($0) }), let found { return found }
        return entries[key]
    }
}

/// The open-addressing table behind `ResolvedEntryIndex`: slots and key bytes in two plain allocations, so
/// that a lookup touches no reference count but the entry it returns.
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
        var found = ContiguousArray<ResolvedEntry>()
        found.reserveCapacity(entries.count)
        var start = 0
        for (key, entry) in entries {
            let count = UnsafeMutableBufferPointer(start: keyBytes + start, count: byteCount - start).initialize(from: key.utf8).1
            let hash = Self.hash(UnsafeRawBufferPointer(start: keyBytes + start, count: count), seed: seed)
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
    }

    func find(_ key: UnsafeBufferPointer<UInt8>) -> ResolvedEntry? {
        let hash = Self.hash(UnsafeRawBufferPointer(key), seed: seed)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let occupant = slots[slot]
            if occupant.entry == 0 { return nil }
            if occupant.hash == hash, Int(occupant.keyCount) == key.count,
               key.isEmpty || memcmp(keyBytes + occupant.keyStart, key.baseAddress!, key.count) == 0 {
                return found[Int(occupant.entry) - 1]
            }
            slot = (slot + 1) & mask
        }
    }

    /// A seeded multiply-xor hash over 8-byte words (the seed keeps colliding keys from being chosen ahead);
    /// the last partial word is read as the final eight bytes, overlapping the one before.
    @inline(__always)
    private static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = seed ^ (UInt64(bytes.count) &* multiplier)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        if offset < bytes.count {
            if bytes.count >= 8 {
                tail = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
            } else {
                for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (UInt64(index) * 8) }
            }
        }
        // A full avalanche (MurmurHash3's finalizer): keys that differ only in their last bytes, which the
        // tail word holds in its high bits, must differ in the low bits that pick the slot.
        hash ^= tail
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }
}

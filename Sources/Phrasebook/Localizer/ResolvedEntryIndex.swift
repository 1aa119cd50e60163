import Foundation

/// The resolved entries of a localizer by key, for lookups that cost a hash of the key's bytes and one
/// comparison: `String` hashing (SipHash, over Unicode-normalized text) is most of a plain lookup.
///
/// Keys are looked up by their UTF-8 bytes with a fast seeded hash in an open-addressing table; a key
/// found there is the dictionary's own key, byte for byte. A key not found there is looked up in the
/// dictionary as well, so a key spelled in another Unicode normalization finds its entry as before.
struct ResolvedEntryIndex: Sendable {
    let entries: [String: ResolvedEntry]
    /// The UTF-8 bytes of every key, one after another.
    private let keyBytes: [UInt8]
    /// Per slot: the entry's index in `slotEntries` plus 1, or 0 for an empty slot.
    private let slots: [Int32]
    private let slotHashes: [UInt64]
    private let slotEntries: [(start: Int, count: Int, entry: ResolvedEntry)]
    private let mask: Int
    private let seed: UInt64

    init(_ entries: [String: ResolvedEntry]) {
        self.entries = entries
        // Hasher's per-process seed (fixed under SWIFT_DETERMINISTIC_HASHING, for instruction counts).
        var hasher = Hasher()
        hasher.combine(0x5EED)
        let seed = UInt64(bitPattern: Int64(hasher.finalize()))
        self.seed = seed
        var capacity = 8
        while capacity < entries.count * 2 { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: 0, count: capacity)
        var hashes = [UInt64](repeating: 0, count: capacity)
        var keyBytes: [UInt8] = []
        var slotEntries: [(start: Int, count: Int, entry: ResolvedEntry)] = []
        slotEntries.reserveCapacity(entries.count)
        for (key, entry) in entries {
            let start = keyBytes.count
            keyBytes.append(contentsOf: key.utf8)
            let count = keyBytes.count - start
            let hash = keyBytes.withUnsafeBytes { Self.hash(UnsafeRawBufferPointer(rebasing: $0[start...]), seed: seed) }
            slotEntries.append((start, count, entry))
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(slotEntries.count)
            hashes[slot] = hash
        }
        self.keyBytes = keyBytes
        self.slots = slots
        self.slotHashes = hashes
        self.slotEntries = slotEntries
    }

    @inline(__always)
    subscript(key: String) -> ResolvedEntry? {
        var key = key
        if let found = key.withUTF8({ find($0) }) { return found }
        return entries[key]
    }

    private func find(_ key: UnsafeBufferPointer<UInt8>) -> ResolvedEntry? {
        let hash = Self.hash(UnsafeRawBufferPointer(key), seed: seed)
        var slot = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            slotHashes.withUnsafeBufferPointer { hashes in
                while true {
                    let occupant = Int(slots[slot])
                    if occupant == 0 { return nil }
                    if hashes[slot] == hash {
                        let candidate = slotEntries[occupant - 1]
                        if candidate.count == key.count, keyBytes.withUnsafeBufferPointer({ bytes in
                            key.isEmpty || memcmp(bytes.baseAddress! + candidate.start, key.baseAddress!, key.count) == 0
                        }) {
                            return candidate.entry
                        }
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// A seeded multiply-xor hash over 8-byte words (the seed keeps colliding keys from being chosen ahead).
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
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        hash ^= hash >> 32
        return hash
    }
}

/// The folders a walk has entered, by device and inode number, so that a folder reached again
/// through links is not walked twice.
///
/// An open-addressing table in plain arrays: a `Set` of a struct made the runtime look up the
/// struct's `Hashable` conformance on first use, which in a static binary scans every
/// conformance record, once per run.
struct FolderIdentitySet {
  private var devices = [UInt64](repeating: 0, count: 64)
  private var inodes = [UInt64](repeating: 0, count: 64)
  private var used = [Bool](repeating: false, count: 64)
  private var count = 0

  /// Adds `identity`; `false` when it was there already.
  mutating func insert(_ identity: FileFinder.DirectoryIdentity) -> Bool {
    if (count + 1) * 2 > used.count { grow() }
    let mask = used.count - 1
    var slot = Self.hash(identity) & mask
    while used[slot] {
      if devices[slot] == identity.device && inodes[slot] == identity.inode { return false }
      slot = (slot + 1) & mask
    }
    used[slot] = true
    devices[slot] = identity.device
    inodes[slot] = identity.inode
    count += 1
    return true
  }

  /// Doubles the table, keeping at most half of it used so that probes stay short.
  private mutating func grow() {
    let old = (devices, inodes, used)
    let capacity = used.count * 2
    devices = [UInt64](repeating: 0, count: capacity)
    inodes = [UInt64](repeating: 0, count: capacity)
    used = [Bool](repeating: false, count: capacity)
    count = 0
    for slot in old.2.indices where old.2[slot] {
      _ = insert(FileFinder.DirectoryIdentity(device: old.0[slot], inode: old.1[slot]))
    }
  }

  private static func hash(_ identity: FileFinder.DirectoryIdentity) -> Int {
    let mixed =
      (identity.inode ^ (identity.device &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed >> 29)
  }
}

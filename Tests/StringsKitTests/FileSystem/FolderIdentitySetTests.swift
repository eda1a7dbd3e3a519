import Testing

@testable import StringsKit

/// The walk's table of folders entered answers as a `Set` of the same identities would.
@Suite struct FolderIdentitySetTests {
  @Test func insertsAsASet() {
    var generator = SplitMix64(seed: 0xF01D)
    var table = FolderIdentitySet()
    var reference = Set<[UInt64]>()
    for _ in 0..<20_000 {
      // Few devices and clustered inodes, as on a real disk, and many repeats.
      let device = generator.next() % 3
      let inode = generator.next() % 5_000 + (device == 2 ? 1 << 40 : 0)
      let inserted = table.insert(FileFinder.DirectoryIdentity(device: device, inode: inode))
      #expect(inserted == reference.insert([device, inode]).inserted)
    }
  }
}

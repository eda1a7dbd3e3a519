import Foundation
import Testing

@testable import StringsKit

/// A file is read whole, however its size compares with what `fstat` says and with the reader's
/// limit on trusting that size: the read stops early only at the size `fstat` gave.
@Suite struct FileReaderBytesTests {
  @Test(arguments: [0, 1, 7, 4095, 4096, 4097, 65_536, 300_001])
  func aFileIsReadWhole(size: Int) throws {
    let folder = TemporaryDirectory()
    var generator = SplitMix64(seed: UInt64(size))
    let content = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let path = "\(folder.path)/f.strings"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(content)))
    #expect(try FileReader.bytes(path) == content)
    #expect(try FileReader.bytes(path, isRegularFile: true) == content)
  }

  /// A file past the size the reader trusts for its first buffer (64 MiB) is read to its end:
  /// its first read fills that buffer exactly, which is not the end.
  @Test func aFileLargerThanTheTrustedSizeIsReadWhole() throws {
    let folder = TemporaryDirectory()
    let size = (1 << 26) + 3
    var content = [UInt8](repeating: 0x61, count: size)
    content[size - 1] = 0x7A
    let path = "\(folder.path)/big.strings"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(content)))
    let read = try FileReader.bytes(path, isRegularFile: true)
    #expect(read.count == size)
    #expect(read.last == 0x7A)
  }

  #if os(Linux)
    /// A file whose size says 0 (as `/proc` files do) is read to its end all the same.
    @Test func aFileWhoseSizeSaysZeroIsReadWhole() throws {
      let expected = try #require(FileManager.default.contents(atPath: "/proc/version"))
      #expect(!expected.isEmpty)
      #expect(try FileReader.bytes("/proc/version") == Array(expected))
    }
  #endif
}

import Foundation
import Testing

@testable import StringsKit

/// `strings-gen` leaves a table alone when the file already holds the bytes to write, telling so
/// block by block: equal only when every byte and the length agree, and never for what is not a
/// regular file.
@Suite struct FileReaderHoldsTests {
  @Test func equalOnlyWhenEveryByteAgrees() throws {
    let work = TemporaryDirectory()
    defer { withExtendedLifetime(work) {} }
    let folder = work.path
    let path = folder + "/Localizable.strings"
    // Longer than one block, so that a difference in a later block is seen.
    var bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(FileReader.holds(path, exactly: bytes))
    #expect(!FileReader.holds(path, exactly: bytes.dropLast()))
    #expect(!FileReader.holds(path, exactly: bytes + [0]))
    for offset in [0, 65_535, 65_536, 150_000, 199_999] {
      var changed = bytes
      changed[offset] ^= 1
      #expect(!FileReader.holds(path, exactly: changed), "byte \(offset)")
    }
    bytes = Data()
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(FileReader.holds(path, exactly: Data()))
    #expect(!FileReader.holds(path, exactly: Data([0])))
    #expect(!FileReader.holds(folder + "/Missing.strings", exactly: Data()))
    #expect(!FileReader.holds(folder, exactly: Data()))
    #expect(!FileReader.holds("/dev/null", exactly: Data()))
  }

  /// A table laid out in slices is compared piece by piece: the same answer as for the pieces
  /// joined, wherever they are cut (empty pieces and cuts at block boundaries included).
  @Test func piecesCompareAsTheirJoinedBytes() throws {
    let work = TemporaryDirectory()
    defer { withExtendedLifetime(work) {} }
    let folder = work.path
    let path = folder + "/Localizable.strings"
    let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) })
    try bytes.write(to: URL(fileURLWithPath: path))
    func pieces(_ data: Data, cutAt cuts: [Int]) -> [Data] {
      let bounds = [0] + cuts.filter { $0 <= data.count } + [data.count]
      return zip(bounds, bounds.dropFirst()).map { Data(data[$0..<$1]) }
    }
    var generator = SystemRandomNumberGenerator()
    var cutsToTry: [[Int]] = [
      [], [0], [0, 0], [65_536], [65_535, 65_537], [1, 2, 3], [199_999], [200_000],
      [100_000, 100_000, 131_072],
    ]
    for _ in 0..<20 {
      cutsToTry.append(
        (0..<Int.random(in: 1...6, using: &generator)).map { _ in
          Int.random(in: 0...200_000, using: &generator)
        }.sorted())
    }
    for cuts in cutsToTry {
      #expect(FileReader.holds(path, exactly: pieces(bytes, cutAt: cuts)), "cuts \(cuts)")
      #expect(!FileReader.holds(path, exactly: pieces(bytes.dropLast(), cutAt: cuts)))
      #expect(!FileReader.holds(path, exactly: pieces(bytes + [0], cutAt: cuts)))
      for offset in [0, 65_535, 65_536, 131_072, 199_999] {
        var changed = bytes
        changed[offset] ^= 1
        #expect(
          !FileReader.holds(path, exactly: pieces(changed, cutAt: cuts)),
          "cuts \(cuts), byte \(offset)")
      }
    }
    #expect(FileReader.holds(path, exactly: [bytes, Data()]))
    #expect(!FileReader.holds(path, exactly: [bytes, Data([0])]))
    #expect(!FileReader.holds(path, exactly: [Data]()))
  }
}

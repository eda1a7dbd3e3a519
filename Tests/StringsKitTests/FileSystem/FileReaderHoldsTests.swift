import Foundation
import Testing

@testable import StringsKit

/// `strings-gen` leaves a table alone when the file already holds the bytes to write, telling so
/// block by block: equal only when every byte and the length agree, and never for what is not a
/// regular file.
@Suite struct FileReaderHoldsTests {
  @Test func equalOnlyWhenEveryByteAgrees() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("holds-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
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
}

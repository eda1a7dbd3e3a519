import Foundation
import Testing

@testable import StringsKit

/// ``StringsEntry`` keeps its positions and byte ranges compactly (``EntryPlacement``), or whole
/// when they do not fit; either way they must read, write, compare and hash exactly as given.
@Suite struct StringsEntryPlacementTests {
  @Test func valuePositionReadsWritesAndCompares() {
    let file = StringsFileParser.parse(Data("\"a\";\n\"b\" = \"c\";\n".utf8), path: "x")
    #expect(file.entries[0].valuePosition == nil)
    #expect(file.entries[1].valuePosition == SourcePosition(path: "x", line: 2, column: 7))

    var changed = file.entries[1]
    changed.valuePosition = nil
    #expect(changed.valuePosition == nil)
    #expect(changed != file.entries[1])
    changed.valuePosition = file.entries[1].valuePosition
    #expect(changed == file.entries[1])
    #expect(changed.hashValue == file.entries[1].hashValue)

    // A position in another file (here the empty path) is kept whole, and still a position.
    var odd = file.entries[0]
    odd.valuePosition = SourcePosition(path: "", line: 0, column: 0)
    #expect(odd.valuePosition == SourcePosition(path: "", line: 0, column: 0))
    #expect(odd.keyPosition == file.entries[0].keyPosition)
    #expect(odd != file.entries[0])
    odd.valuePosition = nil
    #expect(odd == file.entries[0])
    #expect(odd.hashValue == file.entries[0].hashValue)
  }

  @Test func numbersPast32BitsReadBackExactly() {
    let big = Int(UInt32.max) + 1
    let entry = StringsEntry(
      key: "k", value: .string("v"), comments: ["c"],
      keyPosition: SourcePosition(path: "p", line: big, column: 3),
      valuePosition: SourcePosition(path: "p", line: big, column: big + 7), isShorthand: false,
      byteRange: big..<(big + 20), commentByteRange: (big - 5)..<big,
      keyByteRange: big..<(big + 3), valueByteRange: (big + 6)..<(big + 9))
    #expect(entry.keyPosition == SourcePosition(path: "p", line: big, column: 3))
    #expect(entry.valuePosition == SourcePosition(path: "p", line: big, column: big + 7))
    #expect(entry.byteRange == big..<(big + 20))
    #expect(entry.commentByteRange == (big - 5)..<big)
    #expect(entry.keyByteRange == big..<(big + 3))
    #expect(entry.valueByteRange == (big + 6)..<(big + 9))
    #expect(entry.comments == ["c"])

    // Brought back within 32 bits, the same entry kept compactly is equal to it.
    var small = entry
    small.keyPosition = SourcePosition(path: "p", line: 1, column: 3)
    small.valuePosition = SourcePosition(path: "p", line: 1, column: 7)
    small.byteRange = 0..<20
    small.commentByteRange = nil
    small.keyByteRange = 0..<3
    small.valueByteRange = 6..<9
    let made = StringsEntry(
      key: "k", value: .string("v"), comments: ["c"],
      keyPosition: SourcePosition(path: "p", line: 1, column: 3),
      valuePosition: SourcePosition(path: "p", line: 1, column: 7), isShorthand: false,
      byteRange: 0..<20, commentByteRange: nil, keyByteRange: 0..<3, valueByteRange: 6..<9)
    #expect(small == made)
    #expect(small.hashValue == made.hashValue)
    #expect(small != entry)
  }

  @Test func eachPartSetAloneLeavesTheOthers() {
    let file = StringsFileParser.parse(
      Data("/* note */\n\"key\" = \"value\";\n".utf8), path: "en.lproj/Localizable.strings")
    let original = file.entries[0]
    #expect(original.commentByteRange == 0..<10)
    #expect(original.keyByteRange == 11..<16)
    #expect(original.valueByteRange == 19..<26)
    #expect(original.byteRange == 0..<27)
    #expect(
      original.keyPosition
        == SourcePosition(path: "en.lproj/Localizable.strings", line: 2, column: 1))

    var entry = original
    entry.keyByteRange = 1..<2
    #expect(entry.keyByteRange == 1..<2)
    #expect(entry.valueByteRange == original.valueByteRange)
    #expect(entry.commentByteRange == original.commentByteRange)
    #expect(entry.byteRange == original.byteRange)
    #expect(entry.keyPosition == original.keyPosition)
    #expect(entry.valuePosition == original.valuePosition)
    entry.keyByteRange = original.keyByteRange
    #expect(entry == original)

    // Negative numbers are kept whole too.
    entry.byteRange = -1..<0
    #expect(entry.byteRange == -1..<0)
    #expect(entry.keyByteRange == original.keyByteRange)
    entry.byteRange = original.byteRange
    #expect(entry == original)

    entry.value = "other"
    #expect(entry.value == "other")
    #expect(entry.propertyListValue == .string("other"))
  }
}

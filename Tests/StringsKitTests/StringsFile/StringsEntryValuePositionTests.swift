import Foundation
import Testing

@testable import StringsKit

/// ``StringsEntry/valuePosition`` is kept without an optional inside the entry; it must still read,
/// write, compare and hash as the optional it is.
@Suite struct StringsEntryValuePositionTests {
  @Test func readsWritesAndCompares() {
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

    // A position equal to the placeholder kept for "none" is still a position.
    var odd = file.entries[0]
    odd.valuePosition = SourcePosition(path: "", line: 0, column: 0)
    #expect(odd.valuePosition == SourcePosition(path: "", line: 0, column: 0))
    #expect(odd != file.entries[0])
    odd.valuePosition = nil
    #expect(odd == file.entries[0])
  }
}

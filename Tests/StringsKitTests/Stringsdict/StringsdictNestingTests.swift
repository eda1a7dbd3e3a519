import Foundation
import Testing

@testable import StringsKit

/// Real files nest three levels and are read on the calling thread; a deeper one is read again
/// on a large stack, up to CoreFoundation's 512 nested arrays and dictionaries, and refused
/// past them, the same whichever thread read it.
@Suite struct StringsdictNestingTests {
  /// A top-level dictionary holding `arrays` nested arrays: `arrays + 1` levels.
  static func file(arrays: Int) -> Data {
    Data(
      ("<?xml version=\"1.0\"?><plist><dict><key>k</key>"
        + String(repeating: "<array>", count: arrays) + String(repeating: "</array>", count: arrays)
        + "</dict></plist>").utf8)
  }

  /// How many arrays are nested below the top-level dictionary's only value.
  static func arrayDepth(_ file: StringsdictFile) -> Int {
    var node = file.entries.first?.value
    var depth = 0
    while case .array(let items)? = node?.value {
      depth += 1
      node = items.first
    }
    return depth
  }

  @Test(arguments: [1, 23, 24, 25, 100, 511])
  func deepFilesAreReadWhole(_ arrays: Int) {
    // On a 512 KiB stack, as a secondary thread would have: only the first 24 levels are read
    // on it.
    DeepNestingTests.onSmallStack {
      let file = StringsdictParser.parse(Self.file(arrays: arrays), path: "deep.stringsdict")
      precondition(file.diagnostics.isEmpty, "\(arrays): \(file.diagnostics)")
      precondition(Self.arrayDepth(file) == arrays, "\(arrays): read \(Self.arrayDepth(file))")
    }
  }

  @Test func pastCoreFoundationsLimitTheFileIsRefused() throws {
    let file = StringsdictParser.parse(Self.file(arrays: 512), path: "deep.stringsdict")
    let error = try #require(file.diagnostics.first)
    #expect(error.severity == .error)
    #expect(error.message.contains("too many nested arrays or dictionaries"), "\(error.message)")
    #expect(error.position?.column == 47 + 7 * 511, "\(String(describing: error.position))")
  }
}

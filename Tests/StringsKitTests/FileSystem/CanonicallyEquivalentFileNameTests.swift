import Foundation
import Testing

@testable import StringsKit

/// `é.swift` (U+00E9) and `é.swift` (`e` + U+0301) are two files to the file system; every way
/// of naming them keeps both, where `String ==` would have merged them into one.
@Suite struct CanonicallyEquivalentFileNameTests {
  static let composed = "\u{E9}.swift"
  static let decomposed = "e\u{301}.swift"

  let root: String
  let display: DisplayPath

  init() throws {
    root = ScratchFolder.make("equivalent-names")
    try FileManager.default.createDirectory(
      atPath: "\(root)/Sub", withIntermediateDirectories: true)
    for name in [Self.composed, Self.decomposed] {
      try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: "\(root)/Sub/\(name)"))
    }
    display = DisplayPath(workingDirectory: root)
  }

  static func bytes(_ paths: [String]) -> [[UInt8]] { paths.map { Array($0.utf8) } }

  @Test func namedFilesStayTwo() {
    let list = SourceFileList(
      arguments: ["Sub/\(Self.composed)", "Sub/\(Self.decomposed)"], display: display)
    #expect(list.files.count == 2)
    #expect(Set(Self.bytes(list.files)).count == 2)
  }

  @Test func aFolderNamedTwiceStillListsBoth() {
    #expect(SourceFileList(arguments: ["Sub", "Sub/."], display: display).files.count == 2)
    let finder = FileFinder(
      paths: ["\(root)/Sub", "\(root)/Sub/."], suffixes: [".swift"],
      display: display)
    #expect(Set(Self.bytes(finder.files.map { ($0 as NSString).lastPathComponent })).count == 2)
  }

  @Test func aGlobMatchesBoth() {
    let matches = GlobPattern("Sub/*.swift").expand(workingDirectory: root)
    #expect(
      Set(Self.bytes(matches))
        == Set(Self.bytes(["Sub/\(Self.composed)", "Sub/\(Self.decomposed)"])))
  }
}

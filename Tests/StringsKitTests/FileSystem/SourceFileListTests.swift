import Foundation
import Testing

@testable import StringsKit

/// The order and the repeats of the files a `strings-gen` command line names: one folder is
/// listed without merging, several arguments are merged keeping the first place of each file.
@Suite struct SourceFileListTests {
  let root: String
  let display: DisplayPath

  init() throws {
    root = ScratchFolder.make("source-list")
    for path in [
      "b.swift", "a b/x.swift", "a/y.swift", "a/z.m", "a/Deep/w.swift", ".hidden/h.swift",
    ] {
      let full = "\(root)/\(path)"
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data().write(to: URL(fileURLWithPath: full))
    }
    display = DisplayPath(workingDirectory: root)
  }

  private func relative(_ list: SourceFileList) -> [String] {
    list.files.map { display.display($0) }
  }

  @Test func oneFolderIsSortedByWholePath() {
    // Sorted as whole paths, not folder by folder: "a b/" sorts before "a/" (space < slash).
    #expect(
      relative(SourceFileList(arguments: ["."], display: display)) == [
        "a b/x.swift", "a/Deep/w.swift", "a/y.swift", "b.swift",
      ])
  }

  @Test func oneFileIsTakenWhateverItsExtension() {
    #expect(relative(SourceFileList(arguments: ["a/z.m"], display: display)) == ["a/z.m"])
  }

  @Test func aFileNamedTwiceIsReadOnceAtItsFirstPlace() {
    let list = SourceFileList(arguments: ["a/y.swift", ".", "a", "a/y.swift"], display: display)
    #expect(
      relative(list) == ["a/y.swift", "a b/x.swift", "a/Deep/w.swift", "b.swift"])
    #expect(list.errors.isEmpty)
  }

  @Test func theSameFolderTwiceIsListedOnce() {
    #expect(
      relative(SourceFileList(arguments: ["a", "./a/"], display: display)) == [
        "a/Deep/w.swift", "a/y.swift",
      ])
  }

  @Test func aGlobKeepsItsOwnOrderForExplicitFiles() {
    let list = SourceFileList(arguments: ["*/y.swift", "b.swift"], display: display)
    #expect(relative(list) == ["a/y.swift", "b.swift"])
  }

  @Test func missingArgumentsAreErrorsAndTheRestIsListed() {
    let list = SourceFileList(arguments: ["nope", "b.swift"], display: display)
    #expect(relative(list) == ["b.swift"])
    #expect(list.errors.count == 1)
  }
}

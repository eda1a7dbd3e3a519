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

  /// Files named as arguments are known regular from their own `stat`, so the reader opens them
  /// without another; a FIFO is not, and the reader's checks still refuse it.
  @Test func namedFilesAreKnownRegular() throws {
    let fifo = "\(root)/pipe.swift"
    #expect(mkfifo(fifo, 0o600) == 0)
    let list = SourceFileList(
      arguments: ["b.swift", "a/y.swift", "pipe.swift", "a", "b.swift"], display: display)
    #expect(relative(list) == ["b.swift", "a/y.swift", "pipe.swift", "a/Deep/w.swift"])
    #expect(list.listedRegular == [true, true, false, true])
    #expect(SourceFileList(arguments: ["b.swift"], display: display).listedRegular == [true])
    #expect(throws: StringsError.self) {
      try FileReader.bytes(fifo, isRegularFile: list.listedRegular[2])
    }
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

  /// Files named one by one, as a shell expands `**/*.swift`: each kept in the order given,
  /// whatever its name holds (metacharacters, backslashes, non-ASCII, combining marks), and a
  /// folder named like a source file is an error.
  @Test func namedFilesKeepTheirOrderWhateverTheirNames() throws {
    let names = [
      "z[1].swift", "q?.swift", "st*r.swift", "back\\slash.swift", "\u{E9}t\u{E9}.swift",
      "e\u{301}.swift", "*\u{301}.swift",
    ]
    for name in names { try Data().write(to: URL(fileURLWithPath: "\(root)/a/\(name)")) }
    try FileManager.default.createDirectory(
      atPath: "\(root)/a/Folder.swift", withIntermediateDirectories: true)
    let arguments = names.map { "a/\($0)" } + ["b.swift", "a/Folder.swift", "a/z.m"]
    let list = SourceFileList(arguments: arguments, display: display)
    #expect(
      relative(list).map { Array($0.utf8) }
        == (names.map { "a/\($0)" } + ["b.swift", "a/z.m"]).map { Array($0.utf8) })
    #expect(
      list.errors.map(\.description) == ["\(StringsError.isADirectory(path: "a/Folder.swift"))"])
  }

  /// A quoted `'**/*.swift'` takes the files it matches in its sorted order, each known regular
  /// from its folder's listing; a link is asked where it leads, and a broken one names nothing.
  @Test func aPatternTakesItsFilesAsTheListingGaveThem() throws {
    try FileManager.default.createSymbolicLink(
      atPath: "\(root)/a/gone.swift", withDestinationPath: "nowhere")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root)/link.swift", withDestinationPath: "b.swift")
    let list = SourceFileList(arguments: ["**/*.swift"], display: display)
    #expect(
      relative(list) == ["a b/x.swift", "a/Deep/w.swift", "a/y.swift", "b.swift", "link.swift"])
    #expect(list.listedRegular == [true, true, true, true, true])
    #expect(
      list.errors.map(\.description) == ["\(StringsError.fileNotFound(path: "a/gone.swift"))"])
    // `..` lets two matches name one file: it is read once.
    #expect(
      relative(SourceFileList(arguments: ["*/../a/y.swift"], display: display)) == ["a/y.swift"])
  }

  /// A folder the pattern matches is walked, its files merged in once each.
  @Test func aPatternMatchingAFolderWalksIt() throws {
    try FileManager.default.createDirectory(
      atPath: "\(root)/a/Folder.swift", withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: "\(root)/a/Folder.swift/inner.swift"))
    try Data().write(to: URL(fileURLWithPath: "\(root)/a/Folder.swift/inner.m"))
    #expect(
      relative(SourceFileList(arguments: ["**/*.swift"], display: display)) == [
        "a b/x.swift", "a/Deep/w.swift", "a/Folder.swift/inner.swift", "a/y.swift", "b.swift",
      ])
    #expect(
      relative(SourceFileList(arguments: ["a/*.swift"], display: display)) == [
        "a/y.swift", "a/Folder.swift/inner.swift",
      ])
  }

  /// A name with a metacharacter that names nothing is a pattern; one that exists is a file.
  @Test func aMissingNameWithAMetacharacterIsExpanded() {
    let list = SourceFileList(arguments: ["a/[yz].swift", "a/[missing].swift"], display: display)
    #expect(relative(list) == ["a/y.swift"])
    #expect(
      list.errors.map(\.description) == ["\(StringsError.fileNotFound(path: "a/[missing].swift"))"])
  }

  @Test(arguments: [
    ("a.swift\nb.swift\n", ["a.swift", "b.swift"]),
    ("a.swift\r\nb.swift\r\n", ["a.swift", "b.swift"]),
    ("a.swift\rb.swift", ["a.swift", "b.swift"]),
    ("a.swift\u{0B}b\u{0C}c\u{85}d\u{2028}e\u{2029}f", ["a.swift", "b", "c", "d", "e", "f"]),
    ("\n\n  \t\n a b.swift \n", [" a b.swift "]),
    ("\u{A0}\n\u{3000}\u{301}\n\u{E9}.swift\ne\u{301}.swift", ["\u{E9}.swift", "e\u{301}.swift"]),
    ("x\u{1C}\ny\u{0}z", ["x\u{1C}", "y\u{0}z"]),
    ("", []),
  ])
  func standardInputSplitsAsCharactersDo(text: String, expected: [String]) {
    let lines = SourceFileList.lines(ofStandardInput: Data(text.utf8))
    #expect(lines.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
    let byCharacters = text.split(whereSeparator: \.isNewline).map(String.init).filter {
      !$0.allSatisfy(\.isWhitespace)
    }
    #expect(lines.map { Array($0.utf8) } == byCharacters.map { Array($0.utf8) })
  }

  /// Broken UTF-8 is repaired line by line as it would be as a whole.
  @Test func standardInputRepairsBrokenBytesAsTheWholeText() {
    let data = Data([0x61, 0xE2, 0x80, 0x0A, 0xE2, 0x80, 0xE2, 0x80, 0xA8, 0x80, 0x62, 0xC2, 0x0A])
    let whole = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
      .map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
    #expect(
      SourceFileList.lines(ofStandardInput: data).map { Array($0.utf8) }
        == whole.map { Array($0.utf8) })
  }

  @Test func missingArgumentsAreErrorsAndTheRestIsListed() {
    let list = SourceFileList(arguments: ["nope", "b.swift"], display: display)
    #expect(relative(list) == ["b.swift"])
    #expect(list.errors.count == 1)
  }

  /// A shell-expanded list long enough for its `stat`s to be taken on every core: the files,
  /// the errors and what is known regular come out in the order given, as one by one.
  @Test func aLongListKeepsItsOrderAndErrorsOnEveryCore() throws {
    try FileManager.default.createDirectory(
      atPath: "\(root)/many", withIntermediateDirectories: true)
    var arguments: [String] = []
    var expected: [String] = []
    for index in 0..<150 {
      let name = "many/f\(index).swift"
      try Data().write(to: URL(fileURLWithPath: "\(root)/\(name)"))
      arguments.append(name)
      expected.append(name)
      if index % 37 == 0 { arguments.append("missing\(index).swift") }
      if index == 70 { arguments += ["a", "b.swift", "many/f3.swift", "", "a/Deep"] }
    }
    expected.insert(contentsOf: ["a/Deep/w.swift", "a/y.swift", "b.swift"], at: 71)
    for jobs in [1, 2, 4] {
      let list = SourceFileList(arguments: arguments, display: display, jobs: jobs)
      #expect(relative(list) == expected)
      #expect(list.listedRegular == Array(repeating: true, count: expected.count))
      #expect(
        list.errors
          == (0..<150).filter { $0 % 37 == 0 }.map {
            StringsError.fileNotFound(path: "missing\($0).swift")
          })
    }
  }
}

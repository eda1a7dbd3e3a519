import Foundation
import Testing

@testable import StringsKit

/// The streaming walk finds exactly ``FileFinder``'s files in ``FileFinder``'s order (the sort of
/// whole paths), and says so only when it is sure: random trees with names that sort around `/`
/// (`-`, `.`, space, digits), non-ASCII and canonically equivalent names, links to folders and
/// link loops.
@Suite struct OrderedFolderWalkTests {
  /// Name pieces: `-` and `.` sort below `/`, `0` and letters above, `é` and `e` + U+0301 are
  /// equal under `String <`.
  static let pieces = ["a", "a", "b", "B", "-", ".", " ", "0", "~", "ß", "é", "z"]
  static let equivalentPieces = pieces + ["e\u{301}"]

  struct Walked: Equatable {
    var files: [String] = []
    var regular: [Bool] = []
  }

  static func walk(_ root: String) -> (Walked, exact: Bool) {
    var walked = Walked()
    let exact = OrderedFolderWalk.walk(root, suffixes: [".swift"]) { path, isRegular in
      walked.files.append(path)
      walked.regular.append(isRegular)
    }
    return (walked, exact)
  }

  static func finder(_ root: String) -> (Walked, errors: Int) {
    let finder = FileFinder(
      paths: [root], suffixes: [".swift"], display: DisplayPath(workingDirectory: root))
    return (Walked(files: finder.files, regular: finder.listedRegular), finder.errors.count)
  }

  static func name(_ generator: inout SplitMix64, from pieces: [String]) -> String {
    let count = 1 + Int(generator.next() % 4)
    let name = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
      .joined()
    // A leading "." hides the entry; keep some hidden ones anyway.
    return generator.next() % 8 == 0 ? name : name.replacingOccurrences(of: ".", with: "-")
  }

  /// Makes a random tree below `root`: folders up to three deep holding Swift files, other files
  /// and folders named like the files (`a` beside `a.swift` and `a-b.swift`); with `links`,
  /// links to folders of the tree (loops included) and to files.
  static func makeTree(
    at root: String, generator: inout SplitMix64, pieces: [String], links: Bool
  ) throws {
    var folders = [root]
    let manager = FileManager.default
    for _ in 0..<(4 + Int(generator.next() % 24)) {
      let parent = folders[Int(generator.next() % UInt64(folders.count))]
      let base = name(&generator, from: pieces)
      let path = "\(parent)/\(base)"
      switch generator.next() % 6 {
      case 0, 1:
        if parent.split(separator: "/").count < root.split(separator: "/").count + 3,
          (try? manager.createDirectory(atPath: path, withIntermediateDirectories: false)) != nil
        {
          folders.append(path)
        }
      case 2: _ = manager.createFile(atPath: path + ".strings", contents: Data("x".utf8))
      case 3 where links:
        let target = folders[Int(generator.next() % UInt64(folders.count))]
        try? manager.createSymbolicLink(atPath: path, withDestinationPath: target)
      default: _ = manager.createFile(atPath: path + ".swift", contents: Data("x".utf8))
      }
    }
    if links && generator.next() % 2 == 0 {
      try? manager.createSymbolicLink(atPath: "\(folders.last!)/up", withDestinationPath: "..")
    }
  }

  /// Without links and equivalent names the walk is sure, and is exactly FileFinder.
  @Test func plainTreesAreFileFindersOrder() throws {
    var generator = SplitMix64(seed: 0x3A1C)
    for _ in 0..<120 {
      let root = TemporaryDirectory()
      try Self.makeTree(at: root.path, generator: &generator, pieces: Self.pieces, links: false)
      let (walked, exact) = Self.walk(root.path)
      let (expected, errors) = Self.finder(root.path)
      #expect(exact)
      #expect(errors == 0)
      #expect(walked.files.map { Array($0.utf8) } == expected.files.map { Array($0.utf8) })
      #expect(walked.regular == expected.regular)
    }
  }

  /// With links (loops, folders reached twice) and names equal under `String <`, whenever the
  /// walk says it is sure it is FileFinder, and it is unsure at least when a folder is reached
  /// twice.
  @Test func linkedTreesAreFileFindersOrderWhenSure() throws {
    try Self.forRandomTrees(seed: 0x3A1D, count: 150) { root in
      let (walked, exact) = Self.walk(root)
      let (expected, errors) = Self.finder(root)
      if exact {
        #expect(errors == 0)
        #expect(walked.files.map { Array($0.utf8) } == expected.files.map { Array($0.utf8) })
        #expect(walked.regular == expected.regular)
      }
      return exact
    }
  }

  /// Walking for the pattern `'**/*.swift'`: when the walk is sure, its files are exactly
  /// those the pattern names on a command line (``SourceFileList``), in that order, with no
  /// error. Folders and broken links named like sources, a name ending in `.swift` only by its
  /// bytes (U+0600 joins the dot into one character) and a tree with no source make it unsure.
  @Test func aSureWalkIsThePatternsFiles() throws {
    let manager = FileManager.default
    try Self.forRandomTrees(seed: 0x51F7, count: 120) { root, generator in
      switch generator.next() % 5 {
      case 0:
        try manager.createDirectory(atPath: "\(root)/f.swift", withIntermediateDirectories: false)
        _ = manager.createFile(atPath: "\(root)/f.swift/in.swift", contents: Data())
      case 1:
        try manager.createSymbolicLink(atPath: "\(root)/gone.swift", withDestinationPath: "nowhere")
      case 2: _ = manager.createFile(atPath: "\(root)/\u{600}.swift", contents: Data())
      default: break
      }
    } check: { root in
      var walked: [String] = []
      let exact = OrderedFolderWalk.walk(root, suffixes: [".swift"], asPattern: true) {
        path, _ in walked.append(path)
      }
      let list = SourceFileList(
        arguments: ["**/*.swift"], display: DisplayPath(workingDirectory: root))
      if exact {
        #expect(list.errors.isEmpty)
        #expect(walked.elementsEqual(list.files) { $0.isLiterallyEqual(to: $1) })
      }
      return exact
    }
  }

  /// Runs `check` on `count` random trees with equivalent names (links in every other one),
  /// each first given `addition`; `check` says whether the walk was sure, and both kinds of
  /// tree must have been made.
  static func forRandomTrees(
    seed: UInt64, count: Int,
    addition: (_ root: String, _ generator: inout SplitMix64) throws -> Void = { _, _ in },
    check: (_ root: String) -> Bool
  ) throws {
    var generator = SplitMix64(seed: seed)
    var sure = 0
    for round in 0..<count {
      let root = TemporaryDirectory()
      try makeTree(
        at: root.path, generator: &generator, pieces: equivalentPieces, links: round % 2 == 0)
      try addition(root.path, &generator)
      if check(root.path) { sure += 1 }
    }
    #expect(sure > 10 && count - sure > 10, "\(sure) sure, \(count - sure) unsure")
  }

  @Test func aLoopMakesTheWalkUnsure() throws {
    let root = TemporaryDirectory()
    try root.write("a/x.swift", "")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/a/loop", withDestinationPath: "..")
    let (walked, exact) = Self.walk(root.path)
    #expect(!exact)
    #expect(walked.files == ["\(root.path)/a/x.swift"])
  }

  @Test func equivalentNamesMakeTheWalkUnsure() throws {
    let root = TemporaryDirectory()
    try root.write("\u{E9}.swift", "")
    try root.write("e\u{301}.swift", "")
    #expect(!Self.walk(root.path).exact)
  }

  /// A folder and files whose names start with the folder's: `-` and `.` sort before the
  /// folder's contents, `0` after them.
  @Test func namesAroundTheSlashSortAsWholePaths() throws {
    let root = TemporaryDirectory()
    for name in ["a/z.swift", "a-b.swift", "a.swift", "a0.swift", "a/b/c.swift", "a b.swift"] {
      try root.write(name, "")
    }
    let (walked, exact) = Self.walk(root.path)
    #expect(exact)
    #expect(
      walked.files.map { String($0.dropFirst(root.path.count + 1)) } == [
        "a b.swift", "a-b.swift", "a.swift", "a/b/c.swift", "a/z.swift", "a0.swift",
      ])
  }
}

import Foundation
import Testing

@testable import StringsKit

/// The walk spread over workers hands back exactly what the one-thread walk finds, in its order,
/// with each file's result beside it, and is sure exactly when it may be: on the random trees of
/// ``OrderedFolderWalkTests``, with one to four workers.
@Suite struct OrderedFolderWalkParallelTests {
  typealias Walked = OrderedFolderWalkTests.Walked

  static func parallel(_ root: String, jobs: Int, asPattern: Bool = false) -> (
    Walked, exact: Bool
  ) {
    let (values, walked, exact) = OrderedFolderWalk.parallelStream(
      root, suffixes: [".swift"], asPattern: asPattern, jobs: jobs
    ) { path, isRegular in (path, isRegular) }
    // Each result is the one of its file, in the walk's order.
    #expect(values.map { Array($0.0.utf8) } == walked.files.map { Array($0.utf8) })
    #expect(values.map(\.1) == walked.regular)
    return (Walked(files: walked.files, regular: walked.regular), exact)
  }

  static func bytes(_ walked: Walked) -> [[UInt8]] { walked.files.map { Array($0.utf8) } }

  @Test(arguments: [1, 2, 3, 4])
  func plainTreesWalkAlike(jobs: Int) throws {
    var generator = SplitMix64(seed: 0x7E11 + UInt64(jobs))
    for _ in 0..<60 {
      let root = TemporaryDirectory()
      try OrderedFolderWalkTests.makeTree(
        at: root.path, generator: &generator, pieces: OrderedFolderWalkTests.pieces, links: false)
      let (expected, sure) = OrderedFolderWalkTests.walk(root.path)
      let (walked, exact) = Self.parallel(root.path, jobs: jobs)
      #expect(sure && exact)
      #expect(Self.bytes(walked) == Self.bytes(expected))
      #expect(walked.regular == expected.regular)
    }
  }

  /// With links and equivalent names: sure exactly when the one-thread walk is (a folder reached
  /// twice may be entered by either path, which is why neither is sure then), and then the same.
  @Test(arguments: [2, 4])
  func linkedTreesAreSureWhenTheWalkIs(jobs: Int) throws {
    try OrderedFolderWalkTests.forRandomTrees(seed: 0x7E21 + UInt64(jobs), count: 120) { root in
      let (expected, sure) = OrderedFolderWalkTests.walk(root)
      let (walked, exact) = Self.parallel(root, jobs: jobs)
      #expect(exact == sure)
      if exact {
        #expect(Self.bytes(walked) == Self.bytes(expected))
        #expect(walked.regular == expected.regular)
      }
      return exact
    }
  }

  /// For the pattern `'**/*.swift'`, the same certainty as the one-thread walk, and a tree
  /// without a source is never sure.
  @Test func patternWalksAlike() throws {
    try OrderedFolderWalkTests.forRandomTrees(seed: 0x7E31, count: 80) { root, generator in
      if generator.next() % 3 == 0 {
        try FileManager.default.createDirectory(
          atPath: "\(root)/f.swift", withIntermediateDirectories: false)
      }
    } check: { root in
      var expected: [String] = []
      let sure = OrderedFolderWalk.walk(root, suffixes: [".swift"], asPattern: true) { path, _ in
        expected.append(path)
      }
      let (walked, exact) = Self.parallel(root, jobs: 2, asPattern: true)
      #expect(exact == sure)
      if exact { #expect(Self.bytes(walked) == expected.map { Array($0.utf8) }) }
      return exact
    }
    let empty = TemporaryDirectory()
    #expect(!Self.parallel(empty.path, jobs: 2, asPattern: true).exact)
    #expect(Self.parallel(empty.path, jobs: 2).exact)
  }

  /// Many folders, few files in each, on more workers than cores: every file once, in order.
  @Test func aWideDeepTreeComesBackWhole() throws {
    let root = TemporaryDirectory()
    var names: [String] = []
    for a in 0..<12 {
      for b in 0..<6 {
        for c in 0..<3 {
          names.append("d\(a)/e\(b)/f\(c).swift")
          try root.write(names.last!, "")
        }
        try root.write("d\(a)/e\(b).strings", "")
      }
    }
    for _ in 0..<10 {
      let (walked, exact) = Self.parallel(root.path, jobs: 6)
      #expect(exact)
      #expect(walked.files == names.sorted().map { "\(root.path)/\($0)" })
    }
  }

  @Test func aLoopMakesTheWalkUnsure() throws {
    let root = TemporaryDirectory()
    try root.write("a/x.swift", "")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/a/loop", withDestinationPath: "..")
    let (walked, exact) = Self.parallel(root.path, jobs: 2)
    #expect(!exact)
    #expect(walked.files == ["\(root.path)/a/x.swift"])
  }
}

import Foundation
import StringsCLI
import Testing

/// `strings-gen DIR` reads files while the folder walk goes on; its tables and messages are those
/// of the listing every other command line uses (`strings-gen DIR DIR/.` goes that way), on
/// random trees with links to folders and link loops, where the
/// path kept for a folder reached twice shows in the messages.
@Suite struct GenFolderStreamTests {
  /// No canonically equivalent pair (`é` and `e` + U+0301): merging several arguments' files
  /// keeps one of such a pair, so the two runs would differ for that reason alone.
  /// ``OrderedFolderWalkTests`` covers such names.
  static let pieces = ["a", "b", "-", ".", " ", "0", "\u{E9}", "z"]

  static func name(_ generator: inout SplitMix64) -> String {
    (0..<(1 + Int(generator.next() % 3))).map { _ in
      pieces[Int(generator.next() % UInt64(pieces.count))]
    }.joined().replacingOccurrences(of: ".", with: "-")
  }

  /// A source whose keys repeat across files with other values and comments, so that the file
  /// order decides which value wins and what the warnings say.
  static func source(_ generator: inout SplitMix64) -> String {
    (0..<(1 + Int(generator.next() % 4))).map { line in
      let key = "k\(generator.next() % 6)"
      return "let v\(line) = NSLocalizedString(\"\(key)\", value: \"v\(generator.next() % 9)\", "
        + "comment: \"c\(generator.next() % 3)\")\n"
    }.joined()
  }

  @Test func folderRunsMatchTheListedRun() throws {
    var generator = SplitMix64(seed: 0x6E57)
    let manager = FileManager.default
    for round in 0..<40 {
      let work = TemporaryDirectory()
      var folders = ["\(work.path)/src"]
      try manager.createDirectory(atPath: folders[0], withIntermediateDirectories: true)
      for _ in 0..<(3 + Int(generator.next() % 14)) {
        let parent = folders[Int(generator.next() % UInt64(folders.count))]
        let path = "\(parent)/\(Self.name(&generator))"
        switch generator.next() % 5 {
        case 0:
          if (try? manager.createDirectory(atPath: path, withIntermediateDirectories: false))
            != nil
          {
            folders.append(path)
          }
        case 1 where round % 2 == 0:
          let target = folders[Int(generator.next() % UInt64(folders.count))]
          try? manager.createSymbolicLink(atPath: path, withDestinationPath: target)
        default:
          _ = manager.createFile(
            atPath: path + ".swift", contents: Data(Self.source(&generator).utf8))
        }
      }
      func run(_ arguments: [String], _ output: String) -> (CommandOutput, [String: Data]) {
        let result = CommandRunner.run(
          GenCommand.main, ["--utf8", "-o", output] + arguments, in: work.path)
        return (result, TemporaryDirectory.files(below: "\(work.path)/\(output)"))
      }
      let (listed, listedTables) = run(["src", "src/."], "listed")
      for jobs in [["--jobs", "1"], ["--jobs", "3"], []] {
        let (streamed, tables) = run(jobs + ["src"], "streamed\(jobs.last ?? "")")
        #expect(streamed.transcript == listed.transcript, "round \(round) \(jobs)")
        #expect(tables == listedTables, "round \(round) \(jobs)")
      }
    }
  }
}

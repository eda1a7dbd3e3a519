import Foundation
import StringsCLI
import Testing

/// strings-gen reads files on every core; the tables and messages must not depend on how many
/// workers there are or which finishes first. Keys repeat across files with different values
/// and comments, so any reordering would change which value wins and how warnings read.
@Suite struct GenDeterminismTests {
  @Test func outputIsTheSameForAnyNumberOfWorkers() throws {
    let work = TemporaryDirectory()
    var generator = SplitMix64(seed: 7)
    for file in 0..<80 {
      var text = "import Foundation\n"
      for line in 0..<25 {
        let key = "key.\(generator.next() % 40)"
        let value = "value \(file).\(line) %@ and %d"
        let comment = "comment \(generator.next() % 5)"
        let table = generator.next() % 4 == 0 ? "tableName: \"Other\", " : ""
        text += "let v\(line) = NSLocalizedString(\"\(key)\", \(table)value: \"\(value)\", "
        text += "comment: \"\(comment)\")\n"
      }
      try Data(text.utf8).write(to: URL(fileURLWithPath: "\(work.path)/File\(file).swift"))
    }

    func run(_ jobs: [String], into folder: String) -> (CommandOutput, [String: Data]) {
      let output = CommandRunner.run(
        GenCommand.main, jobs + ["--utf8", "-o", folder, "."], in: work.path)
      return (output, TemporaryDirectory.files(below: "\(work.path)/\(folder)"))
    }

    let (sequential, sequentialTables) = run(["--jobs", "1"], into: "one")
    #expect(sequential.status == .clean)
    #expect(sequentialTables.keys.sorted() == ["Localizable.strings", "Other.strings"])
    #expect(sequential.standardError.contains("used with multiple values"))
    for jobs in [["--jobs", "2"], ["--jobs", "7"], []] {
      let (parallel, tables) = run(jobs, into: "out\(jobs.last ?? "-all")")
      #expect(parallel.transcript == sequential.transcript, "\(jobs)")
      #expect(tables == sequentialTables, "\(jobs)")
    }
  }
}

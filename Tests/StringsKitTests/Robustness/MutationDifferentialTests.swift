import Foundation
import Testing

@testable import StringsKit

/// Compares the parser with `plutil` (CoreFoundation) on damaged copies of real `.strings`
/// files: they must agree on whether each mutant is accepted and, when it is, on its table.
///
/// A default run checks 2,000 mutants so CI exercises the harness; set
/// `STRINGS_DIFFERENTIAL_MUTANTS=100000` for the run recorded in `Fuzz/DIFFERENTIAL.md`. Mutant
/// `n` depends only on `n`, so a disagreement is reproduced with
/// `STRINGS_DIFFERENTIAL_FIRST=n STRINGS_DIFFERENTIAL_MUTANTS=1`, and
/// `STRINGS_DIFFERENTIAL_KEEP=folder` keeps a few mutants of each disagreement class there.
///
/// `plutil` runs once per batch of 500 files (`-lint`, then `-convert json` on copies of the
/// accepted ones), which makes 100,000 mutants a matter of minutes. The sources are the shared
/// corpus when it is present and the fixtures otherwise (a clean clone).
@Suite struct MutationDifferentialTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = Int(environment["STRINGS_DIFFERENTIAL_MUTANTS"] ?? "") ?? 2_000
  static let first = Int(environment["STRINGS_DIFFERENTIAL_FIRST"] ?? "") ?? 0
  static let batchSize = 500

  /// A disagreement between the parser and CoreFoundation.
  struct Disagreement {
    var mutant: Int
    var source: String
    var operations: [CorpusMutator.Operation]
    /// "plutil accepts, parser rejects", "plutil rejects, parser accepts" or "tables differ".
    var kind: String
    /// The parser's first error message (quoted text removed), to group by cause.
    var cause: String
    var bytes: [UInt8]
  }

  @Test func mutantsAgreeWithPlutil() throws {
    guard let plutil = StringsFilePlutilDifferentialTests.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    let sources =
      Fixtures.sharedCorpus.map { Fixtures.files(below: $0, suffix: ".strings") }
      ?? Fixtures.files(below: Fixtures.url("strings"), suffix: ".strings")
    #expect(sources.count > 50)
    let contents = try sources.map { try [UInt8](Data(contentsOf: $0)) }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("strings-mutants-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    var disagreements: [Disagreement] = []
    var accepted = 0
    var batchStart = Self.first
    while batchStart < Self.first + Self.count {
      let batch = batchStart..<min(batchStart + Self.batchSize, Self.first + Self.count)
      batchStart = batch.upperBound
      var mutants: [Int: (source: Int, bytes: [UInt8], operations: [CorpusMutator.Operation])] =
        [:]
      for n in batch {
        var mutator = CorpusMutator(seed: 0x5EED_0000 &+ UInt64(n))
        let source = Int(mutator.random.next() % UInt64(contents.count))
        let (bytes, operations) = mutator.mutate(contents[source])
        mutants[n] = (source, bytes, operations)
        try Data(bytes).write(to: directory.appendingPathComponent("m\(n).strings"))
      }
      let verdicts = Self.verdicts(plutil, directory: directory, mutants: Array(batch))
      for n in batch {
        let mutant = mutants[n]!
        let file = StringsFileParser.parse(Data(mutant.bytes), path: "m\(n).strings")
        let verdict = verdicts[n]!
        if verdict.accepted { accepted += 1 }
        guard let kind = Self.disagreement(file, verdict) else { continue }
        let cause = file.diagnostics.first { $0.severity == .error }.map {
          $0.message.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset % 2 == 0 ? String($0.element) : "…" }.joined(separator: "\"")
        }
        disagreements.append(
          Disagreement(
            mutant: n, source: sources[mutant.source].lastPathComponent,
            operations: mutant.operations, kind: kind, cause: cause ?? "(no error)",
            bytes: mutant.bytes))
      }
      for n in batch {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("m\(n).strings"))
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("j\(n).json"))
      }
    }
    let summary = Self.summary(disagreements, accepted: accepted)
    print(summary)
    try Self.keepExamples(disagreements)
    #expect(disagreements.isEmpty, "\(summary)")
  }

  /// How the parser and `plutil` disagree on one mutant, or `nil` when they agree.
  static func disagreement(
    _ file: StringsFile, _ verdict: StringsFilePlutilDifferentialTests.Verdict
  ) -> String? {
    // Deliberate: CFBundle rejects a table that is not a dictionary; see the fixtures suite.
    let rejectsNonDictionary = file.diagnostics.contains {
      $0.message.hasPrefix("the file holds a single string")
        || $0.message.hasPrefix("the file's top level is")
    }
    if verdict.accepted && rejectsNonDictionary { return nil }
    if verdict.accepted && file.hasErrors { return "plutil accepts, parser rejects" }
    if !verdict.accepted && !file.hasErrors { return "plutil rejects, parser accepts" }
    if verdict.accepted, let table = verdict.table {
      let ours = StringsValue.dictionary(file.values)
      if ours != table && withoutByteOrderMarks(ours) != table { return "tables differ" }
    }
    return nil
  }

  /// `value` with every U+FEFF removed. Foundation's `JSONSerialization` on Linux drops U+FEFF
  /// from the strings it reads, so `plutil`'s JSON of `"k" = "\u{FEFF}v";` comes back as `v`
  /// although `plutil` printed the character (the first 36 "disagreements" of the 100,000-mutant
  /// run were this).
  static func withoutByteOrderMarks(_ value: StringsValue) -> StringsValue {
    func clean(_ text: String) -> String {
      String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }
    switch value {
    case .string(let text): return .string(clean(text))
    case .array(let items): return .array(items.map(withoutByteOrderMarks))
    case .dictionary(let pairs):
      return .dictionary(
        Dictionary(
          pairs.map { (clean($0.key), withoutByteOrderMarks($0.value)) },
          uniquingKeysWith: { first, _ in first }))
    default: return value
    }
  }

  /// `plutil`'s verdict on each mutant `m<n>.strings` of the batch, in two calls.
  static func verdicts(
    _ plutil: URL, directory: URL, mutants: [Int]
  ) -> [Int: StringsFilePlutilDifferentialTests.Verdict] {
    let run = StringsFilePlutilDifferentialTests.run
    let lint = run(
      plutil, ["-lint"] + mutants.map { directory.appendingPathComponent("m\($0).strings").path })
    let okLines = Set(
      String(decoding: lint.output, as: UTF8.self).split(separator: "\n").filter {
        $0.hasSuffix(": OK")
      }.map { String($0.dropLast(4)) })
    var results: [Int: StringsFilePlutilDifferentialTests.Verdict] = [:]
    var acceptedMutants: [Int] = []
    for n in mutants {
      let accepted = okLines.contains(directory.appendingPathComponent("m\(n).strings").path)
      results[n] = .init(accepted: accepted, table: nil)
      if accepted { acceptedMutants.append(n) }
    }
    guard !acceptedMutants.isEmpty else { return results }
    var copies: [String] = []
    for n in acceptedMutants {
      let copy = directory.appendingPathComponent("j\(n).json")
      try? FileManager.default.copyItem(
        at: directory.appendingPathComponent("m\(n).strings"), to: copy)
      copies.append(copy.path)
    }
    let convert = run(plutil, ["-convert", "json"] + copies)
    // A table JSON cannot hold (data values) stays unconverted; it is compared on acceptance only.
    let unconvertible = Set(
      String(decoding: convert.error, as: UTF8.self).split(separator: "\n").compactMap { line in
        line.hasSuffix(": Invalid object in plist for JSON format")
          ? String(line.dropLast(": Invalid object in plist for JSON format".count)) : nil
      })
    for (n, copy) in zip(acceptedMutants, copies) where !unconvertible.contains(copy) {
      guard let json = FileManager.default.contents(atPath: copy),
        let object = try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
      else { continue }
      results[n]?.table = StringsFilePlutilDifferentialTests.value(object)
    }
    return results
  }

  /// Counts per class, with the first mutant numbers of each.
  static func summary(_ disagreements: [Disagreement], accepted: Int) -> String {
    var text =
      "mutants \(first)..<\(first + count): plutil accepted \(accepted), "
      + "disagreements \(disagreements.count)\n"
    let classes = Dictionary(grouping: disagreements) { "\($0.kind): \($0.cause)" }
    for (name, members) in classes.sorted(by: { $0.value.count > $1.value.count }) {
      let examples = members.prefix(5).map { "\($0.mutant) (\($0.source))" }
      text += "  \(members.count) × \(name)\n    e.g. \(examples.joined(separator: ", "))\n"
    }
    return text
  }

  /// Writes up to three mutants of each class to `STRINGS_DIFFERENTIAL_KEEP`, if set.
  static func keepExamples(_ disagreements: [Disagreement]) throws {
    guard let folder = environment["STRINGS_DIFFERENTIAL_KEEP"] else { return }
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    let classes = Dictionary(grouping: disagreements) { "\($0.kind): \($0.cause)" }
    for members in classes.values {
      for member in members.prefix(3) {
        try Data(member.bytes).write(
          to: URL(fileURLWithPath: folder).appendingPathComponent("m\(member.mutant).strings"))
      }
    }
  }
}

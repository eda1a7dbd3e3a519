import Foundation
import Testing

@testable import StringsKit

/// The `.stringsdict` reader against the toolchain's `plutil` (CoreFoundation itself): on the
/// fixtures, on every `.stringsdict` of the shared corpus and on seeded mutants of them, the
/// reader must accept exactly what `plutil` accepts and read the same property list.
///
/// Deliberate disagreement: a property list whose top level is not a dictionary is valid for
/// `plutil`, but no `.stringsdict` (the reader reports an error).
///
/// `STRINGSDICT_DIFFERENTIAL_MUTANTS=n` changes the number of mutants (default 600).
@Suite struct StringsdictPlutilDifferentialTests {
  typealias Strings = StringsFilePlutilDifferentialTests

  static let mutantCount =
    Int(ProcessInfo.processInfo.environment["STRINGSDICT_DIFFERENTIAL_MUTANTS"] ?? "") ?? 600

  static let corpus: URL? = {
    let url = Fixtures.packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/stringsdict")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }()

  /// JSON has no booleans apart from numbers once Foundation reads it back: compare them as
  /// numbers. Foundation's reader also drops U+FEFF from strings (see the `.strings` suite).
  static func normalized(_ value: StringsValue) -> StringsValue {
    switch value {
    case .boolean(let flag): .number(flag ? 1 : 0)
    case .string(let text):
      .string(String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FEFF}" })))
    case .array(let items): .array(items.map(normalized))
    case .dictionary(let pairs): .dictionary(pairs.mapValues(normalized))
    default: value
    }
  }

  /// How the reader and `plutil` disagree about one file, or `nil`.
  static func disagreement(_ file: StringsdictFile, _ verdict: Strings.Verdict) -> String? {
    let rejectsNonDictionary = file.root != nil && file.root?.entries == nil
    if verdict.accepted && rejectsNonDictionary { return nil }
    if verdict.accepted && file.hasErrors {
      return "plutil accepts, reader rejects: \(DiagnosticFormatter.text(file.diagnostics))"
    }
    if !verdict.accepted && !file.hasErrors { return "plutil rejects, reader accepts" }
    if verdict.accepted, let table = verdict.table, let root = file.root,
      normalized(root.propertyListValue) != normalized(table)
    {
      return "the property lists differ"
    }
    return nil
  }

  static func compare(_ urls: [URL], with plutil: URL) async throws {
    let verdicts = await Strings.verdicts(plutil, for: urls)
    for url in urls {
      let verdict = try #require(verdicts[url])
      let file = StringsdictParser.parse(try Data(contentsOf: url), path: url.path)
      if let problem = disagreement(file, verdict) {
        Issue.record("\(url.lastPathComponent): \(problem)")
      }
    }
  }

  @Test func fixturesAgreeWithPlutil() async throws {
    guard let plutil = Strings.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    let urls = Fixtures.files(below: Fixtures.url("stringsdict"), suffix: ".stringsdict")
    #expect(urls.count >= 15)
    try await Self.compare(urls, with: plutil)
  }

  @Test func sharedCorpusAgreesWithPlutil() async throws {
    guard let plutil = Strings.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    guard let corpus = Self.corpus else {
      print("skipping: ../shared/corpus/stringsdict is absent")
      return
    }
    let urls = Fixtures.files(below: corpus, suffix: ".stringsdict")
    #expect(!urls.isEmpty)
    try await Self.compare(urls, with: plutil)
  }

  /// XML-shaped damage on top of the byte-level damage of ``CorpusMutator``.
  static let xmlPieces: [[UInt8]] =
    [
      "<", ">", "/>", "</dict>", "<dict>", "<key>k</key>", "<string>", "</string>", "&", "&amp;",
      "&#x;", "&#65;", "<!--", "-->", "<![CDATA[", "]]>", "<?", "?>", "<array/>", "<true/>",
      "<integer>1</integer>", " ", "\n", "\u{8}", "<plist>", "</plist>",
    ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3]]

  @Test func mutantsAgreeWithPlutil() async throws {
    guard let plutil = Strings.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    guard let corpus = Self.corpus else {
      print("skipping: ../shared/corpus/stringsdict is absent")
      return
    }
    let sources = try Fixtures.files(below: corpus, suffix: ".stringsdict").map {
      [UInt8](try Data(contentsOf: $0))
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stringsdict-mutants-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var urls: [URL] = []
    for n in 0..<Self.mutantCount {
      var mutator = CorpusMutator(seed: 0x5D1C_0000 &+ UInt64(n))
      let source = sources[Int(mutator.random.next() % UInt64(sources.count))]
      var bytes = n % 2 == 0 ? mutator.mutate(source).bytes : source
      if n % 2 == 1 || n % 3 == 0 {
        let piece = Self.xmlPieces[Int(mutator.random.next() % UInt64(Self.xmlPieces.count))]
        bytes.insert(contentsOf: piece, at: Int(mutator.random.next() % UInt64(bytes.count + 1)))
      }
      let url = directory.appendingPathComponent("m\(n).stringsdict")
      try Data(bytes).write(to: url)
      urls.append(url)
    }
    let verdicts = await Strings.verdicts(plutil, for: urls)
    var accepted = 0
    for url in urls {
      let verdict = try #require(verdicts[url])
      if verdict.accepted { accepted += 1 }
      let file = StringsdictParser.parse(try Data(contentsOf: url), path: url.lastPathComponent)
      if let problem = Self.disagreement(file, verdict) {
        Issue.record("\(url.lastPathComponent): \(problem)")
      }
    }
    // Both outcomes must be well represented, or the comparison says little.
    #expect(accepted > Self.mutantCount / 10 && accepted < Self.mutantCount * 9 / 10)
  }

  @Test func dumpMatchesPlutil() throws {
    guard let plutil = Strings.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    for name in ["basic", "entities-cdata-comments", "scalars-and-duplicates"] {
      let url = Fixtures.url("stringsdict/ok/\(name).stringsdict")
      let file = StringsdictParser.parse(try Data(contentsOf: url), path: url.path)
      let ours = try JSONSerialization.jsonObject(with: Data(file.jsonDump().utf8))
      let theirs = try JSONSerialization.jsonObject(
        with: Strings.run(plutil, ["-convert", "json", "-o", "-", url.path]).output)
      #expect(Strings.value(ours) == Strings.value(theirs), "\(name)")
    }
  }
}

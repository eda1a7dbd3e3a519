import Foundation
import Testing

@testable import StringsKit

/// Compares the parser with the toolchain's `plutil`, which is CoreFoundation itself: for every
/// fixture and corpus file, the parser must accept exactly what `plutil` accepts and read the
/// same table.
///
/// Deliberate disagreement: a file whose top level is a single string, an array or data is
/// accepted by `plutil` (it is a valid property list) but rejected by the parser, because
/// CFBundle refuses any `.strings` table that is not a dictionary ("Top-level object was not a
/// dictionary").
@Suite struct StringsFilePlutilDifferentialTests {
  /// `plutil` from `PATH`, or next to the resolved `swift` executable.
  static let plutil: URL? = {
    let fileManager = FileManager.default
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .map { URL(fileURLWithPath: String($0)) }
    for directory in directories {
      let candidate = directory.appendingPathComponent("plutil")
      if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    for directory in directories {
      let swift = directory.appendingPathComponent("swift")
      guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
      let candidate = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("plutil")
      if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// What `plutil` says about one file.
  struct Verdict: Sendable {
    var accepted: Bool
    /// The table as JSON printed it; `nil` when JSON cannot hold it (data values, a top-level
    /// string) or when the file was rejected.
    var table: StringsValue?
  }

  static func run(_ plutil: URL, _ arguments: [String]) -> (
    status: Int32, output: Data, error: Data
  ) {
    let process = Process()
    process.executableURL = plutil
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    do { try process.run() } catch { return (-1, Data(), Data()) }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, outputData, errorData)
  }

  static func verdict(_ plutil: URL, for url: URL) -> Verdict {
    let json = run(plutil, ["-convert", "json", "-o", "-", url.path])
    if json.status == 0 {
      let object = try? JSONSerialization.jsonObject(
        with: json.output, options: [.fragmentsAllowed])
      return Verdict(accepted: true, table: object.map(value))
    }
    if String(decoding: json.error, as: UTF8.self).contains("Invalid object in plist for JSON") {
      return Verdict(accepted: run(plutil, ["-lint", url.path]).status == 0, table: nil)
    }
    return Verdict(accepted: false, table: nil)
  }

  static func value(_ object: Any) -> StringsValue {
    switch object {
    case let string as String: .string(string)
    case let array as [Any]: .array(array.map(value))
    case let dictionary as [String: Any]: .dictionary(dictionary.mapValues(value))
    case let number as NSNumber: .number(number.doubleValue)
    default: .string(String(describing: object))
    }
  }

  /// Runs `plutil` on every file, two at a time (the machine is shared).
  static func verdicts(_ plutil: URL, for urls: [URL]) async -> [URL: Verdict] {
    await withTaskGroup(of: (URL, Verdict).self) { group in
      var results: [URL: Verdict] = [:]
      var pending = urls[...]
      for _ in 0..<2 {
        if let url = pending.popFirst() { group.addTask { (url, verdict(plutil, for: url)) } }
      }
      while let (url, verdict) = await group.next() {
        results[url] = verdict
        if let next = pending.popFirst() {
          group.addTask { (next, Self.verdict(plutil, for: next)) }
        }
      }
      return results
    }
  }

  static func compare(_ urls: [URL], with plutil: URL) async throws {
    let verdicts = await verdicts(plutil, for: urls)
    for url in urls {
      let verdict = try #require(verdicts[url])
      let file = StringsFileParser.parse(try Data(contentsOf: url), path: url.path)
      let rejectsNonDictionary = file.diagnostics.contains {
        $0.message.hasPrefix("the file holds a single string")
          || $0.message.hasPrefix("the file's top level is")
      }
      if verdict.accepted && rejectsNonDictionary { continue }  // deliberate, see the suite
      let said = verdict.accepted ? "accepts" : "rejects"
      let ours = DiagnosticFormatter.text(file.diagnostics)
      #expect(
        !file.hasErrors == verdict.accepted, "\(url.path): plutil \(said) it; parser:\n\(ours)")
      if verdict.accepted, let table = verdict.table {
        #expect(
          StringsValue.dictionary(file.values) == table, "\(url.path): tables differ")
      }
    }
  }

  @Test func fixturesAgreeWithPlutil() async throws {
    guard let plutil = Self.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    let urls = Fixtures.files(below: Fixtures.url("strings"), suffix: ".strings")
    #expect(urls.count > 50)
    try await Self.compare(urls, with: plutil)
  }

  @Test func sharedCorpusAgreesWithPlutil() async throws {
    guard let plutil = Self.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    guard let corpus = Fixtures.sharedCorpus else {
      print("skipping: the shared corpus of .strings files is absent")
      return
    }
    try await Self.compare(Fixtures.files(below: corpus, suffix: ".strings"), with: plutil)
  }

  /// Seeded random files built from grammar fragments and awkward bytes. Exploring this way
  /// (thousands of files) found CoreFoundation's tolerance of a stray 0xA9 byte, of a broken
  /// last key and of trailing UTF-32 bytes; this keeps a few hundred of them as a regression net.
  @Test func randomFilesAgreeWithPlutil() async throws {
    guard let plutil = Self.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    let fragments: [[UInt8]] =
      [
        "\"a\"", "'b'", "x", "=", " = ", ";", "(", ")", "{", "}", "<0a>", "<0a", "<0g>", "<", ">",
        ",", "/* c */", "/*", "//c\r", "\r\n", "\n", "\"u", "\\", "\u{2028}", "@", "é",
        "\"a\" = \"b\";", "k = v;", "\"s\";", "\"\\U00e9\"", "\"\\u00e9\"", "\"\\377\"",
        "(\"x\", \"y\")", "(\"x\",)", "{a=b;}", "{a;}", "\"a\" = (\"", "\t", "\u{0}", "$", "/",
      ].map { Array($0.utf8) } + [[0xA9], [0xFF], [0x80], [0xC3]]
    let prefixes: [[UInt8]] = [[], [], [], [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0x00]]
    var generator = SplitMix64(seed: 2026)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("strings-differential-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var urls: [URL] = []
    for index in 0..<400 {
      var bytes = prefixes[Int(generator.next() % UInt64(prefixes.count))]
      for _ in 0..<(1 + generator.next() % 12) {
        bytes += fragments[Int(generator.next() % UInt64(fragments.count))]
      }
      let url = directory.appendingPathComponent("random-\(index).strings")
      try Data(bytes).write(to: url)
      urls.append(url)
    }
    try await Self.compare(urls, with: plutil)
  }

  @Test func jsonDumpMatchesPlutil() throws {
    guard let plutil = Self.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    let url = Fixtures.url("strings/ok/dictionary-value.strings")
    let file = StringsFileParser.parse(try Data(contentsOf: url), path: url.path)
    let ours = try JSONSerialization.jsonObject(with: Data(file.jsonDump().utf8))
    let theirs = try JSONSerialization.jsonObject(
      with: Self.run(plutil, ["-convert", "json", "-o", "-", url.path]).output)
    #expect(Self.value(ours) == Self.value(theirs))
  }
}

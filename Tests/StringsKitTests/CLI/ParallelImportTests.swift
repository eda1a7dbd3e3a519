import Foundation
import StringsKit
import Testing

@testable import StringsCLI

/// Two imports of one table at once, each changing its own keys, both land: every run that
/// reads a file to write it back takes ``FileUpdateLock``, so the second waits for the first
/// and reads what it wrote. Before the lock, both reported their changes and one set was lost.
@Suite struct ParallelImportTests {
  static let keys = 1_500

  /// An XLIFF translating the keys `range` of `original` into Spanish.
  static func xliff(original: String, keys range: Range<Int>, id: (Int) -> String) -> Data {
    let units = range.map { index in
      XLIFFDocument.Unit(
        id: id(index), source: "Value \(index)",
        target: XLIFFDocument.Target("Valor \(index)", state: "translated"))
    }
    return XLIFFWriter.data(
      for: XLIFFDocument(files: [
        XLIFFDocument.File(
          original: original, sourceLanguage: "en", targetLanguage: "es", units: units)
      ]))
  }

  /// Runs the two imports on two threads at once through the command's entry point.
  static func importInParallel(in folder: String) -> [CommandOutput] {
    let outputs = ConcurrentOutputs()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let output = CommandRunner.run(
        MergeCommand.main, ["--import-xliff", "In/part\(index).xliff", "."], in: folder)
      outputs.set(index, output)
    }
    return outputs.values
  }

  @Test(arguments: 0..<4)
  func parallelImportsIntoOneStringsTableBothLand(_ trial: Int) throws {
    let folder = TemporaryDirectory()
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: "\(folder.path)/en.lproj", withIntermediateDirectories: true)
    try manager.createDirectory(
      atPath: "\(folder.path)/es.lproj", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: "\(folder.path)/In", withIntermediateDirectories: true)
    var reference = ""
    for index in 0..<Self.keys { reference += "\"key.\(index)\" = \"Value \(index)\";\n" }
    try Data(reference.utf8).write(to: URL(fileURLWithPath: "\(folder.path)/en.lproj/L.strings"))
    // The first trials start from an existing Spanish table, the others create it.
    if trial % 2 == 0 {
      try Data("\"key.0\" = \"Viejo\";\n".utf8).write(
        to: URL(fileURLWithPath: "\(folder.path)/es.lproj/L.strings"))
    }
    let half = Self.keys / 2
    for (index, range) in [0..<half, half..<Self.keys].enumerated() {
      try Self.xliff(original: "en.lproj/L.strings", keys: range) { "key.\($0)" }
        .write(to: URL(fileURLWithPath: "\(folder.path)/In/part\(index).xliff"))
    }
    let outputs = Self.importInParallel(in: folder.path)
    for output in outputs { #expect(output.status == .clean, "\(output.transcript)") }
    let table = StringsFileParser.parse(
      try Data(contentsOf: URL(fileURLWithPath: "\(folder.path)/es.lproj/L.strings")), path: "es")
    let values = Dictionary(table.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    let missing = (0..<Self.keys).filter { values["key.\($0)"] != "Valor \($0)" }
    #expect(missing.count == 0, "imported keys lost")
  }

  @Test(arguments: 0..<3)
  func parallelImportsIntoOneCatalogBothLand(_ trial: Int) throws {
    let folder = TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: "\(folder.path)/In", withIntermediateDirectories: true)
    var strings: [String] = []
    for index in 0..<Self.keys {
      strings.append(
        "\"key.\(index)\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"new\","
          + "\"value\":\"Value \(index)\"}}}}")
    }
    let json =
      "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{"
      + strings.joined(separator: ",") + "}}"
    try Data(json.utf8).write(to: URL(fileURLWithPath: "\(folder.path)/L.xcstrings"))
    let half = Self.keys / 2
    for (index, range) in [0..<half, half..<Self.keys].enumerated() {
      try Self.xliff(original: "L.xcstrings", keys: range) { "key.\($0)" }
        .write(to: URL(fileURLWithPath: "\(folder.path)/In/part\(index).xliff"))
    }
    let outputs = Self.importInParallel(in: folder.path)
    for output in outputs { #expect(output.status == .clean, "\(output.transcript)") }
    let catalog = CatalogReader.read(
      Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder.path)/L.xcstrings"))),
      path: "L.xcstrings")
    let strings2 = catalog.root?.member("strings")
    let missing = (0..<Self.keys).filter {
      strings2?.member("key.\($0)")?.member("localizations")?.member("es")?
        .member("stringUnit")?.member("value")?.string != "Valor \($0)"
    }
    #expect(missing.count == 0, "imported keys lost (trial \(trial))")
  }
}

/// The outputs of the parallel runs, by index.
final class ConcurrentOutputs: @unchecked Sendable {
  // Safe: every access goes through `lock`.
  private var outputs: [Int: CommandOutput] = [:]
  private let lock = NSLock()

  func set(_ index: Int, _ output: CommandOutput) {
    lock.lock()
    outputs[index] = output
    lock.unlock()
  }

  var values: [CommandOutput] {
    lock.lock()
    defer { lock.unlock() }
    return outputs.sorted { $0.key < $1.key }.map(\.value)
  }
}

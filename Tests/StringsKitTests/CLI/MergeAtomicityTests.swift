import Foundation
import StringsKit
import Testing

@testable import StringsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// An interrupted or failing `strings-merge` leaves every file either as it was or fully merged.
@Suite struct MergeAtomicityTests {
  /// A reference of `keys` keys and `languages` translations that each miss every 20th key and
  /// hold a stale one, so that every language file changes.
  static func tree(keys: Int, languages: Int) -> [String: Data] {
    var files: [String: Data] = [:]
    var reference = ""
    for index in 0..<keys {
      reference += "/* Comment \(index) */\n\"key.\(index)\" = \"Value \(index)\";\n\n"
    }
    files["en.lproj/Localizable.strings"] = Data(reference.utf8)
    for language in 0..<languages {
      var text = ""
      for index in 0..<keys where index % 20 != language % 20 {
        text += "/* Comment \(index) */\n\"key.\(index)\" = \"Wert \(index) [\(language)]\";\n\n"
      }
      text += "\"stale.\(language)\" = \"alt\";\n"
      files["l\(language).lproj/Localizable.strings"] = Data(text.utf8)
    }
    return files
  }

  /// What each language file looks like after a complete merge with default options.
  static func merged(_ files: [String: Data]) -> [String: Data] {
    let reference = ReferenceTable(
      StringsFileParser.parse(files["en.lproj/Localizable.strings"]!, path: "en"))
    var result = files
    for (path, data) in files where !path.hasPrefix("en.lproj") {
      let merge = Merger().merge(
        reference: reference, into: StringsFileParser.parse(data, path: path))
      result[path] = merge.data ?? data
    }
    return result
  }

  static let binary = Fixtures.packageRoot.appendingPathComponent(".build/debug/strings-merge")

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)))
  func killedRunLeavesEachFileOldOrNew() throws {
    let before = Self.tree(keys: 8_000, languages: 8)
    let after = Self.merged(before)
    var rng = SystemRandomNumberGenerator()
    var duration = 1.0
    for iteration in 0..<6 {
      let folder = try MergeHarness.scratchFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      try MergeHarness.write(before, to: folder)
      let process = Process()
      process.executableURL = Self.binary
      process.arguments = [folder.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let start = Date()
      try process.run()
      // The first run goes to the end and times the whole run; the others are killed at a random
      // moment within that time.
      if iteration > 0 {
        usleep(UInt32(duration * Double.random(in: 0.05...0.95, using: &rng) * 1_000_000))
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
      if iteration == 0 { duration = Date().timeIntervalSince(start) }
      var old = 0
      var new = 0
      for (path, data) in MergeHarness.tree(folder) where path.hasSuffix(".strings") {
        if data == after[path] && data != before[path] {
          new += 1
        } else if data == before[path] {
          old += 1
        } else {
          Issue.record("iteration \(iteration): \(path) is neither the old nor the merged file")
        }
      }
      #expect(old + new == before.count)
      if iteration == 0 {
        #expect(process.terminationStatus == 0)
        #expect(new == before.count - 1, "the complete run must merge every language")
      }
    }
  }

  @Test func failingWriteLeavesTheFileAsItWasAndTheOthersMerged() throws {
    let before = Self.tree(keys: 50, languages: 3)
    let after = Self.merged(before)
    let folder = try MergeHarness.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try MergeHarness.write(before, to: folder)
    // The writer fails for l1 only, after writing nothing, as a full disk or a failed rename
    // makes AtomicFileWriter do.
    let (output, status) = MergeHarness.run(
      [], in: folder,
      writer: { (data, path, shown) throws(StringsError) in
        if shown.hasPrefix("l1.lproj") {
          throw .fileNotWritable(path: shown, reason: "No space left on device")
        }
        try AtomicFileWriter.write(data, to: path, displayPath: shown)
      })
    #expect(status == .couldNotRun)
    #expect(
      output.contains(
        "strings-merge: error: cannot write 'l1.lproj/Localizable.strings': No space left on device"
      ))
    let result = MergeHarness.tree(folder)
    #expect(result["l1.lproj/Localizable.strings"] == before["l1.lproj/Localizable.strings"])
    #expect(result["l0.lproj/Localizable.strings"] == after["l0.lproj/Localizable.strings"])
    #expect(result["l2.lproj/Localizable.strings"] == after["l2.lproj/Localizable.strings"])
    #expect(result.count == before.count, "no temporary file is left behind")
  }

  /// A real failing rename: the target is replaced by a folder between reading and writing, so
  /// AtomicFileWriter refuses, removes its temporary file, and the run reports it.
  @Test func writerErrorsAreReportedWithExitStatusTwo() throws {
    let folder = try MergeHarness.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try MergeHarness.write(Self.tree(keys: 5, languages: 1), to: folder)
    let target = folder.appendingPathComponent("l0.lproj/Localizable.strings").path
    let (output, status) = MergeHarness.run(
      [], in: folder,
      writer: { (data, path, shown) throws(StringsError) in
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try AtomicFileWriter.write(data, to: path, displayPath: shown)
      })
    #expect(status == .couldNotRun)
    #expect(output.contains("'l0.lproj/Localizable.strings' is a directory"))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path)
    #expect(names == ["Localizable.strings"], "no temporary file is left behind")
  }
}

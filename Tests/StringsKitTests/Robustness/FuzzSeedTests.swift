import Foundation
import Testing

/// The fuzz targets start from the inputs in `Fixtures/`, which `Fuzz/run.sh` copies at run
/// time; `Fuzz/corpus/` holds only the seeds no fixture has.
@Suite struct FuzzSeedTests {
  static let targets = [
    "strings-parser", "swift-lexer", "extractor", "stringsdict-parser", "catalog-reader",
    "gen-differential", "xliff-reader", "binary-plist",
  ]

  /// Every file below `folder`, by content.
  static func contents(below folder: URL) -> [Data: String] {
    var result: [Data: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let relative = enumerator?.nextObject() as? String {
      let url = folder.appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, let data = FileManager.default.contents(atPath: url.path)
      else { continue }
      result[data] = relative
    }
    return result
  }

  @Test func committedSeedsAreNotCopiesOfFixtures() {
    let fixtures = Self.contents(below: Fixtures.root)
    let seeds = Self.contents(below: Fixtures.packageRoot.appendingPathComponent("Fuzz/corpus"))
    #expect(!seeds.isEmpty)
    let copies = seeds.compactMap { data, seed in fixtures[data].map { "\(seed) = \($0)" } }
    #expect(copies == [])
  }

  @Test(arguments: targets) func runSeedsFromFixtures(_ target: String) throws {
    guard let bash = ExternalTool.find("bash") else {
      print("skipped: bash is not installed")
      return
    }
    let folder = TemporaryDirectory()
    let result = try ExternalTool.run(
      bash, ["Fuzz/run.sh", "seeds", target, folder.path], in: Fixtures.packageRoot.path)
    #expect(result.status == 0, "\(result.standardError)")
    let fixtures = Self.contents(below: Fixtures.root)
    let seeds = Self.contents(below: URL(fileURLWithPath: folder.path))
    // The binary tables among the fixtures are few: compiled output and one .strings input.
    #expect(seeds.count >= (target == "binary-plist" ? 5 : 10))
    #expect(seeds.filter { fixtures[$0.key] == nil }.map(\.value) == [])
  }
}

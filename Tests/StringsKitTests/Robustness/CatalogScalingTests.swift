import Foundation
import Testing

@testable import StringsKit

/// Big String Catalogs in Xcode's layout (``GeneratedCatalog``): reading and linting grow
/// linearly with the number of string units, and writing back gives the same bytes.
///
/// The default run goes to 16 × 25 keys in 20 languages (about 1.5 MB) for lint, 16 × 40 for writing back. With
/// `STRINGS_BIG_CATALOG=1` a catalog of about 200 MB (50,000 keys) is read, linted and written
/// back once more, and its times are printed next to the 1/16 one's.
@Suite(.serialized) struct CatalogScalingTests {
  /// Read, decode and lint with the default rules, as `strings-lint FILE.xcstrings` does.
  static func readAndLint(_ bytes: [UInt8]) -> Int {
    let catalog = CatalogReader.read(bytes, path: "Localizable.xcstrings")
    guard let input = try? LintInput(files: [], catalogs: [catalog]) else { return -1 }
    return Linter().run(input).count
  }

  @Test func generatedCatalogRoundTrips() {
    let bytes = GeneratedCatalog.bytes(keys: 60)
    let catalog = CatalogReader.read(bytes, path: "Localizable.xcstrings")
    #expect(catalog.diagnostics.isEmpty)
    #expect(catalog.entries.count == 60)
    #expect(catalog.serialized() == bytes)
    // Every seventh unit of 60 keys × 20 languages (plurals count two) needs review; the
    // rule reports each localization once.
    #expect(Self.readAndLint(bytes) > 0)
  }

  @Test func readAndLintScaleLinearly() {
    let input = ScalingCase("keys in 20 languages", unit: 25) { GeneratedCatalog.bytes(keys: $0) }
    let (ratio, times) = ScalingMeasurement.ratio(runs: 3, make: input.make) { bytes in
      _ = Self.readAndLint(bytes)
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  @Test func writeBackScalesLinearly() {
    let input = ScalingCase("keys in 20 languages", unit: 40) { GeneratedCatalog.bytes(keys: $0) }
    let (ratio, times) = ScalingMeasurement.ratio(runs: 3, make: input.make) { bytes in
      let written = CatalogReader.read(bytes, path: "Localizable.xcstrings").serialized()
      precondition(written == bytes)
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// The lint's reading, each key on its own without the JSON document (``CatalogEntryReader``).
  @Test func readingByKeyScalesLinearly() {
    let input = ScalingCase("keys in 20 languages", unit: 25) { GeneratedCatalog.bytes(keys: $0) }
    let (ratio, times) = ScalingMeasurement.ratio(runs: 3, make: input.make) { bytes in
      let catalog = CatalogEntryReader.read(bytes, path: "Localizable.xcstrings")
      precondition(catalog.diagnostics.isEmpty && !catalog.entries.isEmpty)
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// About 200 MB: too slow for every run, so only with `STRINGS_BIG_CATALOG=1`.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["STRINGS_BIG_CATALOG"] == "1"))
  func twoHundredMegabyteCatalogScalesLinearly() {
    let clock = ContinuousClock()
    var results: [(size: Int, read: Duration, lint: Duration, write: Duration)] = []
    for keys in [50_000 / 16, 50_000] {
      let bytes = GeneratedCatalog.bytes(keys: keys)
      var catalog: Catalog?
      let read = clock.measure {
        catalog = CatalogReader.read(bytes, path: "Localizable.xcstrings")
      }
      var written: [UInt8]?
      let write = clock.measure { written = catalog?.serialized() }
      #expect(written == bytes)
      written = nil
      let lint = clock.measure {
        let input = try? LintInput(files: [], catalogs: [catalog!])
        _ = input.map { Linter().run($0) }
      }
      catalog = nil
      results.append((bytes.count, read, lint, write))
      print(
        "catalog of \(bytes.count / 1_000_000) MB: read \(read), lint \(lint), write back \(write)"
      )
    }
    let small = ScalingMeasurement.seconds(results[0].read + results[0].lint)
    let big = ScalingMeasurement.seconds(results[1].read + results[1].lint)
    #expect(big / small < ScalingMeasurement.bound, "16× the keys took \(big / small)×")
  }
}

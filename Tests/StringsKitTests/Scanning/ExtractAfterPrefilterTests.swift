import Testing

@testable import StringsKit

/// `extractAfterPrefilter` (what `strings-gen` calls once `mayHaveReferences` said yes) gives
/// `extract`'s result, byte for byte, on the differential tests' seeded soups.
@Suite struct ExtractAfterPrefilterTests {
  @Test func sameResultAsExtract() {
    var generator = SplitMix64(seed: 0xAF7E)
    var checked = 0
    for round in 0..<2_000 {
      let bytes = FastPathDifferentialTests.soup(&generator)
      let options =
        FastPathDifferentialTests.optionSets[round % FastPathDifferentialTests.optionSets.count]
      let extractor = LocalizationExtractor(options: options)
      guard extractor.mayHaveReferences(bytes) else { continue }
      checked += 1
      #expect(
        FastPathDifferentialTests.rendering(extractor.extractAfterPrefilter(bytes, path: "s.swift"))
          == FastPathDifferentialTests.rendering(extractor.extract(bytes, path: "s.swift")),
        "soup \(round): \(String(decoding: bytes, as: UTF8.self))")
    }
    #expect(checked > 1_000)
  }
}

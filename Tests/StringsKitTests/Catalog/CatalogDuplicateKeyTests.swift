import Testing

@testable import StringsKit

/// Repeated keys are found in objects of every size, each at its first and repeated occurrence,
/// keys compared by Unicode scalars: the reader's fingerprints never hide a repeat nor make one.
@Suite struct CatalogDuplicateKeyTests {
  @Test func randomObjectsReportEachRepeatAtItsFirstOccurrence() {
    let keys = [
      "a", "b", "en", "de", "é", "e\u{301}", "abcdefg", "abcdefgh1", "abcdefgh2", "", "state",
      "value", "\u{1F600}", "K", "\u{212A}",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...40, using: &generator)
      let chosen = (0..<count).map { _ in keys.randomElement(using: &generator)! }
      // One member per line: the key's quote is at column 1 of line 2 + its index.
      let json = "{\n" + chosen.map { "\"\($0)\": 1" }.joined(separator: ",\n") + "\n}"
      let result = CatalogJSONReader.read(Array(json.utf8), path: "d.json")
      var expected: [(String, Int, Int)] = []
      for later in chosen.indices {
        if let earlier = chosen[..<later].firstIndex(where: {
          $0.unicodeScalars.elementsEqual(chosen[later].unicodeScalars)
        }) {
          expected.append((chosen[later], earlier + 2, later + 2))
        }
      }
      #expect(result.duplicateKeys.count == expected.count, "\(chosen)")
      for (found, wanted) in zip(result.duplicateKeys, expected) {
        #expect(
          found.key.unicodeScalars.elementsEqual(wanted.0.unicodeScalars)
            && Int(found.first.line) == wanted.1 && Int(found.repeated.line) == wanted.2,
          "\(chosen)")
      }
    }
  }
}

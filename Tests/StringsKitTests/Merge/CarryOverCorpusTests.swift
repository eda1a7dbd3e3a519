import Foundation
import Testing

@testable import StringsKit

/// The matcher on real history: every commit of two apps' catalogs in which keys disappeared
/// and others appeared (`../shared/corpus/history`), against `Fixtures/carry-over/labels.json`,
/// where each removed key names the added key a translator would have wanted its translations
/// carried to, or none (read pair by pair, checked against the translations made later).
@Suite struct CarryOverCorpusTests {
  struct Label: Decodable {
    var app: String
    var commit: String
    var removed: String
    var carryOverTo: String?
    var why: String
  }

  /// The floors: precision first, a wrong carry-over shows a wrong translation to users.
  static let precisionFloor = 1.0
  static let recallFloor = 0.7

  @Test func precisionAndRecallOnRealHistory() throws {
    guard let history = Fixtures.sharedCorpus("history") else {
      print("skipping: ../shared/corpus/history is not there")
      return
    }
    let labels = try JSONDecoder().decode(
      [Label].self, from: Data(contentsOf: Fixtures.url("carry-over/labels.json")))
    var wanted: [String: String?] = [:]
    for label in labels { wanted["\(label.commit) \(label.removed)"] = label.carryOverTo }

    var found = 0
    var right = 0
    var labelled = 0
    var wrong: [String] = []
    for app in ["linearmouse", "netnewswire"] {
      let data = try Data(contentsOf: history.appendingPathComponent("\(app)/key-changes.json"))
      let commits = try #require(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
      for commit in commits {
        let id = try #require(commit["commit"] as? String)
        let removed = try #require(commit["removed"] as? [String: Any])
        let added = try #require(commit["added"] as? [String: Any])
        for key in removed.keys {
          let label = try #require(wanted["\(id) \(key)"], "no label for \(key) in \(id)")
          if label != nil { labelled += 1 }
        }
        let matches = CarryOverMatcher.matches(
          removed: removed.keys.sorted().map { .init(key: $0) },
          added: added.keys.sorted().map { .init(key: $0) })
        for match in matches {
          found += 1
          if wanted["\(id) \(match.removed)"] == .some(match.added) {
            right += 1
          } else {
            wrong.append("\(id.prefix(8)) \(match)")
          }
        }
      }
    }
    let precision = found == 0 ? 1 : Double(right) / Double(found)
    let recall = Double(right) / Double(labelled)
    print(
      "carry-over on history: \(right) right of \(found) carried over, \(labelled) wanted: "
        + "precision \(precision), recall \(recall)")
    #expect(wrong.isEmpty, "wrong carry-overs: \(wrong)")
    #expect(precision >= Self.precisionFloor)
    #expect(recall >= Self.recallFloor)
    #expect(labels.count == 53)
  }
}

import Foundation
import Testing

@testable import StringsKit

/// ``CatalogKeyOrder`` is the order Xcode keeps members in: checked on every object of every
/// catalog in the shared corpus, and on the cases the format notes name.
@Suite struct CatalogKeyOrderTests {
  @Test func namedCases() {
    let ordered = [
      "(without dot)", "%@:", "%lld errors found.", "0Uo-", "597-", "Accessibility access",
      "Accessibility Request", "jNh-", "JTc-", "message 2", "message 10", "spaces", "Spaces",
    ]
    for (earlier, later) in zip(ordered, ordered.dropFirst()) {
      #expect(CatalogKeyOrder.areInIncreasingOrder(earlier, later), "\(earlier) < \(later)")
      #expect(!CatalogKeyOrder.areInIncreasingOrder(later, earlier), "\(later) > \(earlier)")
    }
  }

  @Test func bulletsSortBeforeLettersAndDigits() {
    #expect(CatalogKeyOrder.areInIncreasingOrder("• item", "0"))
    #expect(CatalogKeyOrder.areInIncreasingOrder("• item", "a"))
    #expect("• item".unicodeScalars.first!.value > "a".unicodeScalars.first!.value)
  }

  /// Strings that differ only in composition are still ordered, one way.
  @Test func theOrderIsTotal() {
    let composed = "\u{E9}"
    let decomposed = "e\u{301}"
    #expect(
      CatalogKeyOrder.areInIncreasingOrder(composed, decomposed)
        != CatalogKeyOrder.areInIncreasingOrder(decomposed, composed))
    #expect(!CatalogKeyOrder.areInIncreasingOrder("a", "a"))
  }

  /// Every adjacent pair of members of every corpus object is in order, except one pair that
  /// CotEditor's Document.xcstrings holds out of order (the file was edited by hand there:
  /// `forward.*` also precedes `back.*`); the writer keeps a file's own order, so it still
  /// round-trips.
  @Test func corpusObjectsAreInXcodesOrder() throws {
    let known: Set<String> = ["Toolbar.documentHistory.label"]
    var pairs = 0
    let catalogs = try Fixtures.readSharedCatalogs()
    for (url, catalog) in catalogs {
      var pending = [try #require(catalog.root)]
      while let node = pending.popLast() {
        switch node.value {
        case .object(let members):
          pending += members.map(\.value)
          for (earlier, later) in zip(members, members.dropFirst()) {
            pairs += 1
            if known.contains(earlier.key) { continue }
            #expect(
              CatalogKeyOrder.areInIncreasingOrder(earlier.key, later.key),
              "\(url.lastPathComponent): \(earlier.key) before \(later.key)")
          }
        case .array(let elements): pending += elements
        default: break
        }
      }
    }
    if !catalogs.isEmpty { #expect(pairs > 100_000) }
  }

  @Test func insertionKeepsASortedObjectSorted() {
    let members = ["a", "b 2", "b 10", "C"].map { CatalogMember($0, CatalogNode(.null)) }
    #expect(CatalogKeyOrder.insertionIndex(for: "B 3", in: members) == 2)
    #expect(CatalogKeyOrder.insertionIndex(for: "0", in: members) == 0)
    #expect(CatalogKeyOrder.insertionIndex(for: "d", in: members) == 4)
  }
}

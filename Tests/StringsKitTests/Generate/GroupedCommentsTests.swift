import Foundation
import StringsKit
import Testing

/// A key keeps its first comment in its group and gets a separate list only once a second,
/// different comment arrives: the merged comments, their order and the warning must be those of
/// keeping every distinct comment, past the point where the list becomes a set too.
@Suite struct GroupedCommentsTests {
  @Test func manyCommentsOnOneKeyAreMergedLikeASet() {
    var generator = SplitMix64(seed: 0xC033)
    let pool =
      ["c", "C", "caf\u{E9}", "cafe\u{301}", "", "b", "a */ b"] + (0..<30).map { "note \($0)" }
    for round in 0..<30 {
      let count = 1 + Int(generator.next() % 60)
      var references: [KeyReference] = []
      var distinct: [String] = []
      var secondAt: Int?
      for line in 1...count {
        let pick = Int(generator.next() % UInt64(round % 3 == 0 ? 3 : pool.count))
        let comment: String? = generator.next() % 7 == 0 ? nil : pool[pick]
        references.append(reference("k", comment: comment, line: line))
        // What is written: `*/` becomes `* /`; empty and missing comments add nothing.
        guard let comment, !comment.isEmpty else { continue }
        let written = StringsFileWriter.commentText(comment)
        if !distinct.contains(where: { $0.isLiterallyEqual(to: written) }) {
          distinct.append(written)
          if distinct.count == 2 { secondAt = line }
        }
      }
      let result = Generator().generate(references)
      let expected =
        distinct.isEmpty
        ? [TableEntry.noComment] : distinct.sorted(by: KeyOrder.areInIncreasingOrder)
      #expect(result.tables[0].entries[0].comments == expected, "round \(round)")
      let clash = result.diagnostics.filter { $0.message.contains("multiple comments") }
      if let secondAt {
        #expect(clash.count == 1)
        #expect(clash.first?.position?.line == secondAt)
      } else {
        #expect(clash.isEmpty)
      }
    }
  }
}

import Foundation
import Testing

@testable import StringsKit

/// `--dry-run` diffs: the exact `diff -u` text, and scripts that rebuild the new side.
@Suite struct UnifiedDiffTests {
  @Test func insertionWithContextAndGNUHeaders() {
    let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
    let new = "1\n2\n3\n4\nnew\n5\n6\n7\n8\n9\n"
    #expect(
      UnifiedDiff.text(old: Data(old.utf8), new: Data(new.utf8), path: "x.strings")
        == "--- a/x.strings\n+++ b/x.strings\n@@ -2,6 +2,7 @@\n 2\n 3\n 4\n+new\n 5\n 6\n 7\n")
  }

  @Test func singleLineCountsAreLeftOut() {
    #expect(
      UnifiedDiff.text(old: Data("a\n".utf8), new: Data("a\nb\n".utf8), path: "x")
        == "--- a/x\n+++ b/x\n@@ -1 +1,2 @@\n a\n+b\n")
    #expect(
      UnifiedDiff.text(old: Data("a\nb\n".utf8), new: Data("b\n".utf8), path: "x")
        == "--- a/x\n+++ b/x\n@@ -1,2 +1 @@\n-a\n b\n")
  }

  @Test func newFileAndMissingNewline() {
    #expect(
      UnifiedDiff.text(old: nil, new: Data("a\nb".utf8), path: "x")
        == "--- /dev/null\n+++ b/x\n@@ -0,0 +1,2 @@\n+a\n+b\n\\ No newline at end of file\n")
    #expect(
      UnifiedDiff.text(old: Data("a".utf8), new: Data("a\n".utf8), path: "x")
        == "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
    #expect(UnifiedDiff.text(old: Data("a\n".utf8), new: Data("a\n".utf8), path: "x") == "")
  }

  /// The expected text is what GNU `diff -u` prints for the same files.
  @Test func distantChangesGetSeparateHunksWithDeletionsFirst() {
    let old = (1...20).map { "\($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "2\n", with: "two\n", options: [], range: nil)
      .replacingOccurrences(of: "\n19\n", with: "\n19\nend\n")
    let diff = UnifiedDiff.text(old: Data(old.utf8), new: Data(new.utf8), path: "x")
    #expect(
      diff
        == "--- a/x\n+++ b/x\n@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n"
        + "@@ -9,7 +9,7 @@\n 9\n 10\n 11\n-12\n+1two\n 13\n 14\n 15\n"
        + "@@ -17,4 +17,5 @@\n 17\n 18\n 19\n+end\n 20\n")
  }

  @Test func utf16IsDiffedAsDecodedTextWithANote() {
    let encoding = StringsEncoding.utf16BigEndian(bom: true)
    let old = Data(encoding.byteOrderMark + encoding.encode("\"a\" = \"ä\";\r\n"))
    let new = Data(encoding.byteOrderMark + encoding.encode("\"a\" = \"ä\";\r\n\"b\" = \"ö\";\r\n"))
    #expect(
      UnifiedDiff.text(old: old, new: new, path: "x")
        == "(x is UTF-16BE with BOM: the diff below shows its decoded text, not its bytes, and "
        + "patch cannot apply it)\n"
        + "--- a/x\n+++ b/x\n@@ -1 +1,2 @@\n \"a\" = \"ä\";\n+\"b\" = \"ö\";\n")
  }

  /// A change of encoding alone is a change; both encodings are named as they are.
  @Test func encodingChangeIsNotedWithBothEncodings() {
    let text = "\"a\" = \"ä\";\n"
    let utf16 = StringsEncoding.utf16LittleEndian(bom: true)
    let old = Data(text.utf8)
    let new = Data(utf16.byteOrderMark + utf16.encode(text))
    #expect(
      UnifiedDiff.text(old: old, new: new, path: "x")
        == "(x is UTF-8 and would be written as UTF-16LE with BOM; the text is the same)\n")
    let changed = Data(utf16.byteOrderMark + utf16.encode(text + "\"b\" = \"b\";\n"))
    #expect(
      UnifiedDiff.text(old: old, new: changed, path: "x")
        == "(x is UTF-8 and would be written as UTF-16LE with BOM: the diff below shows its "
        + "decoded text, not its bytes, and patch cannot apply it)\n"
        + "--- a/x\n+++ b/x\n@@ -1 +1,2 @@\n \"a\" = \"ä\";\n+\"b\" = \"b\";\n")
    // Only the line endings of a decoded file.
    let crlf = Data(utf16.byteOrderMark + utf16.encode("\"a\" = \"ä\";\r\n"))
    #expect(
      UnifiedDiff.text(old: new, new: crlf, path: "x")
        == "(x: the text is the same, but its bytes would change)\n")
  }

  /// Line breaks are bytes of the lines, as `diff -u` shows them: `\r` stays.
  @Test func crlfAndCRFilesKeepTheirCarriageReturns() {
    #expect(
      UnifiedDiff.text(old: Data("a\r\n".utf8), new: Data("a\r\nb\r\n".utf8), path: "x")
        == "--- a/x\n+++ b/x\n@@ -1 +1,2 @@\n a\r\n+b\r\n")
    #expect(
      UnifiedDiff.text(old: Data("a\r".utf8), new: Data("a\rb\r".utf8), path: "x")
        == "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\r\n\\ No newline at end of file\n"
        + "+a\rb\r\n\\ No newline at end of file\n")
  }

  /// Lines that differ only in Unicode normalization are different lines.
  @Test func linesAreComparedByTheirBytes() {
    let old = "\"k\" = \"\u{E9}\";\n"
    let new = "\"k\" = \"e\u{301}\";\n"
    #expect(
      UnifiedDiff.text(old: Data(old.utf8), new: Data(new.utf8), path: "x")
        == "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-\(old)+\(new)")
  }

  /// Applying the script of random edits must give back the new lines exactly.
  @Test func scriptsRebuildTheNewSide() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let old = (0..<Int.random(in: 0..<60, using: &rng)).map { _ in
        "line \(Int.random(in: 0..<8, using: &rng))"
      }
      var new = old
      for _ in 0..<Int.random(in: 0..<8, using: &rng) {
        let action = Int.random(in: 0..<3, using: &rng)
        if action == 0 || new.isEmpty {
          new.insert(
            "x \(Int.random(in: 0..<5, using: &rng))",
            at: Int.random(in: 0...new.count, using: &rng))
        } else if action == 1 {
          new.remove(at: Int.random(in: 0..<new.count, using: &rng))
        } else {
          new[Int.random(in: 0..<new.count, using: &rng)] = "changed"
        }
      }
      let script = LineDiff.operations(old: old, new: new)
      var rebuilt: [String] = []
      var nextOld = 0
      var nextNew = 0
      for operation in script {
        switch operation {
        case .keep(let i, let j):
          #expect(i == nextOld && j == nextNew && old[i] == new[j])
          rebuilt.append(old[i])
          nextOld += 1
          nextNew += 1
        case .delete(let i):
          #expect(i == nextOld)
          nextOld += 1
        case .insert(let j):
          #expect(j == nextNew)
          rebuilt.append(new[j])
          nextNew += 1
        }
      }
      #expect(rebuilt == new && nextOld == old.count)
    }
  }

  @Test func largeTablesDiffInLinearTime() {
    let old = (0..<200_000).map { "\"key.\($0)\" = \"value\";" }
    var new = old
    for k in stride(from: 100, to: new.count, by: 100).reversed() {
      new.insert("added \(k)", at: k)
    }
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      let script = LineDiff.operations(old: old, new: new)
      #expect(script.count == new.count)
    }
    #expect(elapsed < .seconds(20))
  }
}

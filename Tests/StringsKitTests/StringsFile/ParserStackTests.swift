import Foundation
import Testing

@testable import StringsKit

/// Which files the `.strings` parser hands to a large-stack thread: only those that really nest
/// deeper than ``OldStylePlistParser/inlineDepth``. Brackets inside strings and comments do not
/// count, so ordinary big files parse on the calling thread, even one with a small stack.
@Suite struct ParserStackTests {
  static func parse(_ bytes: [UInt8]) -> OldStylePlistParser {
    let decoded = DecodedText(bytes, encoding: .utf8(bom: false))
    var parser = OldStylePlistParser(
      decoded: decoded, lines: LineTable(decoded.bytes), path: "x.strings")
    parser.parseFile()
    return parser
  }

  /// `"k" = ` and a value nested `levels` arrays deep.
  static func nestedEntry(_ levels: Int) -> [UInt8] {
    Array("\"k\" = ".utf8) + ScalingCase.nested("(", "\"x\"", ")", levels) + Array(";\n".utf8)
  }

  /// The parser's one finding about an entry `"k"` whose value is an array.
  static let arrayWarning = [
    "the value of \"k\" is an array, not a string; localized lookups expect strings"
  ]

  static func depth(of value: StringsValue) -> Int {
    var depth = 0
    var value = value
    while case .array(let items) = value {
      depth += 1
      value = items[0]
    }
    return depth
  }

  @Test func bigFileWithBracketsInStringsAndCommentsParsesInline() {
    let count = 20_000
    var text = ""
    for n in 0..<count {
      text += "/* (( {{ ({ \(n) */\n\"k\(n) ((({{{\" = \"v ((((({{{{{ \(n) )\";\n"
    }
    let bytes = Array(text.utf8)
    DeepNestingTests.onSmallStack {
      let parser = Self.parse(bytes)
      precondition(!parser.usedLargeStack)
      precondition(parser.diagnostics.isEmpty)
      precondition(parser.entries.count == count)
      precondition(parser.entries[count - 1].key == "k\(count - 1) ((({{{")
      precondition(parser.entries[count - 1].value == "v ((((({{{{{ \(count - 1) )")
      precondition(parser.entries[count - 1].comments == ["(( {{ ({ \(count - 1)"])
    }
    let parser = Self.parse(bytes)
    #expect(!parser.usedLargeStack)
    #expect(parser.entries.count == count)
  }

  /// The deepest value the calling thread parses, and one level more, which starts over on a
  /// large stack and reads the same way.
  @Test func nestingBeyondTheInlineDepthStartsOverOnALargeStack() {
    let inline = OldStylePlistParser.inlineDepth - 2
    let shallow = Self.parse(Self.nestedEntry(inline))
    #expect(!shallow.usedLargeStack)
    #expect(shallow.diagnostics.map(\.message) == Self.arrayWarning)
    #expect(shallow.entries.map { Self.depth(of: $0.propertyListValue) } == [inline])

    let deep = Self.parse(Self.nestedEntry(inline + 1))
    #expect(deep.usedLargeStack)
    #expect(deep.diagnostics.map(\.message) == Self.arrayWarning)
    #expect(deep.entries.map { Self.depth(of: $0.propertyListValue) } == [inline + 1])
  }

  /// A deep value after many entries: the restart reads every entry, comment and position
  /// exactly as a parse that never stopped would.
  @Test func restartKeepsEveryEntryAndComment() {
    var text = ""
    for n in 0..<1_000 { text += "// c\(n)\n\"k\(n)\" = \"v\(n)\";\n" }
    let bytes = Array(text.utf8) + Array("/* deep */\n".utf8) + Self.nestedEntry(100)
    let parser = Self.parse(bytes)
    #expect(parser.usedLargeStack)
    #expect(parser.diagnostics.map(\.message) == Self.arrayWarning)
    #expect(parser.entries.count == 1_001)
    #expect(parser.entries.prefix(1_000).map(\.comments) == (0..<1_000).map { ["c\($0)"] })
    #expect(parser.entries.prefix(1_000).map(\.keyPosition.line) == (0..<1_000).map { 2 * $0 + 2 })
    #expect(parser.entries[1_000].comments == ["deep"])
    #expect(Self.depth(of: parser.entries[1_000].propertyListValue) == 100)
    #expect(parser.entries[1_000].keyPosition.line == 2_002)
  }
}

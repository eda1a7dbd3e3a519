import Foundation
import Testing

@testable import StringsKit

/// What ``BinaryPropertyListWriter`` writes reads back, through CoreFoundation
/// (`PropertyListSerialization` and `plutil`) and our own ``StringsdictParser``, as exactly the
/// value meant, by Unicode scalars; and the same value always gives the same bytes. Generated
/// values reach every size the format switches on: strings of 15+ and 256+ characters (counts
/// written as integer objects), more than 255 objects (two-byte references), non-ASCII and
/// astral text (UTF-16 with surrogates).
@Suite struct BinaryPropertyListWriterTests {
  typealias Value = BinaryPropertyListWriter.Value

  static let pieces = [
    "a", "key", "&<>", "\u{0}", "\r\n", "\t", "\u{E9}", "e\u{301}", "🙂", "%lld", "файл",
    String(repeating: "x", count: 14), String(repeating: "y", count: 300), "",
  ]

  static func value(seed: UInt64) -> Value {
    var rng = SplitMix64(seed: seed)
    func text() -> String {
      (0..<Int.random(in: 0...3, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
        .joined()
    }
    func dictionary(depth: Int) -> Value {
      let count =
        depth == 0 ? Int.random(in: 0...400, using: &rng) : Int.random(in: 0...6, using: &rng)
      // A unique prefix keeps keys apart even when their rest is canonically equivalent.
      return .dictionary(
        (0..<count).map { index in
          let nested = depth < 2 && Int.random(in: 0..<5, using: &rng) == 0
          return ("\(index)" + text(), nested ? dictionary(depth: depth + 1) : .string(text()))
        })
    }
    return dictionary(depth: 0)
  }

  /// A value by scalars, dictionaries sorted by key: how two readings are compared.
  static func literal(_ value: Value) -> String {
    switch value {
    case .string(let text): return "\(Array(text.unicodeScalars))"
    case .dictionary(let pairs):
      return "{"
        + pairs.map { ("\(Array($0.key.unicodeScalars))", literal($0.value)) }.sorted {
          $0.0 < $1.0
        }
        .map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}"
    }
  }

  /// Foundation's reading, as a ``Value``.
  static func value(_ object: Any) -> Value? {
    switch object {
    case let text as String: return .string(text)
    case let dictionary as [String: Any]:
      var pairs: [(key: String, value: Value)] = []
      for (key, item) in dictionary {
        guard let inner = value(item) else { return nil }
        pairs.append((key, inner))
      }
      return .dictionary(pairs)
    default: return nil
    }
  }

  @Test(arguments: 0..<60)
  func readsBackThroughFoundation(seed: Int) throws {
    let meant = Self.value(seed: UInt64(seed))
    let data = BinaryPropertyListWriter.data(for: meant)
    #expect(data.starts(with: Data("bplist00".utf8)))
    #expect(BinaryPropertyListWriter.data(for: meant) == data)
    let object = try PropertyListSerialization.propertyList(from: data, format: nil)
    let read = try #require(Self.value(object))
    #expect(Self.literal(read) == Self.literal(meant), "seed \(seed)")
  }

  @Test func readsBackThroughPlutil() throws {
    guard let plutil = StringsFilePlutilDifferentialTests.plutil else {
      print("skipping: no plutil next to swift")
      return
    }
    let work = TemporaryDirectory()
    for seed in 0..<20 {
      let meant = Self.value(seed: UInt64(seed))
      let path = try work.write("\(seed).plist", BinaryPropertyListWriter.data(for: meant))
      let lint = StringsFilePlutilDifferentialTests.run(plutil, ["-lint", path])
      #expect(lint.status == 0, "seed \(seed): \(String(decoding: lint.output, as: UTF8.self))")
      // plutil's own reading, written out as XML and read by our parser.
      let xml = StringsFilePlutilDifferentialTests.run(
        plutil, ["-convert", "xml1", "-o", "-", path])
      #expect(xml.status == 0)
      let file = StringsdictParser.parse(xml.output, path: path)
      #expect(!file.hasErrors, "seed \(seed): \(file.diagnostics)")
      let read = try #require(file.root.flatMap(Self.value(node:)))
      #expect(Self.literal(read) == Self.literal(meant), "seed \(seed)")
    }
  }

  static func value(node: PropertyListNode) -> Value? {
    switch node.value {
    case .string(let text): return .string(text)
    case .dictionary(let entries):
      var pairs: [(key: String, value: Value)] = []
      for entry in entries {
        guard let inner = value(node: entry.value) else { return nil }
        pairs.append((entry.key, inner))
      }
      return .dictionary(pairs)
    default: return nil
    }
  }

  /// A compiled `.stringsdict` in binary reads back through our parser (which hands binary
  /// property lists to CoreFoundation) as the same entries as the XML one.
  @Test(arguments: 0..<40)
  func binaryStringsdictReadsAsTheXMLOne(seed: Int) {
    let (entries, _, _) = StringsdictWriterPropertyTests.entries(seed: UInt64(seed))
    let xml = StringsdictContent.read(StringsdictWriter.data(for: entries), path: "x")
    let binary = StringsdictContent.read(
      BinaryPropertyListWriter.data(forStringsdict: entries), path: "b")
    #expect(xml.diagnostics.map(\.message) == binary.diagnostics.map(\.message))
    #expect(xml.entries == binary.entries, "seed \(seed)")
  }
}

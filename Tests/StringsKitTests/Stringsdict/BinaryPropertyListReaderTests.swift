import Foundation
import Testing

@testable import StringsKit

/// ``BinaryPropertyListReader`` reads what the writers write, exactly, and refuses what a table
/// cannot hold with the byte offset of the object, in time linear in the file: no input makes
/// it trap, recurse without bound or expand shared objects.
@Suite struct BinaryPropertyListReaderTests {
  static let start = SourcePosition(path: "b.stringsdict", line: 1, column: 1)

  /// A `bplist00` file of the given encoded objects (references and offsets of one byte unless
  /// the objects need more), the top object first.
  static func bplist(_ objects: [[UInt8]], top: UInt64 = 0, referenceSize: UInt8 = 1) -> [UInt8] {
    var out = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(out.count)
      out += object
    }
    let table = out.count
    let offsetSize = BinaryPropertyListWriter.byteCount(for: UInt64(table))
    for offset in offsets {
      out += BinaryPropertyListWriter.bigEndian(UInt64(offset), size: offsetSize)
    }
    out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), referenceSize]
    out += BinaryPropertyListWriter.bigEndian(UInt64(objects.count), size: 8)
    out += BinaryPropertyListWriter.bigEndian(top, size: 8)
    out += BinaryPropertyListWriter.bigEndian(UInt64(table), size: 8)
    return out
  }

  static func read(_ bytes: [UInt8]) -> Result<PropertyListNode, BinaryPropertyListReader.Failure> {
    BinaryPropertyListReader.read(bytes, at: start)
  }

  static func failure(_ bytes: [UInt8]) -> BinaryPropertyListReader.Failure? {
    if case .failure(let failure) = read(bytes) { return failure }
    return nil
  }

  /// The file that made Foundation crash (50 bytes): a dictionary whose value is a set.
  static let setReproducer: [UInt8] =
    Array("bplist00".utf8) + [
      0xd1, 0x01, 0x02, 0x51, 0x6b, 0xc1, 0x01, 0x08, 0x0b, 0x0d, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0f,
    ]

  /// `{"k": a0}` where each array `a(i)` holds `a(i+1)` twice and the last holds a string:
  /// 2^levels nodes when expanded.
  static func doublingReproducer(levels: Int) -> [UInt8] {
    var objects: [[UInt8]] = [[0xD1, 1, 2], [0x51, UInt8(ascii: "k")]]
    for level in 0..<levels {
      let next = UInt8(3 + level)
      objects.append([0xA2, next, next])
    }
    objects.append([0x51, UInt8(ascii: "x")])
    return bplist(objects)
  }

  @Test func aSetIsRefusedAtItsOffset() {
    #expect(Self.setReproducer.count == 50)
    let failure = Self.failure(Self.setReproducer)
    #expect(failure?.offset == 13)
    #expect(
      failure?.message.hasPrefix("a set (marker 0xC1)") == true, "\(String(describing: failure))")
    let file = StringsdictParser.parse(Data(Self.setReproducer), path: "b.stringsdict")
    #expect(file.hasErrors && file.root == nil)
    #expect(
      file.diagnostics.first?.message.hasSuffix("(byte offset 13)") == true,
      "\(file.diagnostics)")
  }

  /// 2^40 nodes took Foundation 40 s and 3.9 GB before it aborted; here it is an error at once.
  @Test func sharedContainersAreRefusedInLinearTime() {
    let bytes = Self.doublingReproducer(levels: 40)
    let clock = ContinuousClock()
    var failure: BinaryPropertyListReader.Failure?
    let elapsed = clock.measure { failure = Self.failure(bytes) }
    #expect(failure?.message.contains("referenced more than once") == true)
    // Refused at the second reference to the last array, after one walk down the chain.
    #expect(failure?.offset == 8 + 3 + 2 + 3 * 39)
    #expect(elapsed < .seconds(1))
  }

  @Test func aCycleIsRefused() {
    // {"k": [self-referencing array]}
    let bytes = Self.bplist([[0xD1, 1, 2], [0x51, UInt8(ascii: "k")], [0xA1, 2]])
    #expect(Self.failure(bytes)?.message.contains("referenced more than once") == true)
  }

  @Test func sharedStringsAreRead() throws {
    // {"a": "a", "b": "a"}: the writers share equal strings.
    let bytes = Self.bplist([
      [0xD2, 1, 2, 1, 1], [0x51, UInt8(ascii: "a")], [0x51, UInt8(ascii: "b")],
    ])
    let root = try Self.read(bytes).get()
    #expect(root.entries?.map(\.key) == ["a", "b"])
    #expect(root.entries?.map { $0.value.string } == ["a", "a"])
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    var name: String
    var value: [UInt8]
    var message: String
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(name: "UID", value: [0x80, 0x01], message: "a UID"),
    Refusal(name: "null", value: [0x00], message: "a null"),
    Refusal(name: "fill", value: [0x0F], message: "a fill byte"),
    Refusal(name: "ordered set", value: [0xB0], message: "an ordered set"),
    Refusal(name: "empty set", value: [0xC0], message: "a set"),
    Refusal(
      name: "128-bit integer", value: [0x14] + [UInt8](repeating: 0, count: 16),
      message: "an integer of 16 bytes"),
    Refusal(name: "UTF-8 string", value: [0x71, 0x61], message: "a UTF-8 string"),
    Refusal(name: "unknown kind", value: [0xE0], message: "an object of an unknown kind"),
    Refusal(
      name: "ASCII string with a high byte", value: [0x51, 0xE9],
      message: "an ASCII string holds byte 0xE9"),
    Refusal(name: "lone surrogate", value: [0x61, 0xD8, 0x00], message: "unpaired surrogate"),
    Refusal(name: "truncated integer", value: [0x13, 0x00], message: "runs past the objects"),
    Refusal(name: "huge data count", value: [0x4F, 0x10, 0xFF], message: "larger than the file"),
    Refusal(name: "truncated data", value: [0x44, 0x01], message: "runs past the objects"),
  ]

  @Test(arguments: refusals)
  func whatATableCannotHoldIsRefused(_ refusal: Refusal) {
    let bytes = Self.bplist([[0xD1, 1, 2], [0x51, UInt8(ascii: "k")], refusal.value])
    let failure = Self.failure(bytes)
    #expect(failure?.message.contains(refusal.message) == true, "\(String(describing: failure))")
  }

  @Test func aKeyThatIsNotAStringIsRefused() {
    let bytes = Self.bplist([[0xD1, 1, 2], [0x10, 7], [0x51, UInt8(ascii: "v")]])
    let failure = Self.failure(bytes)
    #expect(failure?.message == "a dictionary key is an <integer>, not a string")
    #expect(failure?.offset == 11)
  }

  @Test func brokenTrailersAndReferencesAreRefused() {
    let good = Self.bplist([[0xD1, 1, 2], [0x51, UInt8(ascii: "k")], [0x51, UInt8(ascii: "v")]])
    #expect((try? Self.read(good).get())?.entries?.count == 1)
    var cases: [[UInt8]] = [Array("bplist00".utf8), Array(good.prefix(40))]
    for (offset, byte) in [
      (good.count - 26, UInt8(0)),  // offset size 0
      (good.count - 25, UInt8(9)),  // reference size 9
      (good.count - 17, UInt8(200)),  // object count past the table
      (good.count - 9, UInt8(3)),  // top object 3 of 3
      (good.count - 1, UInt8(2)),  // offset table inside the header
      (good.count - 1, UInt8(250)),  // offset table past the trailer
      (good.count - 32 - 3, UInt8(2)),  // object 0 at offset 2
      (good.count - 32 - 3, UInt8(100)),  // object 0 past the objects
      (9, UInt8(9)),  // a reference to object 9
    ] {
      var bad = good
      bad[offset] = byte
      cases.append(bad)
    }
    for bytes in cases {
      #expect(Self.failure(bytes) != nil, "\(bytes)")
    }
  }

  @Test func nestingIsBoundedAndDeepFilesAreReadOnALargeStack() throws {
    func nested(_ levels: Int) -> [UInt8] {
      // {"k": [[[…"x"…]]]}
      var objects: [[UInt8]] = [[0xD1, 1, 2], [0x51, UInt8(ascii: "k")]]
      for level in 0..<levels {
        objects.append([0xA1] + BinaryPropertyListWriter.bigEndian(UInt64(3 + level), size: 2))
      }
      objects.append([0x51, UInt8(ascii: "x")])
      objects[0] = [0xD1, 0, 1, 0, 2]
      return Self.bplist(objects, referenceSize: 2)
    }
    #expect((try? Self.read(nested(500)).get()) != nil)
    #expect(Self.failure(nested(600))?.message.contains("nest deeper than 512") == true)
    #expect(Self.failure(nested(100_000))?.message.contains("nest deeper than 512") == true)
  }

  /// Integers keep all 64 bits; reals, dates, data and booleans read as Foundation writes them.
  @Test func scalarsReadAsFoundationWritesThem() throws {
    let table: [String: Any] = [
      "big": NSNumber(value: Int64.max), "negative": NSNumber(value: Int64.min),
      "small": NSNumber(value: 7), "real": 2.5, "date": Date(timeIntervalSinceReferenceDate: 86400),
      "data": Data([1, 2, 3]), "yes": true, "list": ["a", "é", "🙂"],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: table, format: .binary, options: 0)
    let root = try Self.read([UInt8](data)).get()
    var values: [String: PropertyListNode.Value] = [:]
    for entry in root.entries ?? [] { values[entry.key] = entry.value.value }
    guard case .integer(let big) = values["big"], case .integer(let negative) = values["negative"],
      case .integer(let small) = values["small"]
    else {
      Issue.record("integers not read: \(values)")
      return
    }
    #expect(big.description == "9223372036854775807")
    #expect(negative.description == "-9223372036854775808")
    #expect(small.description == "7")
    #expect(
      root.propertyListValue
        == StringsValue.dictionary([
          "big": .number(Double(Int64.max)), "negative": .number(Double(Int64.min)),
          "small": .number(7), "real": .number(2.5),
          "date": .date(Date(timeIntervalSinceReferenceDate: 86400)),
          "data": .data(Data([1, 2, 3])),
          "yes": .boolean(true), "list": .array([.string("a"), .string("é"), .string("🙂")]),
        ]))
  }

  /// Property: what ``BinaryPropertyListWriter`` writes reads back as the same value, by Unicode
  /// scalars and in order (Foundation cannot be the oracle: it crashes on some binary files).
  @Test func readsBackWhatTheWriterWrites() throws {
    typealias Value = BinaryPropertyListWriter.Value
    func value(_ node: PropertyListNode) -> Value? {
      switch node.value {
      case .string(let text): return .string(text)
      case .dictionary(let entries):
        var pairs: [(key: String, value: Value)] = []
        for entry in entries {
          guard let inner = value(entry.value) else { return nil }
          pairs.append((entry.key, inner))
        }
        return .dictionary(pairs)
      default: return nil
      }
    }
    func ordered(_ value: Value) -> String {
      switch value {
      case .string(let text): return "\(Array(text.unicodeScalars))"
      case .dictionary(let pairs):
        return "{"
          + pairs.map { "\(Array($0.key.unicodeScalars)):\(ordered($0.value))" }
          .joined(separator: ",") + "}"
      }
    }
    for seed in 0..<60 as Range<UInt64> {
      let written = BinaryPropertyListWriterTests.value(seed: seed)
      let data = BinaryPropertyListWriter.data(for: written)
      let root = try Self.read([UInt8](data)).get()
      let read = try #require(value(root), "seed \(seed)")
      #expect(ordered(read) == ordered(written), "seed \(seed)")
      let file = StringsdictParser.parse(data, path: "w.stringsdict")
      #expect(!file.hasErrors, "seed \(seed): \(file.diagnostics)")
    }
  }

  /// A binary `.strings` table goes through the same reader.
  @Test func binaryStringsTablesAreReadWithoutFoundation() throws {
    let file = StringsFileParser.parse(Self.setReproducer, path: "b.strings")
    #expect(file.hasErrors)
    #expect(file.diagnostics.first?.message.contains("a set") == true, "\(file.diagnostics)")
    let shared = StringsFileParser.parse(Self.doublingReproducer(levels: 40), path: "d.strings")
    #expect(shared.diagnostics.first?.message.contains("more than once") == true)
    let table = BinaryPropertyListWriter.data(
      forStrings: [.init(key: "b", value: "2"), .init(key: "a", value: "1")])
    let read = StringsFileParser.parse(table, path: "t.strings")
    #expect(!read.hasErrors)
    #expect(read.entries.map(\.key) == ["a", "b"])
  }
}

import Foundation
import Testing

@testable import StringsKit

/// Properties of a merge over generated reference/language pairs in every layout: kept values
/// never change, every reference key ends up present, untouched entries keep their bytes, and a
/// second merge is a no-op.
@Suite struct MergerPropertyTests {
  /// One generated pair, described by its seed.
  struct Pair: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var reference: Data
    var language: Data
    var testDescription: String { "seed \(seed)" }
  }

  static let encodings: [StringsEncoding] = [
    .utf8(bom: false), .utf8(bom: true), .utf16LittleEndian(bom: true), .utf16BigEndian(bom: true),
  ]

  static func text(
    _ entries: [(key: String, value: String, comment: String?)], compact: Bool,
    lineEnding: LineEnding, encoding: StringsEncoding
  ) -> Data {
    let nl = lineEnding.text
    var text = "/* Header */\(nl)\(nl)"
    for entry in entries {
      if let comment = entry.comment { text += "/* \(comment) */\(nl)" }
      text +=
        "\"\(StringsFileWriter.escaped(entry.key))\" = "
        + "\"\(StringsFileWriter.escaped(entry.value))\";\(nl)"
      if !compact { text += nl }
    }
    return Data(encoding.byteOrderMark + encoding.encode(text))
  }

  static func pair(seed: UInt64) -> Pair {
    var rng = SplitMix64(seed: seed)
    let pool = (0..<40).map { index in
      index % 7 == 0 ? "clé \"\(index)\"\\n" : "key.\(index)"
    }
    func comment() -> String? {
      Int.random(in: 0..<4, using: &rng) == 0 ? nil : "note \(Int.random(in: 0..<3, using: &rng))"
    }
    let referenceKeys = pool.filter { _ in Bool.random(using: &rng) }
    var reference = referenceKeys.map { (key: $0, value: "value of \($0)", comment: comment()) }
    if let repeated = reference.randomElement(using: &rng), Bool.random(using: &rng) {
      reference.append((repeated.key, "repeated", comment()))
    }
    var language = pool.filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng).map {
      (key: $0, value: "Übersetzung von \($0) ✓", comment: comment())
    }
    if let repeated = language.randomElement(using: &rng), Bool.random(using: &rng) {
      language.append((repeated.key, "noch einmal", comment()))
    }
    let lineEnding: LineEnding = Bool.random(using: &rng) ? .lf : .crlf
    let encoding = encodings.randomElement(using: &rng)!
    return Pair(
      seed: seed,
      reference: text(
        reference, compact: Bool.random(using: &rng), lineEnding: .lf, encoding: .utf8(bom: false)),
      language: text(
        language, compact: Bool.random(using: &rng), lineEnding: lineEnding, encoding: encoding))
  }

  static let pairs = (1...300).map { pair(seed: UInt64($0)) }

  static let optionSets = [
    MergeOptions(),
    MergeOptions(newValue: .empty, keepComments: true),
    MergeOptions(newValue: .key, prune: true),
    MergeOptions(carryOver: true),
    MergeOptions(newValue: .empty, prune: true, carryOver: true),
  ]

  @Test(arguments: optionSets)
  func mergeKeepsTranslationsAddsKeysAndIsIdempotent(_ options: MergeOptions) throws {
    let merger = Merger(options: options)
    for pair in Self.pairs {
      let reference = StringsFileParser.parse(pair.reference, path: "en")
      let language = StringsFileParser.parse(pair.language, path: "de")
      try #require(!reference.hasErrors && !language.hasErrors, "seed \(pair.seed)")
      let result = merger.merge(reference: reference, into: language)
      #expect(!result.hasErrors, "seed \(pair.seed)")
      let merged = StringsFileParser.parse(result.data ?? language.data, path: "de")
      #expect(!merged.hasErrors, "seed \(pair.seed)")
      #expect(merged.encoding == language.encoding, "seed \(pair.seed)")
      #expect(merged.lineEnding == language.lineEnding, "seed \(pair.seed)")

      let old = language.dictionary
      let new = merged.dictionary
      let referenceTable = reference.dictionary
      for (key, value) in old where referenceTable[key] != nil {
        #expect(new[key] == value, "seed \(pair.seed): \(key) changed")
      }
      for key in referenceTable.keys {
        #expect(new[key] != nil, "seed \(pair.seed): \(key) missing")
      }
      for key in old.keys where referenceTable[key] == nil {
        #expect((new[key] == nil) == options.prune, "seed \(pair.seed): stale \(key)")
      }
      // Each kept occurrence keeps its value bytes exactly.
      let oldValues = language.entries.filter { referenceTable[$0.key] != nil }.map {
        language.data[$0.valueByteRange!]
      }
      let newValues = merged.entries.filter { old[$0.key] != nil && referenceTable[$0.key] != nil }
        .map {
          merged.data[$0.valueByteRange!]
        }
      #expect(oldValues == newValues, "seed \(pair.seed): value bytes changed")

      let again = merger.merge(reference: reference, into: merged)
      #expect(again.data == nil, "seed \(pair.seed): the second merge changed the file")
      #expect(again.added.isEmpty && again.pruned.isEmpty && again.refreshedComments.isEmpty)
    }
  }
}

extension MergeOptions: CustomTestStringConvertible {
  public var testDescription: String {
    "new \(newValue.rawValue)\(keepComments ? ", keep comments" : "")\(prune ? ", prune" : "")"
  }
}

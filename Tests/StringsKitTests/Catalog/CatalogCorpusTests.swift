import Foundation
import Testing

@testable import StringsKit

/// The String Catalogs of the shared corpus, as Xcode (and, for three of them, another editor
/// after it) wrote them: each reads without a finding and writes back byte for byte, reads as
/// the same values as Foundation's JSON reader, and keeps its members in ``CatalogKeyOrder``.
@Suite struct CatalogCorpusTests {
  static let catalogs = Fixtures.sharedCatalogs

  @Test func corpusIsThere() {
    if Self.catalogs.isEmpty {
      print("skipping: ../shared/corpus/xcstrings and ../shared/corpus/xliff/gomap are not there")
    } else {
      #expect(Self.catalogs.count >= 80)
    }
  }

  @Test func everyCatalogWritesBackByteForByte() throws {
    for url in Self.catalogs {
      let bytes = try [UInt8](Data(contentsOf: url))
      let catalog = CatalogReader.read(bytes, path: url.path)
      #expect(catalog.diagnostics.isEmpty, "\(url.path): \(catalog.diagnostics)")
      #expect(catalog.duplicateKeys.isEmpty, "\(url.path)")
      let written = try #require(catalog.serialized())
      if written != bytes {
        let first =
          zip(written, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(written.count, bytes.count)
        Issue.record("\(url.path) differs at byte \(first) of \(bytes.count)")
      }
    }
  }

  /// Three NetNewsWire catalogs end with a line break Xcode does not write: kept, not fixed.
  @Test func aFinalLineBreakIsKept() throws {
    let withBreak = Self.catalogs.filter { $0.path.hasSuffix("ActivityLogWindow.xcstrings") }
    for url in withBreak {
      let catalog = CatalogReader.read(try [UInt8](Data(contentsOf: url)), path: url.path)
      #expect(catalog.trailingWhitespace == "\n")
    }
  }

  /// Our reader and Foundation's agree on every value of every catalog.
  @Test func valuesMatchFoundationsReader() throws {
    for url in Self.catalogs {
      let data = try Data(contentsOf: url)
      let catalog = CatalogReader.read([UInt8](data), path: url.path)
      let root = try #require(catalog.root)
      let foundation = try JSONSerialization.jsonObject(with: data)
      #expect(
        CatalogFoundationValue.isEqual(root, foundation), "\(url.path) reads differently")
    }
  }

  @Test func decodedKeysMatchTheCorpusReadme() throws {
    guard
      let url = Self.catalogs.first(where: {
        $0.path.hasSuffix("linearmouse/LinearMouse/Localizable.xcstrings")
      })
    else { return }
    let catalog = CatalogReader.read(try [UInt8](Data(contentsOf: url)), path: url.path)
    #expect(catalog.entries.count == 354)
    #expect(catalog.languages.count == 35)
    #expect(catalog.version == "1.1")
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.entries.filter(\.isStale).map(\.key) == ["Click once to toggle"])
    let units = catalog.entries.flatMap(\.localizations).flatMap { localization in
      localization.content.stringUnits.map(\.unit)
        + localization.content.substitutions.flatMap { substitution in
          substitution.variations.flatMap(\.cases).flatMap(\.content.stringUnits).map(\.unit)
        }
    }
    #expect(units.count == 12_177)
    let substitutions = catalog.entries.flatMap(\.localizations).flatMap(\.content.substitutions)
    // Every substitution formats a float, and none names its argument (it is the only one).
    #expect(substitutions.count == 35)
    #expect(substitutions.allSatisfy { $0.formatSpecifier == "f" && $0.argNum == nil })
  }
}

/// Compares our tree with what `JSONSerialization` made of the same text.
enum CatalogFoundationValue {
  static func isEqual(_ node: CatalogNode, _ value: Any) -> Bool {
    switch node.value {
    case .object(let members):
      guard let dictionary = value as? [String: Any] else { return false }
      let last = CatalogDecoder.lastOccurrences(members)
      return last.count == dictionary.count
        && last.allSatisfy { member in
          dictionary[member.key].map { isEqual(member.value, $0) } ?? false
        }
    case .array(let elements):
      guard let array = value as? [Any], array.count == elements.count else { return false }
      return zip(elements, array).allSatisfy { isEqual($0, $1) }
    case .string(let text): return (value as? String).map { $0.isLiterallyEqual(to: text) } ?? false
    case .number(let text):
      guard let number = value as? NSNumber, let parsed = Double(text) else { return false }
      return number.doubleValue == parsed
    case .bool(let flag): return (value as? Bool) == flag
    case .null: return value is NSNull
    }
  }
}

import Foundation
import Testing

@testable import StringsKit

/// Everything the tools write reads back, with the project's CoreFoundation-exact parser, as
/// exactly the table that was meant: the canonical writer (used by strings-merge for new
/// entries and refreshed comments), the generator's table text, and merge insertions.
///
/// The pieces are chosen to break naive writers: `*/` and `/*` in comments, quotes and
/// backslashes, every kind of line break, NUL and other control characters, U+FEFF,
/// characters outside the BMP, combining marks, `%` sequences.
@Suite struct WriterRoundTripPropertyTests {
  /// Text pieces that every generated key, value and comment is built from.
  static let pieces: [String] = [
    "a", "Z", " ", "*/", "/*", "*", "/", "//", "\"", "\\", "\n", "\r", "\r\n", "\t", "\u{0}",
    "\u{1}", "\u{7F}", "\u{FEFF}", "é", "e\u{301}", "😀", "%@", "%1$d", "%%", ";", "=", "{", "}",
    "\\U0041", "\u{2028}", "'", "$",
  ]

  static func text(_ rng: inout SplitMix64, maxPieces: Int = 6) -> String {
    let count = Int(rng.next() % UInt64(maxPieces + 1))
    return (0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
  }

  /// What a comment reads back as: the parser trims surrounding white space (as every reader of
  /// comments does), and `*/` is written `* /`.
  static func readBack(comment: String) -> String {
    StringsFileWriter.commentText(comment).trimmingCharacters(
      in: CharacterSet(charactersIn: " \t\n\r\u{B}\u{C}\u{2028}\u{2029}"))
  }

  @Test(arguments: 0..<200)
  func canonicalWriterReadsBackAsWritten(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed))
    var entries: [StringsFileWriter.Entry] = []
    var seen = Set<LiteralKey>()
    for _ in 0..<Int(1 + rng.next() % 8) {
      let key = Self.text(&rng)
      guard seen.insert(LiteralKey(key)).inserted else { continue }
      let comment = Self.text(&rng)
      // A comment that reads back empty is no comment at all; the writer writes none then.
      let comments = Self.readBack(comment: comment).isEmpty ? [] : [comment]
      entries.append(.init(key: key, value: Self.text(&rng), comments: comments))
    }
    for encoding in [StringsFileWriter.OutputEncoding.utf8, .utf16LittleEndian, .utf16BigEndian] {
      let data = StringsFileWriter.data(for: entries, encoding: encoding)
      let file = StringsFileParser.parse(data, path: "en.lproj/Localizable.strings")
      #expect(!file.hasErrors, "\(file.diagnostics)")
      try #require(file.entries.count == entries.count)
      for (written, read) in zip(entries, file.entries) {
        #expect(read.key.isLiterallyEqual(to: written.key), "key \(written.key.debugDescription)")
        #expect(
          read.value.isLiterallyEqual(to: written.value), "value \(written.value.debugDescription)")
        #expect(read.comments == written.comments.map(Self.readBack(comment:)))
      }
    }
  }

  /// Swift literal pieces and the text Swift (and so CoreFoundation, reading genstrings' copy of
  /// the source text) gives them.
  static let swiftPieces: [(source: String, meaning: String)] = [
    ("a", "a"), ("Z", "Z"), (" ", " "), ("*/", "*/"), ("/*", "/*"), (#"\""#, "\""),
    (#"\\"#, "\\"), (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"), (#"\0"#, "\u{0}"),
    (#"\'"#, "'"), (#"\u{E9}"#, "é"), (#"\u{1F600}"#, "😀"), (#"\u{22}"#, "\""),
    (#"\u{5C}"#, "\\"), ("é", "é"), ("e\u{301}", "e\u{301}"), ("%", "%"), (";", ";"),
    ("\u{FEFF}", "\u{FEFF}"),
  ]

  /// `count` random pieces of `pieces`: the Swift source text and what it means.
  static func swiftText(
    _ rng: inout SplitMix64, count: Int,
    from pieces: [(source: String, meaning: String)] = swiftPieces
  ) -> (source: String, meaning: String) {
    var text = (source: "", meaning: "")
    for _ in 0..<count {
      let piece = pieces[Int(rng.next() % UInt64(pieces.count))]
      text.source += piece.source
      text.meaning += piece.meaning
    }
    return text
  }

  @Test(arguments: 0..<200)
  func generatedTablesReadBackAsTheSourceMeant(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &+ 10_000)
    var source = ""
    var expected: [(key: String, comment: String)] = []
    var seen = Set<LiteralKey>()
    for line in 0..<Int(1 + rng.next() % 8) {
      let (keySource, key) = Self.swiftText(&rng, count: Int(1 + rng.next() % 5))
      // Comments are copied as written in the source, escapes and all (genstrings does not
      // decode them), so only the source text matters.
      let excluded: Set<Unicode.Scalar> = ["\"", "\\", "\n", "\r", "\u{2028}"]
      var comment = ""
      comment.unicodeScalars.append(
        contentsOf: Self.text(&rng).unicodeScalars.filter { !excluded.contains($0) })
      guard seen.insert(LiteralKey(key)).inserted else { continue }
      source += "let v\(line) = NSLocalizedString(\"\(keySource)\", comment: \"\(comment)\")\n"
      expected.append((key, comment))
    }
    let extraction = LocalizationExtractor().extract(Array(source.utf8), path: "A.swift")
    let options = GeneratorOptions(positionalParameters: false, outputEncoding: .utf8)
    let table = try #require(
      Generator(options: options).generate(extraction.references).tables.first)
    let file = StringsFileParser.parse(table.data, path: "en.lproj/Localizable.strings")
    #expect(!file.hasErrors, "\(file.diagnostics)\n\(source)")
    let byKey = Dictionary(
      file.entries.map { (LiteralKey($0.key), $0) }, uniquingKeysWith: { first, _ in first })
    #expect(byKey.count == expected.count, "\(source)")
    for (key, comment) in expected {
      let entry = try #require(byKey[LiteralKey(key)], "\(key.debugDescription) in \(source)")
      #expect(entry.value.isLiterallyEqual(to: key))
      // Only a missing or empty comment gets the placeholder; one of blanks is copied as
      // genstrings copies it, and reads back empty.
      #expect(
        entry.comments == [comment.isEmpty ? TableEntry.noComment : Self.readBack(comment: comment)]
      )
    }
  }

  /// Raw-literal pieces, whose text is what they are: quotes and backslashes included.
  static let rawPieces = ["a", "\"", "\\", "%d", "%.2f", "*/", "\\n", "é", "e\u{301}", " "]

  /// A SwiftUI key's `specifier:` stands in the key as the specifier literal's text, whatever
  /// form that literal takes: plain with escapes, or raw with bare quotes and backslashes.
  @Test(arguments: 0..<200)
  func swiftUISpecifiersReadBackAsTheSourceMeant(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &+ 30_000)
    // `%` outside the specifier is doubled in an interpolated key; leave it to the fixtures.
    let textPieces = Self.swiftPieces.filter { $0.source != "%" }
    func plain(_ count: Int) -> (source: String, meaning: String) {
      Self.swiftText(&rng, count: count, from: textPieces)
    }
    var source = ""
    var expected: [String] = []
    var seen = Set<LiteralKey>()
    for _ in 0..<Int(1 + rng.next() % 6) {
      let before = plain(Int(rng.next() % 3))
      let after = plain(Int(rng.next() % 3))
      let specifier: (source: String, meaning: String)
      if rng.next() % 2 == 0 {
        var text = (0..<Int(1 + rng.next() % 4)).map { _ in
          Self.rawPieces[Int(rng.next() % UInt64(Self.rawPieces.count))]
        }.joined()
        // `#""` then `"` would be `#"""`, which opens a multi-line raw literal.
        if text.hasPrefix("\"") { text = "a" + text }
        specifier = ("#\"\(text)\"#", text)
      } else {
        let text = plain(Int(1 + rng.next() % 3))
        specifier = ("\"\(text.source)\"", text.meaning)
      }
      let key = before.meaning + specifier.meaning + after.meaning
      guard seen.insert(LiteralKey(key)).inserted else { continue }
      source += "Text(\"\(before.source)\\(x, specifier: \(specifier.source))\(after.source)\")\n"
      expected.append(key)
    }
    let extraction = LocalizationExtractor(options: ExtractionOptions(swiftUI: true)).extract(
      Array(source.utf8), path: "A.swift")
    let table = try #require(
      Generator(options: GeneratorOptions(positionalParameters: false, outputEncoding: .utf8))
        .generate(extraction.references).tables.first, "\(extraction.diagnostics)\n\(source)")
    let file = StringsFileParser.parse(table.data, path: "en.lproj/Localizable.strings")
    #expect(!file.hasErrors, "\(file.diagnostics)\n\(source)")
    let keys = Set(file.entries.map { LiteralKey($0.key) })
    #expect(keys == Set(expected.map(LiteralKey.init)), "\(source)")
  }

  /// New entries inserted by a merge read back as the reference's entries, comments included,
  /// whatever the pieces; the rest of the file keeps its bytes.
  @Test(arguments: 0..<100)
  func mergeInsertionsReadBackAsTheReference(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &+ 20_000)
    var reference: [StringsFileWriter.Entry] = []
    var seen = Set<LiteralKey>()
    for _ in 0..<Int(2 + rng.next() % 6) {
      let key = Self.text(&rng)
      guard seen.insert(LiteralKey(key)).inserted else { continue }
      let comment = Self.text(&rng)
      let comments = Self.readBack(comment: comment).isEmpty ? [] : [comment]
      reference.append(.init(key: key, value: Self.text(&rng), comments: comments))
    }
    let referenceFile = StringsFileParser.parse(
      StringsFileWriter.data(for: reference, encoding: .utf8), path: "en.lproj/L.strings")
    try #require(!referenceFile.hasErrors)
    let kept = reference.first!
    let language = StringsFileParser.parse(
      StringsFileWriter.data(
        for: [.init(key: kept.key, value: "translated", comments: kept.comments)],
        encoding: .utf8),
      path: "de.lproj/L.strings")
    let result = Merger().merge(reference: referenceFile, into: language)
    let data = result.data ?? language.data
    let merged = StringsFileParser.parse(data, path: "de.lproj/L.strings")
    #expect(!merged.hasErrors, "\(merged.diagnostics)")
    for entry in referenceFile.entries {
      let found = try #require(
        merged.entries.first { $0.key.isLiterallyEqual(to: entry.key) }, "\(entry.key)")
      #expect(found.comments == entry.comments)
      if entry.key.isLiterallyEqual(to: kept.key) {
        #expect(found.value == "translated")
      } else {
        #expect(found.value.isLiterallyEqual(to: entry.value))
      }
    }
    let again = Merger().merge(
      reference: referenceFile, into: StringsFileParser.parse(data, path: "de.lproj/L.strings"))
    #expect(again.data == nil)
  }
}

import Foundation

/// A key found in code, as a catalog holds it: the text a `.strings` table generated from the
/// same code would give after reading (escapes decoded, specifiers numbered as in the table's
/// value), and whether the code gave a value of its own.
public struct ExtractedString: Sendable {
  public var key: String
  /// The source-language text; the key itself when the code gave no value and nothing was
  /// numbered.
  public var value: String
  /// The code's comment; `nil` when no reference had one.
  public var comment: String?
  /// Whether the code gave a `value:` different from the key (`extracted_with_value`).
  public var hasValue: Bool

  public init(key: String, value: String, comment: String?, hasValue: Bool) {
    self.key = key
    self.value = value
    self.comment = comment
    self.hasValue = hasValue
  }

  /// The strings of a generated table, read back with our `.strings` parser so that keys and
  /// values are exactly what the runtime reads from the table `strings-gen` writes for the
  /// same code (`%%`, numbered specifiers and interpolations included).
  ///
  /// Several comments of one key are joined by a line break, and their escapes (`\"`, `\\`,
  /// `\n`, copied from the Swift literal) decoded as for a key; the placeholder genstrings
  /// writes for a key without comment is no comment here.
  ///
  /// `nil` if the table does not read back entry for entry (the table writer's property tests
  /// say it always does); callers report that rather than sync from a partial list.
  public static func strings(of table: GeneratedTable, options: GeneratorOptions)
    -> [ExtractedString]?
  {
    let file = StringsFileParser.parse(table.data, path: table.fileName)
    guard file.entries.count == table.entries.count, !file.hasErrors else { return nil }
    return zip(table.entries, file.entries).map { generated, read in
      var keyAsValue = generated.key
      if options.unicodeEscapes { keyAsValue = UnicodeEscapes.decode(keyAsValue) }
      if options.positionalParameters { keyAsValue = PositionalParameters.rewrite(keyAsValue) }
      let comments = generated.comments.filter { !$0.isLiterallyEqual(to: TableEntry.noComment) }
      return ExtractedString(
        key: read.key, value: read.value,
        comment: comments.isEmpty ? nil : decoded(comments.joined(separator: "\n")),
        hasValue: !generated.value.isLiterallyEqual(to: keyAsValue))
    }
  }

  /// A comment's literal text with its escapes decoded, read by our `.strings` parser as the
  /// value of an entry; the text as it is when it does not read as one.
  static func decoded(_ comment: String) -> String {
    guard comment.containsByte(UInt8(ascii: "\\")) else { return comment }
    let file = StringsFileParser.parse(Data("\"c\" = \"\(comment)\";".utf8), path: "comment")
    guard !file.hasErrors, file.entries.count == 1 else { return comment }
    return file.entries[0].value
  }
}

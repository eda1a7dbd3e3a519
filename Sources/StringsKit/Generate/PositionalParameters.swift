import Foundation

/// Numbers the format specifiers of a value, as genstrings does unless
/// `-noPositionalParameters` is given: `"%@ - %@, %@"` becomes `"%1$@ - %2$@, %3$@"` (§2.7).
///
/// Applied to values only (including a value copied from its key), never to keys.
///
///     PositionalParameters.rewrite("%li words, %li characters")  // "%1$li words, %2$li characters"
///     PositionalParameters.rewrite("Save 5%! %@ and %@")         // "Save 5%! %1$@ and %2$@"
///     PositionalParameters.rewrite("%@ billion")                 // unchanged: one specifier
public enum PositionalParameters {
  /// `value` with each specifier's `%` turned into `%N$`, N counting from 1 left to right.
  ///
  /// Specifiers are those of ``FormatSpecifier``'s strict grammar (§10, decision 2): `%%` and a
  /// stray `%` are neither counted nor numbered, and the "at least two specifiers" threshold uses
  /// the same count. A `%#@name@` reference is not counted either, because numbering it would
  /// change the name of the `.stringsdict` variable it refers to.
  ///
  /// The value is returned unchanged when:
  /// - it has fewer than two specifiers (genstrings leaves `"%@ billion"` alone);
  /// - any specifier is already positional, including a value that mixes `%1$@` and `%@`:
  ///   numbering the rest could collide with the explicit positions, so the author's text is
  ///   kept (genstrings' behaviour for the mix is unknown, §2.7);
  /// - any specifier takes its width or precision from an argument (`%*d`, `%*2$d`), since printf
  ///   cannot mix `*` with positional arguments.
  /// Whether ``rewrite(_:)`` can change `value` at all: only when it holds two `%` or more.
  ///
  /// Every specifier starts with its own `%`, so a value with fewer than two `%` has fewer than
  /// two specifiers and ``rewrite(_:)`` returns it unchanged; most values have none, and
  /// counting bytes is far cheaper than scanning for specifiers.
  public static func mayRewrite(_ value: String) -> Bool {
    // Over the contiguous bytes: asked of every value of every table, and most have no `%`.
    var value = value
    return value.withUTF8 { mayRewrite(utf8: $0) }
  }

  /// ``mayRewrite(_:)`` of the text whose UTF-8 bytes are `bytes`, searched with `memchr`, which
  /// reads a word or a vector at a time: a byte-by-byte search cost more than writing the values.
  static func mayRewrite(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let percent = Int32(UInt8(ascii: "%"))
    guard let base = bytes.baseAddress else { return false }
    let start = UnsafeRawPointer(base)
    guard let first = memchr(start, percent, bytes.count) else { return false }
    let after = UnsafeRawPointer(first) - start + 1
    return memchr(start + after, percent, bytes.count - after) != nil
  }

  public static func rewrite(_ value: String) -> String {
    guard mayRewrite(value) else { return value }
    let specifiers = FormatSpecifier.scan(value).filter { $0.kind == .argument }
    guard specifiers.count >= 2,
      specifiers.allSatisfy({
        $0.position == nil && $0.width?.isFromArgument != true
          && $0.precision?.isFromArgument != true
      })
    else { return value }
    var result = ""
    var copied = value.startIndex
    for (offset, specifier) in specifiers.enumerated() {
      result += String(value.unicodeScalars[copied..<specifier.range.lowerBound])
      if let number = authorNumber(of: specifier) {
        // `%2@`: the digits are the author's position, as genstrings reads them.
        result += "%\(number)$@"
        copied = specifier.range.upperBound
      } else {
        result += "%\(offset + 1)$"
        copied = value.unicodeScalars.index(after: specifier.range.lowerBound)
      }
    }
    result += String(value.unicodeScalars[copied...])
    return result
  }

  /// N in `%N@`: digits and then `@`, nothing else. Read strictly, N is a field width, which
  /// `%@` ignores; genstrings (and the author) mean a position: `"the %1@ plan until %2@"` is
  /// written `"the %1$@ plan until %2$@"`. When N differs from the specifier's place, N is
  /// kept, so `"%2@ … %1@"` keeps the author's order: `"%2$@ … %1$@"`.
  private static func authorNumber(of specifier: FormatSpecifier) -> Int? {
    guard specifier.conversion == "@", specifier.flags.isEmpty, specifier.precision == nil,
      specifier.length == nil, case .fixed(let number) = specifier.width, number > 0
    else { return nil }
    return number
  }
}

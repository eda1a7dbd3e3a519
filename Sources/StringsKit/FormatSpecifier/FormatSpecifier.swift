/// A printf / `NSString` format specifier found in a string: what the generator numbers for
/// positional parameters and what placeholder checks compare.
///
/// This folder owns the specifier grammar and nothing else: ``FormatSpecifier/scan(_:)`` finds
/// the specifiers, ``FormatArgument`` turns them into the argument list a format consumes, and
/// ``PositionalParameters`` (used by the generator) rewrites `%@ %d` to `%1$@ %2$d`.
///
/// The grammar is the strict one of §10, decision 2:
///
///     %  [N$]  [flags -+#0']  [width digits | * | *N$]  [. [precision digits | * | *N$]]
///        [length hh h l ll q j t z L]  conversion [dDiIuUxXoOaAeEfFgG@cCsSp]
///
/// plus `%%` (a literal percent sign, no argument) and `%#@name@` (a `.stringsdict` variable,
/// optionally positional: `%1$#@name@`). A `%` that does not start one of these is skipped and
/// reported nowhere, so `"Save 5%! %@"` holds exactly one specifier.
///
/// The space flag of C's printf is deliberately **not** accepted: with it, `"100% of %@"` would
/// contain `% o` (space flag, octal conversion) and the generator would number a specifier that
/// no one meant. genstrings' own rule is unknown (§2.7); [KAYAK] accepts no flags at all.
///
///     FormatSpecifier.scan("%1$@ has %ld%% of %#@files@").map(\.text)
///     // ["%1$@", "%ld", "%%", "%#@files@"]
public struct FormatSpecifier: Hashable, Sendable {
  /// What a specifier stands for.
  public enum Kind: Hashable, Sendable {
    /// A conversion that consumes an argument, such as `%@`, `%1$ld` or `%.2f`.
    case argument
    /// `%%`, a literal percent sign; consumes no argument.
    case percent
    /// `%#@name@`, a reference to a `.stringsdict` variable, compared by name.
    case stringsdictReference(name: String)
  }

  /// A length modifier between the precision and the conversion.
  public enum LengthModifier: String, Hashable, Sendable, CaseIterable {
    case char = "hh"
    case short = "h"
    case long = "l"
    case longLong = "ll"
    case quad = "q"
    case intmax = "j"
    case ptrdiff = "t"
    case size = "z"
    case longDouble = "L"
  }

  /// A width or precision.
  public enum Amount: Hashable, Sendable {
    /// Digits written in the specifier (a bare `.` precision is `.fixed(0)`).
    case fixed(Int)
    /// `*`: taken from an extra `int` argument just before the converted one.
    case fromArgument
    /// `*N$`: taken from the `int` argument at 1-based position N.
    case fromPositionalArgument(Int)

    /// Whether the amount is read from an argument (`*` or `*N$`).
    public var isFromArgument: Bool {
      if case .fixed = self { return false }
      return true
    }
  }

  public var kind: Kind
  /// Where the specifier is, from its `%` to its last character.
  public var range: Range<String.Index>
  /// The exact text of the specifier.
  public var text: String
  /// The explicit 1-based argument position (`3` in `%3$@`); `nil` when not positional.
  public var position: Int?
  /// The flag characters in the order written, a subset of `-+#0'`.
  public var flags: String
  public var width: Amount?
  public var precision: Amount?
  public var length: LengthModifier?
  /// The conversion character (`@`, `d`, `f`, …); `nil` for ``Kind/percent`` and
  /// ``Kind/stringsdictReference(name:)``.
  public var conversion: Character?

  public init(
    kind: Kind, range: Range<String.Index>, text: String, position: Int? = nil,
    flags: String = "", width: Amount? = nil, precision: Amount? = nil,
    length: LengthModifier? = nil, conversion: Character? = nil
  ) {
    self.kind = kind
    self.range = range
    self.text = text
    self.position = position
    self.flags = flags
    self.width = width
    self.precision = precision
    self.length = length
    self.conversion = conversion
  }

  /// Whether the specifier consumes arguments (every kind except ``Kind/percent``).
  public var consumesArgument: Bool { kind != .percent }

  /// The conversion characters the strict grammar accepts.
  public static let conversions: Set<Unicode.Scalar> = Set(
    "dDiIuUxXoOaAeEfFgG@cCsSp".unicodeScalars)

  /// Whether `text` holds a `%`, without which it has no specifier: a byte test that spares the
  /// scan (and Foundation's `contains`, which compares character clusters) for most texts. The
  /// bytes are searched in place (`memchr`): the generic `contains` of the UTF-8 view took a
  /// thousand instructions for a catalog text.
  public static func mayOccur(in text: String) -> Bool {
    text.containsByte(UInt8(ascii: "%"))
  }

  /// The flag characters the strict grammar accepts; the space flag is left out on purpose (see
  /// the type's discussion).
  public static let flagCharacters: Set<Unicode.Scalar> = Set("-+#0'".unicodeScalars)
}

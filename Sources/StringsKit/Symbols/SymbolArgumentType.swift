/// The Swift type that a format conversion reads, so that a generated accessor takes exactly
/// what the format prints: `%lld` and `%d` take `Int`, `%@` `String`, `%f` `Double`.
///
/// A `%d` reads 32 bits and `Int` is 64: on every 64-bit platform a C variadic argument takes a
/// whole register or slot, little-endian, so `%d` prints the low half and any value that fits
/// is printed right. `Int` is what Xcode writes for `%lld` and what callers hold.
enum SymbolArgumentType {
  /// The type for a normalised argument (``FormatArgument``); `nil` for a `.stringsdict`
  /// reference, whose type comes from the variable.
  static func type(of argument: FormatArgument) -> String? {
    switch argument.conversion {
    case "#": nil
    default: type(conversion: argument.conversion)
    }
  }

  /// The type for a conversion character or a short specifier such as `lld`, `d`, `f`, `@`
  /// (an `NSStringFormatValueTypeKey` or a catalog substitution's `formatSpecifier`): its last
  /// character decides.
  static func type(specifier: String) -> String {
    guard let last = specifier.last else { return "Int" }
    return type(conversion: last)
  }

  private static func type(conversion: Character) -> String {
    switch conversion {
    case "d", "i", "D": "Int"
    case "u", "U", "x", "X", "o", "O": "UInt"
    case "f", "F", "e", "E", "g", "G", "a", "A": "Double"
    case "c": "CChar"
    case "C": "UInt16"
    case "s": "UnsafePointer<CChar>"
    case "S": "UnsafePointer<UInt16>"
    case "p": "UnsafeRawPointer"
    default: "String"
    }
  }
}

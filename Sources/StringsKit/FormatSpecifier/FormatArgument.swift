/// One argument a format string consumes, normalised so that two formats that read the same
/// arguments compare equal whatever their spelling: `%1$@ %2$d` and `%@ %i` both read
/// `[1: object, 2: int]`.
///
/// This is what a placeholder check compares between a reference value and its translation.
///
///     FormatArgument.arguments(in: "%2$@ has %1$ld files")
///     // descriptions: ["1:long d", "2:@"]
///     FormatArgument.arguments(in: "%@ %d") == FormatArgument.arguments(in: "%1$@ %2$i")  // true
public struct FormatArgument: Hashable, Sendable, CustomStringConvertible {
  /// How wide an argument is once passed through C varargs.
  ///
  /// `hh` and `h` read a promoted `int`, so they are ``default``; `l` on a floating-point
  /// conversion has no effect and is ``default`` too. `l`, `j`, `t` and `z` are ``long``
  /// (pointer-sized on every 64-bit Apple platform); `ll` and `q` are ``longLong``. ``long`` and
  /// ``longLong`` are kept apart because compilers warn when one is passed for the other.
  public enum Width: String, Hashable, Sendable, Comparable {
    case `default`
    case long
    case longLong
    case longDouble

    public static func < (lhs: Width, rhs: Width) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The 1-based argument index: the explicit `N$`, or the count of earlier arguments.
  public var index: Int
  /// The conversion with spelling variants merged: `i` → `d`, `X` → `x`, `D` → `d` (long),
  /// `U` → `u` (long), `O` → `o` (long), `aAeEFgG` → `f`; a `.stringsdict` reference is `#`.
  public var conversion: Character
  public var width: Width
  /// The variable name of a `%#@name@` reference; `nil` for every other conversion.
  public var stringsdictName: String?

  public init(
    index: Int, conversion: Character, width: Width = .default, stringsdictName: String? = nil
  ) {
    self.index = index
    self.conversion = conversion
    self.width = width
    self.stringsdictName = stringsdictName
  }

  public var description: String {
    if let stringsdictName { return "\(index):#@\(stringsdictName)@" }
    return width == .default ? "\(index):\(conversion)" : "\(index):\(width.rawValue) \(conversion)"
  }

  /// The arguments `format` consumes, sorted by index; exact repeats (`%1$@ … %1$@`) appear once.
  ///
  /// Non-positional specifiers are numbered left to right, each `*` width or precision taking
  /// an `int` argument of its own before the converted value, as printf does; `*N$` reads the
  /// `int` at position N. When a format
  /// mixes positional and non-positional specifiers (undefined in C) the non-positional ones are
  /// still counted from 1, so the mismatch shows up as a differing list.
  public static func arguments(in format: String) -> [FormatArgument] {
    var result: [FormatArgument] = []
    var next = 1
    // The `int` a `*` width or precision reads (not an array of the two: this runs for every
    // text a lint compares).
    func appendAmount(_ amount: FormatSpecifier.Amount?) {
      switch amount {
      case .fromArgument?:
        result.append(FormatArgument(index: next, conversion: "d"))
        next += 1
      case .fromPositionalArgument(let position)?:
        result.append(FormatArgument(index: position, conversion: "d"))
      default:
        break
      }
    }
    for specifier in FormatSpecifier.argumentSpecifiers(in: format) {
      appendAmount(specifier.width)
      appendAmount(specifier.precision)
      let index: Int
      if let position = specifier.position {
        index = position
      } else {
        index = next
        next += 1
      }
      result.append(normalized(specifier, index: index))
    }
    // Formats read a handful of arguments: repeats among a few are found by looking back rather
    // than by hashing (a set only for long formats, which keeps the time linear), and one
    // argument needs neither.
    if result.count < 2 { return result }
    // Most formats read their arguments in order, each once: already sorted and unique.
    if zip(result, result.dropFirst()).allSatisfy({ $0.index < $1.index }) { return result }
    var unique: [FormatArgument] = []
    if result.count <= 16 {
      for argument in result where !unique.contains(argument) { unique.append(argument) }
    } else {
      var seen = Set<FormatArgument>()
      unique = result.filter { seen.insert($0).inserted }
    }
    return unique.sorted {
      ($0.index, $0.conversion, $0.width) < ($1.index, $1.conversion, $1.width)
    }
  }

  private static func normalized(_ specifier: FormatSpecifier, index: Int) -> FormatArgument {
    if case .stringsdictReference(let name) = specifier.kind {
      return FormatArgument(index: index, conversion: "#", stringsdictName: name)
    }
    let raw = specifier.conversion ?? "@"
    let conversion: Character
    var impliedLong = false
    switch raw {
    case "d", "i": conversion = "d"
    case "D":
      conversion = "d"
      impliedLong = true
    case "U":
      conversion = "u"
      impliedLong = true
    case "O":
      conversion = "o"
      impliedLong = true
    case "X": conversion = "x"
    case "a", "A", "e", "E", "f", "F", "g", "G": conversion = "f"
    default: conversion = raw
    }
    let isFloat = conversion == "f"
    let width: Width
    switch specifier.length {
    case nil, .char?, .short?: width = impliedLong ? .long : .default
    case .long?, .intmax?, .ptrdiff?, .size?: width = isFloat ? .default : .long
    case .longLong?, .quad?: width = .longLong
    case .longDouble?: width = .longDouble
    }
    return FormatArgument(index: index, conversion: conversion, width: width)
  }
}

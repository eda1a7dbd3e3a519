/// An `<integer>` exactly as written: CoreFoundation keeps -2^63…2^64-1 as a 64-bit integer, so
/// a value past 2^53 must not go through `Double` (9007199254740993 would print as …992).
public struct PropertyListInteger: Sendable, Hashable, CustomStringConvertible {
  public var magnitude: UInt64
  /// Never `true` for zero.
  public var isNegative: Bool

  public init(magnitude: UInt64, isNegative: Bool = false) {
    self.magnitude = magnitude
    self.isNegative = isNegative && magnitude != 0
  }

  public init(_ value: Int64) {
    self.init(magnitude: value.magnitude, isNegative: value < 0)
  }

  /// The nearest `Double`, for comparisons with readers that only keep doubles.
  public var doubleValue: Double { isNegative ? -Double(magnitude) : Double(magnitude) }

  /// Decimal digits, with `-` when negative.
  public var description: String { (isNegative ? "-" : "") + String(magnitude) }
}

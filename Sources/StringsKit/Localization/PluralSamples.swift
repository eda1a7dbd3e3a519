/// CLDR's sample numbers for one plural category, read from its sample text
/// (`1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …`, `0~15, 100`, `1c6, 2c6`).
///
/// CLDR lists samples, not every number: `…` means the list goes on. That is enough to tell a
/// category that stands for exactly one number (English `one`: `1`) from one that covers others
/// too (Russian `one`: 1, 21, 31…), which is the question `plural-hardcoded-number` asks.
public struct PluralSamples: Sendable, Equatable {
  /// Single numbers and `a~b` ranges, in the order CLDR lists them.
  public let ranges: [ClosedRange<Double>]
  /// Whether the text ends in `…` (more numbers follow).
  public let isOpenEnded: Bool

  public init(_ text: String) {
    // Split on the bytes of `,` and `~` (ASCII, so every piece is whole scalars): the table's
    // samples are read once per run, and splitting by characters cost more than a small lint.
    var ranges: [ClosedRange<Double>] = []
    var isOpenEnded = false
    for item in text.utf8.split(separator: UInt8(ascii: ",")) {
      let item = Substring(item).trimmingWhitespace()
      if item == "…" || item == "..." {
        isOpenEnded = true
        continue
      }
      let bounds = item.utf8.split(separator: UInt8(ascii: "~"), maxSplits: 1).compactMap {
        Self.number(Substring($0))
      }
      if bounds.count == 2, bounds[0] <= bounds[1] {
        ranges.append(bounds[0]...bounds[1])
      } else if let number = bounds.first {
        ranges.append(number...number)
      }
    }
    self.ranges = ranges
    self.isOpenEnded = isOpenEnded
  }

  /// Whether no sample is listed.
  public var isEmpty: Bool { ranges.isEmpty && !isOpenEnded }

  /// Whether `number` is one of the samples.
  public func contains(_ number: Double) -> Bool { ranges.contains { $0.contains(number) } }

  /// Whether the category holds some number other than `number` (ignoring `except`, e.g. 0 when
  /// the entry has a `zero` text that Apple picks for 0 instead).
  public func coversMoreThan(_ number: Double, except excluded: Set<Double> = []) -> Bool {
    if isOpenEnded { return true }
    return ranges.contains { range in
      range.lowerBound != range.upperBound
        || (range.lowerBound != number && !excluded.contains(range.lowerBound))
    }
  }

  /// `15`, `1.5`, or CLDR's compact exponent `1c6` (= 1000000).
  private static func number(_ text: Substring) -> Double? {
    let parts = text.utf8.split(separator: UInt8(ascii: "c"), maxSplits: 1).map(Substring.init)
    guard let mantissa = parts.first.flatMap({ Double($0) }) else { return nil }
    guard parts.count == 2 else { return mantissa }
    guard let exponent = Int(parts[1]), (0...30).contains(exponent) else { return nil }
    var value = mantissa
    for _ in 0..<exponent { value *= 10 }
    return value
  }
}

extension Substring {
  /// Without leading and trailing whitespace scalars.
  fileprivate func trimmingWhitespace() -> Substring {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return self[endIndex...] }
    return Substring(scalars[first...last])
  }
}

/// The cardinal plural categories one locale uses, in CLDR order, each with CLDR's rule text and
/// sample numbers.
///
/// The samples are CLDR's own (`@integer 1, 21, 31, …` for Russian `one`); they tell whether a
/// category stands for exactly one number (English `one` is only 1) or for many, which is what
/// `plural-hardcoded-number` needs to know.
public struct PluralRuleSet: Sendable, Equatable {
  /// One category of the rule set.
  public struct Rule: Sendable, Equatable {
    public let category: PluralCategory
    /// CLDR's condition (`v = 0 and i % 10 = 1 and i % 100 != 11`); empty for `other`.
    public let rule: String
    /// CLDR's `@integer` sample text (`1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …`); may be empty.
    public let integerSamples: String
    /// CLDR's `@decimal` sample text (`0.0~1.5, 10.0, …`); may be empty.
    public let decimalSamples: String

    /// ``integerSamples`` read as numbers.
    public var integers: PluralSamples { PluralSamples(integerSamples) }
    /// ``decimalSamples`` read as numbers.
    public var decimals: PluralSamples { PluralSamples(decimalSamples) }

    init(
      _ category: PluralCategory, rule: String, integerSamples: String, decimalSamples: String
    ) {
      self.category = category
      self.rule = rule
      self.integerSamples = integerSamples
      self.decimalSamples = decimalSamples
    }
  }

  /// The categories' rules in CLDR order, `other` last.
  public let rules: [Rule]

  init(_ rules: [Rule]) { self.rules = rules.sorted { $0.category < $1.category } }

  /// The categories the locale's numbers fall into, in CLDR order.
  public var categories: [PluralCategory] { rules.map(\.category) }

  public func uses(_ category: PluralCategory) -> Bool {
    rules.contains { $0.category == category }
  }

  public func rule(for category: PluralCategory) -> Rule? {
    rules.first { $0.category == category }
  }
}

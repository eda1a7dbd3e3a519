/// One of CLDR's six plural categories, in CLDR order: the only category names a `.stringsdict`
/// plural variable may use.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
  case zero, one, two, few, many, other

  /// CLDR order (`zero` < `one` < … < `other`), the order merge writes new categories in.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}

import Foundation

/// The order Xcode keeps the members of every catalog object in: Foundation's
/// `localizedStandardCompare` (case-insensitive, numbers by value, width-insensitive, with a
/// forced order between strings that differ only in case or composition).
///
/// It is not code-point order: `•` sorts before letters, `message 2` before `message 10`,
/// `Accessibility access` before `Accessibility Request`, `spaces` before `Spaces`.
/// `CatalogKeyOrderTests` checks it against every object of the catalogs in
/// `../shared/corpus`. The locale is fixed to `en` instead of the user's, so the order does not
/// depend on the machine (on the corpus, `en` and the default locale agree everywhere).
public enum CatalogKeyOrder {
  private static let locale = Locale(identifier: "en")
  private static let options: String.CompareOptions = [
    .caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering,
  ]

  /// Whether `lhs` comes before `rhs`. Strings the comparison cannot tell apart (none are known)
  /// fall back to Unicode scalar order, so the order is total.
  public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    switch lhs.compare(rhs, options: options, range: nil, locale: locale) {
    case .orderedAscending: return true
    case .orderedDescending: return false
    case .orderedSame: return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }
  }

  /// Where a member with `key` goes among `members`: after every member that sorts before it,
  /// so that inserting into an object Xcode sorted keeps it sorted. Members already out of
  /// order stay where they are.
  public static func insertionIndex(for key: String, in members: [CatalogMember]) -> Int {
    var index = members.count
    while index > 0 && areInIncreasingOrder(key, members[index - 1].key) { index -= 1 }
    return index
  }
}

import Foundation

/// The order of keys in a generated table, and of the comments of one entry.
///
/// genstrings sorts with `-[NSString compare:options:NSCaseInsensitiveSearch]`: literal, not
/// numeric, not locale-aware, so `"%@ billion" < "%@ Button" < "%@ comment"`,
/// `"1080p" < "480p" < "4K"` and `"_x" < "Zoo"` (§2.3). Foundation's
/// `compare(_:options: .caseInsensitive)` gives these orders on Linux too, which the tests pin.
///
/// Keys equal under that comparison are then ordered by their UTF-8 bytes, so
/// `"(No Title)"` comes before `"(no title)"` and `"%d Posts"` before `"%d posts"`. This is
/// §10, decision 1; genstrings' own order for such ties is not deterministic.
public enum KeyOrder {
  /// Whether `lhs` sorts before `rhs`; a strict total order on distinct strings.
  public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    switch lhs.compare(rhs, options: .caseInsensitive) {
    case .orderedAscending: return true
    case .orderedDescending: return false
    case .orderedSame: return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
  }
}

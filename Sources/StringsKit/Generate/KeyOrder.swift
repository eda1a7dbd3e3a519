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
///
/// Foundation's comparison is slow (it bridges to UTF-16 and folds whole clusters), and it was
/// most of `strings-gen`'s run time on large projects. When both strings are ASCII, the result is
/// computed here instead: CoreFoundation folds only A–Z in that range and then compares code
/// units, which `KeyOrderTests` checks against Foundation on random ASCII strings. Any pair with
/// a non-ASCII byte still goes to Foundation, so the order stays exactly Foundation's.
public enum KeyOrder {
  /// Whether `lhs` sorts before `rhs`; a strict total order on distinct strings.
  public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    if let ascii = asciiOrder(lhs, rhs) { return ascii }
    return foundationOrder(lhs, rhs)
  }

  /// The order of two ASCII strings, or `nil` when either holds a non-ASCII byte.
  static func asciiOrder(_ lhs: String, _ rhs: String) -> Bool? {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { l in
      rhs.withUTF8 { r -> Bool? in
        guard !l.contains(where: { $0 >= 0x80 }), !r.contains(where: { $0 >= 0x80 }) else {
          return nil
        }
        var tie: Bool?
        for index in 0..<min(l.count, r.count) where l[index] != r[index] {
          let a = folded(l[index])
          let b = folded(r[index])
          if a != b { return a < b }
          if tie == nil { tie = l[index] < r[index] }
        }
        if l.count != r.count { return l.count < r.count }
        return tie ?? false
      }
    }
  }

  /// A–Z to a–z; every other byte as it is.
  @inline(__always)
  private static func folded(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  /// Foundation's case-insensitive order, ties broken by UTF-8 bytes.
  static func foundationOrder(_ lhs: String, _ rhs: String) -> Bool {
    switch lhs.compare(rhs, options: .caseInsensitive) {
    case .orderedAscending: return true
    case .orderedDescending: return false
    case .orderedSame: return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
  }
}

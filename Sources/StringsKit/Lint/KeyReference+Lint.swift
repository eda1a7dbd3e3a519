import Foundation

// MARK: - Comparing source keys with table keys

extension KeyReference {
  /// The key as a table holds it once read: the extractor keeps the source's escapes (`a\nb`
  /// stays four characters, as genstrings writes it), while a parsed table holds the decoded
  /// text. Decoded with the `.strings` parser itself, so both sides agree exactly.
  var decodedKey: String {
    // A byte search (`memchr`): `contains(_: String)` went through Foundation and cost as much
    // as extracting the sources, and `utf8.contains` compares one byte at a time.
    guard key.containsByte(UInt8(ascii: "\\")) else { return key }
    let file = StringsFileParser.parse(Data("\"\(key)\" = \"\";".utf8), path: "")
    guard !file.hasErrors, let entry = file.entries.first else { return key }
    return entry.key
  }
}

/// A glob over keys for `--allow-unused`: `*` matches any run of characters (dots included),
/// `?` exactly one.
///
///     KeyPattern("onboarding.*").matches("onboarding.title")  // true
struct KeyPattern: Sendable {
  let pattern: [Character]

  init(_ pattern: String) { self.pattern = Array(pattern) }

  func matches(_ key: String) -> Bool {
    let text = Array(key)
    // Iterative wildcard matching with one backtrack point: linear in practice.
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] && pattern[p] != "*" {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}

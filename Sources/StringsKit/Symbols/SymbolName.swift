/// The Swift name of a key's accessor, formed as Xcode 26 forms its generated string symbols, so
/// that code moves between the two without renaming:
///
/// 1. format specifiers (`%@`, `%1$lld`, `%%`, `%#@files@`) are dropped;
/// 2. apostrophes are dropped (`today's` → `todays`) and the rest is cut into words at every
///    character that is not a letter or a digit;
/// 3. the first word's leading capitals are lowercased (`OK` → `ok`, `URLScheme` → `urlScheme`),
///    every later word starts with a capital, and the words are joined;
/// 4. a name starting with a digit gets a leading `_`.
///
/// So `"Allow uploads"`, `"Allow Uploads"` and `"• Allow uploads"` all give `allowUploads` (Xcode
/// stops the build on such a pair; ``SymbolNaming`` tells them apart), `"cart.checkout.title"`
/// gives `cartCheckoutTitle`, `"Hello, %@!"` gives `hello`, and `"%@"` or `"…"` give no name.
///
///     SymbolName.member(forKey: "strings.menu.settings")  // "stringsMenuSettings"
///     SymbolName.member(forKey: "2 hours")                // "_2Hours"
public enum SymbolName {
  /// The member name for `key`; `nil` when the key has no letter or digit outside its format
  /// specifiers.
  public static func member(forKey key: String) -> String? {
    let words = self.words(in: withoutSpecifiers(key))
    guard let first = words.first else { return nil }
    var name = lowercasingLeadingCapitals(first)
    for word in words.dropFirst() { name += capitalizingFirst(word) }
    if let start = name.unicodeScalars.first, isDigit(start) { name = "_" + name }
    return name
  }

  /// The type name for a table's namespace: its words, each starting with a capital
  /// (`InfoPlist` stays, `Main Menu` → `MainMenu`); `nil` for a name without letters or digits.
  public static func type(forTable table: String) -> String? {
    let words = self.words(in: table)
    guard !words.isEmpty else { return nil }
    var name = words.map(capitalizingFirst).joined()
    if let start = name.unicodeScalars.first, isDigit(start) { name = "_" + name }
    return name
  }

  /// `name` as a Swift declaration spells it: backticked when it is a keyword.
  public static func declared(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// The key without its format specifiers, each replaced by a space so words stay apart.
  static func withoutSpecifiers(_ key: String) -> String {
    guard FormatSpecifier.mayOccur(in: key) else { return key }
    var result = ""
    var last = key.startIndex
    for specifier in FormatSpecifier.scan(key) {
      result += key[last..<specifier.range.lowerBound]
      result += " "
      last = specifier.range.upperBound
    }
    result += key[last...]
    return result
  }

  /// Runs of letters and digits.
  static func words(in text: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      // An apostrophe joins: "today's" is one word, as a reader sees it.
      if scalar == "'" || scalar == "\u{2019}" { continue }
      if isWordScalar(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        words.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { words.append(String(current)) }
    return words
  }

  /// ASCII letters and digits, and the letters of other scripts (which Swift identifiers accept);
  /// combining marks, symbols and emoji are separators.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return isDigit(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter:
      return true
    default:
      return false
    }
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .uppercaseLetter
  }

  /// `OK` → `ok`, `URLScheme` → `urlScheme`, `Settings` → `settings`, `iPhone` → `iPhone`: the
  /// leading capitals, except the last one when a lowercase letter follows it.
  static func lowercasingLeadingCapitals(_ word: String) -> String {
    let scalars = Array(word.unicodeScalars)
    var end = 0
    while end < scalars.count, isUpper(scalars[end]) { end += 1 }
    if end > 1, end < scalars.count, scalars[end].properties.generalCategory == .lowercaseLetter {
      end -= 1
    }
    if end == 0 { return word }
    let head = String(String.UnicodeScalarView(scalars[..<end])).lowercased()
    return head + String(String.UnicodeScalarView(scalars[end...]))
  }

  static func capitalizingFirst(_ word: String) -> String {
    guard let first = word.unicodeScalars.first else { return word }
    return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
  }

  /// Swift's keywords, which a declaration must backtick (`static var default`).
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "Any",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await", "package",
    "consume", "borrowing", "consuming", "some", "any", "_",
  ]
}

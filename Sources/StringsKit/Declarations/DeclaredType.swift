/// A type as the sources spell it (`LocalizedStringKey`, `[String.LocalizationValue]`,
/// `Int?`), reduced to what extraction asks of it: whether a string literal of that type is a
/// localized key, what an array or dictionary of it holds, and how an interpolated value of
/// it is written in a key.
struct DeclaredType: Hashable, Sendable {
  /// The spelling without spaces, optionality (`?`, `!`) or module prefix (`SwiftUI.`).
  let name: String

  init(_ spelling: String) {
    var text = spelling.filter { !$0.isWhitespace }
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    for prefix in ["SwiftUI.", "Foundation.", "AppIntents.", "Swift."] where text.hasPrefix(prefix)
    {
      text.removeFirst(prefix.count)
    }
    name = text
  }

  /// Types whose string literal the compiler turns into a localized key: Xcode extracts it.
  static let localizableNames: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue",
    "LocalizationValue", "DisplayRepresentation", "TypeDisplayRepresentation",
    "IntentDescription", "IntentDialog",
  ]

  /// An App Shortcut phrase: a key of the `AppShortcuts` table.
  static let appShortcutPhrase = DeclaredType("AppShortcutPhrase")

  /// Whether a literal of this type is a localized key.
  var isLocalizable: Bool { Self.localizableNames.contains(name) }

  /// Whether this type, an array of it or a dictionary whose values are it holds keys.
  var holdsLocalizable: Bool {
    isLocalizable || element?.holdsLocalizable == true || dictionaryValue?.holdsLocalizable == true
  }

  /// `X` for `[X]`; `nil` for any other type, dictionaries included.
  var element: DeclaredType? {
    guard name.hasPrefix("["), name.hasSuffix("]"), Self.topLevelColon(in: name) == nil else {
      return nil
    }
    return DeclaredType(String(name.dropFirst().dropLast()))
  }

  /// `V` for `[K: V]`; `nil` for any other type.
  var dictionaryValue: DeclaredType? {
    guard name.hasPrefix("["), name.hasSuffix("]"), let colon = Self.topLevelColon(in: name)
    else { return nil }
    return DeclaredType(String(name[name.index(after: colon)..<name.index(before: name.endIndex)]))
  }

  /// The `:` between key and value of a dictionary type's brackets.
  private static func topLevelColon(in text: String) -> String.Index? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 1: return index
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The format specifier Xcode writes in a key for an interpolated value of this type;
  /// `nil` when the type does not decide it (an object, a type the sources do not declare).
  var specifier: String? {
    switch name {
    case "Int", "Int64": "%lld"
    case "Int32", "Int16", "Int8": "%d"
    case "UInt", "UInt64": "%llu"
    case "UInt32", "UInt16", "UInt8": "%u"
    case "Double", "CGFloat", "TimeInterval": "%lf"
    case "Float", "Float32": "%f"
    case "String", "Substring", "Character", "AttributedString", "LocalizedStringResource",
      "String.LocalizationValue", "URL", "Date", "NSString":
      "%@"
    default: nil
    }
  }
}

import Foundation
import StringsKit

/// `.strings-lint.json`: the same settings as `strings-lint`'s options, by their long names.
///
///     {
///       "reference": "en",
///       "format": "text",
///       "strict": true,
///       "enable": ["untranslated"],
///       "disable": ["stale-key"],
///       "baseline": "lint-baseline.json",
///       "paths": ["Resources"],
///       "sources": ["Sources"],
///       "allow-unused": ["tab.*"],
///       "routine": ["AppLocalizedString"],
///       "swiftui": true, "swiftui-all": false, "method": ["localized"],
///       "swift-localized": false, "enum-protocol": ["Localizable"], "enum-keys": true,
///       "enum-key": "path"
///     }
///
/// Relative paths are taken from the folder holding the file. Options on the command line win
/// over single values and add to lists. An unknown key or a value of the wrong type is an
/// error (exit status 2), never ignored, so a typo cannot silently turn a check off.
struct LintConfiguration {
  /// Every key the file may hold, in documentation order.
  static let keys = [
    "reference", "format", "strict", "enable", "disable", "baseline", "paths", "sources",
    "allow-unused", "routine", "swiftui", "swiftui-all", "method", "swift-localized",
    "enum-protocol", "enum-keys", "enum-key", "languages",
  ]

  var reference: String?
  var format: String?
  var strict: Bool?
  var enable: [String] = []
  var disable: [String] = []
  var baseline: String?
  var paths: [String] = []
  var sources: [String] = []
  var allowUnused: [String] = []
  var routines: [String] = []
  var swiftUI: Bool?
  var swiftUIAll: Bool?
  var methods: [String] = []
  var swiftLocalized: Bool?
  var enumProtocols: [String] = []
  var enumKeys: Bool?
  var enumKeyStyle: EnumKeyStyle?
  var languages: [String] = []

  init() {}

  /// Reads the file at `path` (absolute), shown as `shown` in errors.
  init(path: String, shown: String) throws(UsageError) {
    guard let dictionary = try JSONValue.readObject(at: path, shown: shown) else {
      throw .badValue("'\(shown)' is not a JSON object")
    }
    let base = (path as NSString).deletingLastPathComponent
    func resolve(_ value: String) -> String {
      value.hasPrefix("/") ? value : "\(base)/\(value)"
    }
    for key in dictionary.keys.sorted() {
      let value = dictionary[key]!
      func string() throws(UsageError) -> String {
        guard let text = value as? String else { throw wrongType(key, "a string", shown) }
        return text
      }
      func strings() throws(UsageError) -> [String] {
        if let text = value as? String { return [text] }
        guard let list = value as? [Any], let texts = list as? [String] else {
          throw wrongType(key, "a list of strings", shown)
        }
        return texts
      }
      func bool() throws(UsageError) -> Bool {
        // JSONSerialization reads true/false as NSNumber, and 0 and 1 as well; only the
        // boolean ones have the objCType "c".
        guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
          throw wrongType(key, "true or false", shown)
        }
        return number.boolValue
      }
      switch key {
      case "reference": reference = try string()
      case "format":
        let text = try string()
        guard LintOutputFormat(rawValue: text) != nil else {
          throw .badValue(
            "'\(shown)': invalid \"format\" '\(text)': expected text, json, github or sarif")
        }
        format = text
      case "strict": strict = try bool()
      case "enable": enable = try strings()
      case "disable": disable = try strings()
      case "baseline": baseline = resolve(try string())
      case "paths": paths = try strings().map(resolve)
      case "sources": sources = try strings().map(resolve)
      case "allow-unused": allowUnused = try strings()
      case "routine": routines = try strings()
      case "swiftui": swiftUI = try bool()
      case "swiftui-all": swiftUIAll = try bool()
      case "method": methods = try strings()
      case "swift-localized": swiftLocalized = try bool()
      case "enum-protocol": enumProtocols = try strings()
      case "enum-keys": enumKeys = try bool()
      case "enum-key":
        let text = try string()
        guard let style = EnumKeyStyle(rawValue: text) else {
          throw .badValue(
            "'\(shown)': invalid \"enum-key\" '\(text)': expected path or raw-value")
        }
        enumKeyStyle = style
      case "languages": languages = try strings()
      default:
        let close = Self.keys.map { ($0, EditDistance.between($0, key)) }.filter { $0.1 <= 2 }
          .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.first?.0
        throw .badValue(
          "'\(shown)': unknown key \"\(key)\"" + (close.map { " (did you mean \"\($0)\"?)" } ?? ""))
      }
    }
  }

  private func wrongType(_ key: String, _ expected: String, _ shown: String) -> UsageError {
    .badValue("'\(shown)': \"\(key)\" must be \(expected)")
  }
}

/// A String Catalog in Xcode's layout, made in memory for the catalog scaling tests: the shape of
/// `Benchmarks/generate-catalog.py` (every key in every language, every seventh string unit
/// `needs_review`, one key in 23 a plural, texts outside ASCII) at any size.
///
/// Keys are numbered with zero padding, so Xcode's order is their numeric order and the file is
/// what Xcode would write: it reads back to the same bytes.
enum GeneratedCatalog {
  static let languages = [
    "ar", "bg", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hr", "hu", "id",
    "it", "ja", "ko", "ms", "nb",
  ]

  static let texts = [
    "the selected item", "%@ files in “%@”", "Ελληνικά κείμενα", "設定を保存しました",
    "with a \\\"quoted\\\" word", "emoji 😀 and a/slash", "two\\nlines", "%1$@ and %2$@",
  ]

  /// `keys` keys, each localized in the first `languageCount` of ``languages``.
  static func bytes(keys: Int, languageCount: Int = 20) -> [UInt8] {
    let languages = Array(languages.prefix(languageCount))
    var out: [UInt8] = []
    out.reserveCapacity(keys * languageCount * 170)
    var units = 0
    func append(_ text: String) { out.append(contentsOf: text.utf8) }
    func unit(_ pad: String, _ value: String) {
      units += 1
      let state = units.isMultiple(of: 7) ? "needs_review" : "translated"
      append(
        "\(pad)\"stringUnit\" : {\n\(pad)  \"state\" : \"\(state)\",\n"
          + "\(pad)  \"value\" : \"\(value)\"\n\(pad)}")
    }
    append("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n")
    for number in 0..<keys {
      let text = texts[number % texts.count]
      let key =
        "Key \(String(repeating: "0", count: max(0, 7 - "\(number)".count)))\(number) \(text)"
      append("    \"\(key)\" : {\n")
      if number % 5 == 1 { append("      \"comment\" : \"Shown for key \(number)\",\n") }
      append("      \"localizations\" : {\n")
      for (index, language) in languages.enumerated() {
        append("        \"\(language)\" : {\n")
        if number % 23 == 3 {
          append("          \"variations\" : {\n            \"plural\" : {\n")
          for category in ["one", "other"] {
            append("              \"\(category)\" : {\n")
            unit("                ", "\(language) \(category): %lld \(text)")
            append(category == "one" ? "\n              },\n" : "\n              }\n")
          }
          append("            }\n          }\n")
        } else {
          unit("          ", "\(language): \(text) \(number)")
          append("\n")
        }
        append(index == languages.count - 1 ? "        }\n" : "        },\n")
      }
      append(number == keys - 1 ? "      }\n    }\n" : "      }\n    },\n")
    }
    append("  },\n  \"version\" : \"1.0\"\n}")
    return out
  }
}

import StringsKit

/// A named family of inputs for the scaling and deep-nesting tests: `build(count)` repeats or
/// nests its construct `count` times, and `unit` is the count of the 1× input.
struct ScalingCase: Sendable, CustomStringConvertible {
  var description: String
  var unit: Int
  var build: @Sendable (Int) -> [UInt8]

  init(
    _ description: String, unit: Int,
    _ build: @escaping @Sendable (Int) -> [UInt8]
  ) {
    self.description = description
    self.unit = unit
    self.build = build
  }

  /// The input `scale` times as big (or as deep) as the 1× input.
  func make(_ scale: Int) -> [UInt8] { build(unit * scale) }

  /// `prefix` repeated `count` times, then `middle`, then `suffix` repeated `count` times.
  static func nested(_ prefix: String, _ middle: String = "", _ suffix: String, _ count: Int)
    -> [UInt8]
  {
    Array(
      (String(repeating: prefix, count: count) + middle + String(repeating: suffix, count: count))
        .utf8)
  }

  static func repeated(_ text: String, _ count: Int, around: (String, String) = ("", "")) -> [UInt8]
  {
    Array((around.0 + String(repeating: text, count: count) + around.1).utf8)
  }

  /// `.stringsdict` files: many entries, long texts, many entities, deep nesting, and the
  /// unclosed forms of each.
  static let stringsdict: [ScalingCase] = [
    ScalingCase("many plural entries", unit: 150) {
      repeated(
        "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
          + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType"
          + "</string><key>other</key><string>%d</string></dict></dict>\n", $0,
        around: ("<plist><dict>", "</dict></plist>"))
    },
    ScalingCase("one long string", unit: 100_000) {
      repeated("a", $0, around: ("<dict><key>k</key><string>", "</string></dict>"))
    },
    ScalingCase("many entities", unit: 4_000) {
      repeated("&amp;&#x41;", $0, around: ("<dict><key>k</key><string>", "</string></dict>"))
    },
    ScalingCase("many CDATA sections", unit: 4_000) {
      repeated("<![CDATA[x]]>", $0, around: ("<dict><key>k</key><string>", "</string></dict>"))
    },
    ScalingCase("unclosed string", unit: 20_000) {
      repeated("a&amp;", $0, around: ("<dict><key>k</key><string>", ""))
    },
    ScalingCase("nested arrays", unit: 100) { nested("<array>", "", "</array>", $0) },
    ScalingCase("unclosed nested dictionaries", unit: 2_000) {
      repeated("<dict><key>k</key>", $0)
    },
    ScalingCase("many comments", unit: 4_000) {
      repeated("<!-- c -->", $0, around: ("<dict>", "</dict>"))
    },
    ScalingCase("binary: many plural entries", unit: 150) { count in
      [UInt8](
        BinaryPropertyListWriter.data(
          forStringsdict: (0..<count).map { index in
            StringsdictWriter.Entry(
              key: "k\(index)", format: "%#@n@",
              variables: [
                .init(
                  name: "n", ruleType: "NSStringPluralRuleType", valueType: "d",
                  texts: [(name: "other", text: "%d é")])
              ])
          }))
    },
    ScalingCase("binary: one string shared by many keys", unit: 2_000) { count in
      [UInt8](
        BinaryPropertyListWriter.data(
          for: .dictionary(
            (0..<count).map { ("k\($0)", .string(String(repeating: "é", count: 200))) })))
    },
    // Each array holds the next twice: refused at the second reference, after one walk.
    ScalingCase("binary: arrays referencing the next twice", unit: 2_000) { count in
      binaryChain(count)
    },
  ]

  /// `{"k": a0}` where array `a(i)` holds `a(i+1)` twice, the last a string; 4-byte references.
  static func binaryChain(_ count: Int) -> [UInt8] {
    func big(_ value: Int, _ size: Int) -> [UInt8] {
      (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    var objects: [[UInt8]] = [[0xD1] + big(1, 4) + big(2, 4), [0x51, UInt8(ascii: "k")]]
    for level in 0..<count { objects.append([0xA2] + big(3 + level, 4) + big(3 + level, 4)) }
    objects.append([0x51, UInt8(ascii: "x")])
    var out = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(out.count)
      out += object
    }
    let table = out.count
    for offset in offsets { out += big(offset, 4) }
    out += [0, 0, 0, 0, 0, 0, 4, 4] + big(objects.count, 8) + big(0, 8) + big(table, 8)
    return out
  }

  /// Swift sources whose references pile onto one table entry: extraction and generation
  /// together must stay linear.
  static let generation: [ScalingCase] = [
    ScalingCase("one key with distinct comments", unit: 2_000) { count in
      Array(
        (0..<count).map { "NSLocalizedString(\"k\", comment: \"c\($0)\")\n" }.joined().utf8)
    },
    ScalingCase("one literal joined from many pieces", unit: 5_000) {
      repeated("\"ab\" + ", $0, around: ("NSLocalizedString(", "\"z\", comment: \"c\")\n"))
    },
  ]

  /// Swift sources that are long on one line or deeply nested, closed and unclosed.
  static let swift: [ScalingCase] = [
    ScalingCase("one long line of calls", unit: 1_000) {
      repeated("NSLocalizedString(\"k\", comment: \"c\"); Text(\"t\"); ", $0)
    },
    ScalingCase("one long string literal", unit: 400_000) {
      repeated("a", $0, around: ("let s = \"", "\""))
    },
    ScalingCase("one long unterminated string", unit: 30_000) {
      repeated("a\\n", $0, around: ("\"", ""))
    },
    ScalingCase("nested block comments", unit: 20_000) { nested("/*", "x", "*/", $0) },
    ScalingCase("unterminated nested block comments", unit: 20_000) { repeated("/*", $0) },
    ScalingCase("nested parentheses", unit: 20_000) { nested("f(", "x", ")", $0) },
    ScalingCase("unclosed parentheses", unit: 20_000) { repeated("f(", $0) },
    ScalingCase("nested localized calls", unit: 2_000) {
      nested("NSLocalizedString(", "\"k\"", ", comment: \"\")", $0)
    },
    ScalingCase("unclosed localized calls", unit: 2_000) {
      repeated("NSLocalizedString(\"k\", comment: ", $0)
    },
    ScalingCase("nested SwiftUI calls", unit: 2_000) {
      nested("Text(", "\"k\"", ")", $0)
    },
    ScalingCase("nested interpolations", unit: 10_000) { nested("\"\\(", "x", ")\"", $0) },
    ScalingCase("unterminated interpolations", unit: 10_000) { repeated("\"\\(", $0) },
    ScalingCase("nested raw interpolations", unit: 10_000) { nested("#\"\\#(", "x", ")\"#", $0) },
    ScalingCase("many unterminated strings", unit: 20_000) { repeated("\"a\n", $0) },
    ScalingCase("nested enums", unit: 2_000) {
      nested("enum E: Localizable { case a; ", "", "}", $0)
    },
    // Only the prefilter reads these: no watched name occurs, but their first and last bytes
    // do, so every 64-byte block has candidates to compare.
    ScalingCase("near misses of every watched name", unit: 5_000) {
      repeated("NSLocalizedStrin Tex localize Strin LocalizedStringResourc Localizabl g e t ", $0)
    },
    ScalingCase("a name cut short at the end", unit: 100_000) {
      repeated("N", $0, around: ("", "NSLocalizedStrin"))
    },
    // The plain-literal path reads the key eight bytes at a time; the value ends in an escape,
    // so it goes the full way after the same test.
    ScalingCase("one long plain key and an escaped value", unit: 200_000) {
      Array(
        ("NSLocalizedString(\"" + String(repeating: "k", count: $0) + "\", value: \""
          + String(repeating: "v", count: $0) + "\\n\", comment: \"c\")").utf8)
    },
    // What the lexer's fast path reads itself.
    ScalingCase("one long literal of escapes", unit: 20_000) {
      repeated("\\n\\\"", $0, around: ("let s = \"", "\""))
    },
    ScalingCase("one long line of pound keywords and backticked names", unit: 10_000) {
      repeated("#if `a` @b \\c 1.5 ", $0)
    },
    ScalingCase("many doc and block comments", unit: 10_000) { repeated("/// d\n/* c */ x\n", $0) },
    // Bracket closes are found from each call's `(` and remembered: calls inside a bracket that
    // is never closed, and calls each holding a long nested argument, must each be walked once.
    ScalingCase("localized calls inside an unclosed bracket", unit: 2_000) {
      repeated("Text(\"t\"); NSLocalizedString(\"k\", comment: \"c\"); [{(", $0)
    },
    ScalingCase("localized calls with nested arguments", unit: 1_000) {
      repeated("NSLocalizedString(\"k\", comment: f([g(1), {h(\"\\(x)\")}])); ", $0)
    },
  ]

  /// Sources for Xcode-style extraction, which reads every literal's surroundings and the
  /// file's declarations: long calls, arrays, ternaries, switches, nesting, declarations.
  static let xcode: [ScalingCase] = [
    ScalingCase("one call with many literal arguments", unit: 2_000) {
      repeated("\"k\", ", $0, around: ("Text(", "\"k\")"))
    },
    ScalingCase("one initialiser call with many labels", unit: 1_000) {
      repeated(
        "a: \"k\", ", $0, around: ("struct S { let a: LocalizedStringKey }\nf(.init(", "a: \"k\"))")
      )
    },
    ScalingCase("one long array of keys", unit: 2_000) {
      repeated("\"k\", ", $0, around: ("let keys: [LocalizedStringKey] = [", "\"k\"]"))
    },
    ScalingCase("nested arrays of keys", unit: 1_000) {
      Array("let keys: [[LocalizedStringKey]] = ".utf8) + nested("[", "\"k\"", "]", $0)
    },
    ScalingCase("nested initialisers", unit: 1_000) {
      nested("Text(.init(", "\"k\"", "))", $0)
    },
    ScalingCase("a long chain of ternaries", unit: 1_000) {
      repeated("c ? \"a\" : ", $0, around: ("Text(", "\"b\")"))
    },
    ScalingCase("a switch on one line", unit: 1_000) {
      repeated("case .a: \"k\"; ", $0, around: ("var t: LocalizedStringKey { switch x { ", "} }"))
    },
    ScalingCase("many declarations and uses", unit: 500) {
      repeated(
        "struct R { let label: LocalizedStringKey; var n: Int }\nvar v: Int = 1\n"
          + "func f(_ t: LocalizedStringKey = \"d\") -> Int { 1 }\nR(label: \"\\(v) k\")\n", $0)
    },
    ScalingCase("bodies in bodies", unit: 1_000) {
      nested("var t: LocalizedStringKey { if c { ", "return \"k\"", " } }", $0)
    },
  ]

  /// `.strings` files that are long on one line or deeply nested, closed and unclosed.
  /// `.strings-lint.json` and baselines, read by ``JSONSyntaxCheck`` before `JSONSerialization`.
  static let json: [ScalingCase] = [
    ScalingCase("many keys in one object", unit: 5_000) {
      Array(
        ("{" + (0..<($0)).map { "\"k\($0)\": [\"v\", 1.5e3, true]" }.joined(separator: ",\n") + "}")
          .utf8)
    },
    ScalingCase("one long string with escapes", unit: 20_000) {
      repeated("ab\\n\\u00e9", $0, around: ("{\"k\": \"", "\"}"))
    },
    ScalingCase("deep nesting", unit: 100) { nested("[", "1", "]", $0) },
    ScalingCase("a trailing comma after many lines", unit: 5_000) {
      repeated("\"v\",\n", $0, around: ("[", "]"))
    },
  ]

  /// Language files that merges add many keys to: `make` gives the reference keys' count.
  static let merges: [ScalingCase] = [
    ScalingCase("every key new, before an unterminated comment", unit: 500) { _ in
      Array("/* German translations: TODO\n".utf8)
    },
    ScalingCase("every other key new, indented and compact", unit: 500) { count in
      Array(stride(from: 0, to: count, by: 2).map { "  \"k\($0)\" = \"v\";\n" }.joined().utf8)
    },
  ]

  /// XLIFF documents and the XML shapes that could make a reader quadratic.
  static let xliff: [ScalingCase] = [
    ScalingCase("many units", unit: 1_000) { count in
      let units = (0..<count).map {
        "<trans-unit id=\"k\($0)\" xml:space=\"preserve\"><source>v &amp; w</source>"
          + "<target state=\"translated\">t</target><note/></trans-unit>\n"
      }.joined()
      return Array(
        ("<?xml version=\"1.0\"?><xliff version=\"1.2\"><file original=\"en.lproj/L.strings\" "
          + "source-language=\"en\"><body>\(units)</body></file></xliff>").utf8)
    },
    ScalingCase("deep nesting", unit: 20_000) { nested("<g>", "x", "</g>", $0) },
    ScalingCase("unclosed elements", unit: 20_000) { repeated("<g>", $0) },
    ScalingCase("many attributes", unit: 5_000) { count in
      Array(("<a " + (0..<count).map { "a\($0)=\"&#10;\" " }.joined() + "/>").utf8)
    },
    ScalingCase("many references", unit: 20_000) {
      repeated("&lt;&#x1F600;", $0, around: ("<a>", "</a>"))
    },
    ScalingCase("unclosed comment", unit: 50_000) { repeated("- ", $0, around: ("<a><!--", "")) },
  ]

  static let strings: [ScalingCase] = [
    ScalingCase("one long value", unit: 100_000) {
      repeated("v", $0, around: ("\"k\" = \"", "\";"))
    },
    ScalingCase("many entries on one line", unit: 2_000) {
      Array((0..<($0)).map { "\"k\($0)\" = \"v\";" }.joined().utf8)
    },
    ScalingCase("many entries on many lines, UTF-16", unit: 2_000) {
      let text = (0..<($0)).map { "/* c */\n\"k\($0)\" = \"v\";\n" }.joined()
      return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    },
    ScalingCase("many escapes", unit: 10_000) {
      repeated("\\U00e9\\n\\101", $0, around: ("\"k\" = \"", "\";"))
    },
    ScalingCase("nested arrays", unit: 20_000) { nested("(", "\"x\"", ")", $0) },
    ScalingCase("nested arrays in a value", unit: 20_000) {
      Array(
        ("\"k\" = " + String(decoding: nested("(", "\"x\"", ")", $0), as: UTF8.self) + ";").utf8)
    },
    ScalingCase("nested dictionaries", unit: 20_000) { nested("{a = ", "b", ";}", $0) },
    ScalingCase("unclosed arrays", unit: 20_000) { repeated("(", $0, around: ("\"k\" = ", "")) },
    ScalingCase("unterminated comments", unit: 50_000) { repeated("/*", $0) },
    ScalingCase("many comments", unit: 10_000) {
      repeated("/* c */ // d\n", $0, around: ("", "\"k\" = \"v\";"))
    },
    ScalingCase("line comment of near-separators", unit: 30_000) {
      repeated("\u{2026}\u{2027}", $0, around: ("// ", "\n\"k\" = \"v\";"))
    },
    ScalingCase("block comment of stars", unit: 50_000) {
      repeated("* ", $0, around: ("/* ", " */ \"k\" = \"v\";"))
    },
    ScalingCase("entries far apart", unit: 2_000) {
      Array(
        (0..<($0)).map { "\"k\($0)\" =\n\n\n\"v\";" + String(repeating: "\n", count: 20) }
          .joined().utf8)
    },
    ScalingCase("unterminated quote", unit: 30_000) {
      repeated("a\\\"", $0, around: ("\"k\" = \"", ""))
    },
    ScalingCase("many broken entries", unit: 5_000) { repeated("\"k\" = \"v\"\n", $0) },
    ScalingCase("XML property list", unit: 2_000) {
      let entries = (0..<($0)).map { "<key>k\($0)</key><string>v</string>" }.joined()
      return Array(("<?xml version=\"1.0\"?><plist><dict>" + entries + "</dict></plist>").utf8)
    },
  ]

  /// String Catalogs: many keys, long strings, many escapes, many duplicate keys, and deep or
  /// unclosed nesting (refused past the reader's depth limit, which must cost no more).
  static let catalogs: [ScalingCase] = [
    ScalingCase("many keys", unit: 2_000) {
      let keys = (0..<($0)).map {
        "    \"key \($0)\" : {\n      \"localizations\" : {\n        \"de\" : {\n          "
          + "\"stringUnit\" : {\n            \"state\" : \"translated\",\n            "
          + "\"value\" : \"Wert %@\"\n          }\n        }\n      }\n    }"
      }
      return Array(
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
          + keys.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}").utf8)
    },
    ScalingCase("one long value", unit: 100_000) {
      repeated(
        "v", $0, around: ("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"", "\"}}}"))
    },
    ScalingCase("many escapes", unit: 10_000) {
      repeated("\\n\\u00e9\\ud83d\\ude00\\\"", $0, around: ("{\"a\":\"", "\"}"))
    },
    ScalingCase("one key repeated", unit: 5_000) {
      repeated("\"k\":1,", $0, around: ("{", "\"k\":2}"))
    },
    ScalingCase("nested arrays", unit: 20_000) { nested("[", "1", "]", $0) },
    ScalingCase("nested objects", unit: 20_000) { nested("{\"a\":", "1", "}", $0) },
    ScalingCase("unclosed objects", unit: 20_000) { repeated("{\"a\":", $0) },
    ScalingCase("unterminated string", unit: 100_000) {
      repeated("x", $0, around: ("{\"a\":\"", ""))
    },
    ScalingCase("many lines", unit: 20_000) { repeated("\n", $0, around: ("{", "}")) },
  ]
}

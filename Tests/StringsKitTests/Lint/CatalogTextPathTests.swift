import Testing

@testable import StringsKit

/// The paths of catalog texts are read byte by byte when they are ASCII: the parent, the plural
/// case and the substitution name come out as splitting the path into its names gives them.
@Suite struct CatalogTextPathTests {
  static func parentAndPluralCaseBySplit(_ path: String) -> (String, Bool) {
    let components = path.split(separator: ".")
    let parent = components.dropLast().joined(separator: ".")
    return (parent, components.count >= 2 && components[components.count - 2] == "plural")
  }

  static func substitutionNameBySplit(_ path: String) -> String? {
    guard path.hasPrefix("substitutions.") else { return nil }
    return path.dropFirst("substitutions.".count).split(separator: ".").first.map(String.init)
  }

  @Test func randomPathsReadAsTheirSplitNames() {
    let pieces = [
      ".", "..", "plural", "one", "other", "device", "mac", "substitutions", "substitutions.",
      "n", "stringSet", "é", "e\u{301}", "\r\n", "\r", "\u{301}", "pluralé", " ",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let path = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let fast = CatalogTables.parentAndPluralCase(of: path)
      let split = Self.parentAndPluralCaseBySplit(path)
      #expect(
        fast.parent.unicodeScalars.elementsEqual(split.0.unicodeScalars)
          && fast.isPluralCase == split.1, "\(path.debugDescription)")
      let text = CatalogText(
        path: path, value: "", position: SourcePosition(path: "p", line: 1, column: 1))
      let name = Self.substitutionNameBySplit(path)
      #expect(
        text.substitutionName.map { Array($0.unicodeScalars) }
          == name.map { Array($0.unicodeScalars) },
        "\(path.debugDescription)")
    }
    for path in [
      "plural.one", "device.mac.plural.few", "substitutions.n.plural.other", "substitutions.n",
      "one", "", "substitutions..plural.one", ".plural.one", "plural..one",
    ] {
      let fast = CatalogTables.parentAndPluralCase(of: path)
      let split = Self.parentAndPluralCaseBySplit(path)
      #expect(
        fast.parent.unicodeScalars.elementsEqual(split.0.unicodeScalars)
          && fast.isPluralCase == split.1, "\(path)")
    }
  }
}

import Foundation
import Testing

@testable import StringsKit

/// Every `.stringsdict` ``StringsdictWriter`` writes reads back as exactly the entries meant, by
/// Unicode scalars: through our own ``StringsdictParser`` (in file order, with no finding) and
/// through CoreFoundation (`plutil -convert json`), on generated entries full of awkward text:
/// XML specials, entity and CDATA look-alikes, raw and CR LF line breaks, control characters,
/// canonically equivalent spellings, astral characters; tab or space indentation, LF or CR LF.
@Suite struct StringsdictWriterPropertyTests {
  static let pieces = [
    "files", "&", "<b>", "a > b", "]]>", "<![CDATA[", "&amp;", "&#13;", "<!-- c -->", "\r",
    "\r\n", "\n", "\t", "  ", "\u{1}", "\u{8}", "\u{1F}", "\u{7F}", "\u{85}", "\u{2028}",
    "\u{E9}", "e\u{301}", "🙂", "%d", "%#@n@", "%1$@", "\"q\"", "it's", "файлы", "",
  ]

  static func entries(seed: UInt64) -> (
    entries: [StringsdictWriter.Entry], lineEnding: LineEnding, unit: String
  ) {
    var rng = SplitMix64(seed: seed)
    func text() -> String {
      (0..<Int.random(in: 0...4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
        .joined()
    }
    let names =
      PluralCategory.allCases.map(\.rawValue) + ["iphone", "mac", "20", "singular"]
    let entries = (0..<Int.random(in: 0...8, using: &rng)).map { index in
      // A unique prefix keeps keys apart even when their rest is canonically equivalent.
      let variables = (0..<Int.random(in: 0...2, using: &rng)).map { number in
        StringsdictWriter.Entry.Variable(
          name: "v\(number)" + text(),
          ruleType: Bool.random(using: &rng)
            ? PluralDefinition.Variable.pluralRuleType
            : [PluralDefinition.Variable.deviceRuleType, nil].randomElement(using: &rng)!,
          valueType: ["d", "lld", "f", "@", nil].randomElement(using: &rng)!,
          texts: names.filter { _ in Bool.random(using: &rng) }.map { ($0, text()) })
      }
      return StringsdictWriter.Entry(
        key: "k\(index)" + text(), format: text(), variables: variables)
    }
    return (entries, Bool.random(using: &rng) ? .lf : .crlf, Bool.random(using: &rng) ? "\t" : "  ")
  }

  /// The entries as our parser reads them back, in file order.
  static func readBack(_ file: StringsdictFile) -> [StringsdictWriter.Entry] {
    file.definitions.map { definition in
      StringsdictWriter.Entry(
        key: definition.key, format: definition.format?.text ?? "<none>",
        variables: definition.variables.map { variable in
          StringsdictWriter.Entry.Variable(
            name: variable.name, ruleType: variable.ruleType?.text,
            valueType: variable.valueType?.text,
            texts: variable.texts.map { ($0.name, $0.text.text) })
        })
    }
  }

  @Test(arguments: 0..<300)
  func writtenFileReadsBackAsMeant(seed: Int) {
    let (entries, lineEnding, unit) = Self.entries(seed: UInt64(seed))
    let text = StringsdictWriter.file(entries, lineEnding: lineEnding, unit: unit)
    let file = StringsdictParser.parse(Data(text.utf8), path: "L.stringsdict")
    #expect(file.diagnostics.isEmpty, "seed \(seed): \(file.diagnostics)")
    #expect(file.format == .xml)
    #expect(Self.readBack(file) == entries, "seed \(seed)")
  }

  /// The entries as CoreFoundation should read them.
  static func literal(_ entries: [StringsdictWriter.Entry]) -> String {
    var root: [String: Any] = [:]
    var keys: [String] = []
    for entry in entries {
      var fields: [String: Any] = [PluralDefinition.formatKey: entry.format]
      for variable in entry.variables {
        var values: [String: Any] = [:]
        if let ruleType = variable.ruleType { values["NSStringFormatSpecTypeKey"] = ruleType }
        if let valueType = variable.valueType { values["NSStringFormatValueTypeKey"] = valueType }
        for (name, text) in variable.texts { values[name] = text }
        fields[variable.name] = values
      }
      root[entry.key] = fields
      keys.append(entry.key)
    }
    return PropertyListLiteral.of(root)
  }

  @Test func writtenFilesReadBackThroughPlutil() throws {
    guard let plutil = StringsFilePlutilDifferentialTests.plutil else {
      print("skipping: no plutil next to swift")
      return
    }
    let work = TemporaryDirectory()
    for seed in 0..<80 {
      let (entries, lineEnding, unit) = Self.entries(seed: UInt64(seed))
      let path = try work.write(
        "\(seed).stringsdict", StringsdictWriter.file(entries, lineEnding: lineEnding, unit: unit))
      let json = StringsFilePlutilDifferentialTests.run(
        plutil, ["-convert", "json", "-o", "-", path])
      #expect(json.status == 0, "seed \(seed): \(String(decoding: json.error, as: UTF8.self))")
      let object = try JSONSerialization.jsonObject(with: json.output)
      #expect(PropertyListLiteral.of(object) == Self.literal(entries), "seed \(seed)")
      let native = try PropertyListSerialization.propertyList(
        from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil)
      #expect(PropertyListLiteral.of(native) == Self.literal(entries), "seed \(seed)")
    }
  }
}

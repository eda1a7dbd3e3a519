import Foundation
import Testing

@testable import StringsKit

/// `--compile-format binary` on every catalog of the shared corpus: each binary `.strings` and
/// `.stringsdict` reads back through CoreFoundation as exactly what the text form reads back as
/// (the text form's own fidelity is ``CatalogCompileCorpusTests``), and `plutil -lint` accepts
/// every one.
@Suite struct CatalogCompileBinaryTests {
  @Test func binaryTablesReadAsTheTextOnes() throws {
    let catalogs = Fixtures.sharedCatalogs
    if catalogs.isEmpty {
      print("skipping: ../shared/corpus/xcstrings is not there")
      return
    }
    let work = TemporaryDirectory()
    var written: [String] = []
    for (number, url) in catalogs.enumerated() {
      let catalog = CatalogReader.read(try [UInt8](Data(contentsOf: url)), path: url.path)
      let compiled = CatalogCompiler.compile(catalog)
      for language in compiled.languages {
        let pairs = [
          (
            language.strings.isEmpty, "strings", language.stringsData(),
            language.stringsData(format: .binary)
          ),
          (
            language.stringsdict.isEmpty, "stringsdict", language.stringsdictData(),
            language.stringsdictData(format: .binary)
          ),
        ]
        for (isEmpty, suffix, text, binary) in pairs where !isEmpty {
          #expect(binary.starts(with: Data("bplist00".utf8)))
          let fromText = try PropertyListSerialization.propertyList(from: text, format: nil)
          let fromBinary = try PropertyListSerialization.propertyList(from: binary, format: nil)
          #expect(
            Self.literal(fromBinary) == Self.literal(fromText),
            "\(url.lastPathComponent) \(language.language) .\(suffix)")
          let path = try work.write("\(number)/\(language.language).\(suffix)", binary)
          written.append(path)
        }
      }
    }
    #expect(written.count > 500)
    guard let plutil = StringsFilePlutilDifferentialTests.plutil else {
      print("skipping the plutil part: no plutil next to swift")
      return
    }
    for chunk in stride(from: 0, to: written.count, by: 200) {
      let files = Array(written[chunk..<min(chunk + 200, written.count)])
      let lint = StringsFilePlutilDifferentialTests.run(plutil, ["-lint"] + files)
      #expect(lint.status == 0, "\(String(decoding: lint.output, as: UTF8.self))")
    }
  }

  /// A property list of strings and dictionaries by Unicode scalars, keys sorted.
  static func literal(_ object: Any) -> String {
    switch object {
    case let text as String: return "\(Array(text.unicodeScalars))"
    case let dictionary as [String: Any]:
      return "{"
        + dictionary.map { ("\(Array($0.key.unicodeScalars))", literal($0.value)) }
        .sorted { $0.0 < $1.0 }.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}"
    default: return "?\(type(of: object))"
    }
  }
}

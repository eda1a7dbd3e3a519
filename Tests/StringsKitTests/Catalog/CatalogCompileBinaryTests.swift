import Foundation
import Testing

@testable import StringsKit

/// `--compile-format binary` on every catalog of the shared corpus: each binary `.strings` and
/// `.stringsdict` reads back through CoreFoundation as exactly what the text form reads back as
/// (the text form's own fidelity is ``CatalogCompileCorpusTests``), and `plutil -lint` accepts
/// every one.
@Suite struct CatalogCompileBinaryTests {
  @Test func binaryTablesReadAsTheTextOnes() throws {
    let catalogs = try Fixtures.readSharedCatalogs()
    if catalogs.isEmpty { return }
    let work = TemporaryDirectory()
    var written: [String] = []
    for (number, (url, catalog)) in catalogs.enumerated() {
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
            PropertyListLiteral.of(fromBinary) == PropertyListLiteral.of(fromText),
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
}

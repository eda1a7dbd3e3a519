import Foundation
import Testing

@testable import StringsKit

/// The writer's output reads back, with our reader and with expat, as exactly the document
/// written; the same document always gives the same bytes.
@Suite struct XLIFFRoundTripTests {
  /// Texts that need escaping, line breaks of every kind, spaces at the ends, combining marks.
  static let awkward = [
    "", " lead and trail ", "Tom & Jerry", "<b>bold</b>", "a ]]> b", "\"double\" 'single'",
    "line\nbreak", "cr\rlf\r\n", "tab\there", "e\u{301} vs é", "😀 %1$@ %2$ld %%", "&amp;",
  ]

  static func randomText(_ random: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<(random.next() % 4) {
      text += awkward[Int(random.next() % UInt64(awkward.count))]
    }
    return text
  }

  static func randomDocument(seed: UInt64) -> XLIFFDocument {
    var random = SplitMix64(seed: seed)
    var files: [XLIFFDocument.File] = []
    for f in 0..<(1 + random.next() % 3) {
      var file = XLIFFDocument.File(
        original: "R/en.lproj/T\(f) & <x>.strings", sourceLanguage: "en", targetLanguage: "es",
        tool: .init(id: "t", name: "n\"q", version: "1", buildNumber: nil))
      for u in 0..<(random.next() % 8) {
        var unit = XLIFFDocument.Unit(id: "\(u)" + randomText(&random), source: randomText(&random))
        if random.next() % 2 == 0 {
          unit.target = .init(
            randomText(&random), state: random.next() % 3 == 0 ? nil : "translated")
        }
        let note = randomText(&random)
        if !note.isEmpty {
          unit.notes = [.init(note, from: random.next() % 2 == 0 ? nil : "developer")]
        }
        unit.translate = random.next() % 5 != 0
        unit.approved = random.next() % 5 == 0
        file.units.append(unit)
      }
      files.append(file)
    }
    return XLIFFDocument(files: files)
  }

  @Test(arguments: 0..<40)
  func randomDocumentsReadBackAsWritten(_ seed: Int) throws {
    let document = Self.randomDocument(seed: UInt64(seed))
    let data = XLIFFWriter.data(for: document)
    #expect(XLIFFWriter.data(for: document) == data)
    let read = XLIFFReader.read(data, path: "x.xliff")
    #expect(read.diagnostics.isEmpty)
    #expect(read.document?.withoutPositions == document)
    try expectExpatReads(data, as: document)
  }

  /// expat's view of each unit: id, source, target and notes, as JSON.
  func expectExpatReads(_ data: Data, as document: XLIFFDocument) throws {
    guard IndependentXML.python != nil else {
      print("note: python3 is not installed; the writer is not checked against expat")
      return
    }
    let script = """
      import sys, json, xml.etree.ElementTree as E
      ns = '{urn:oasis:names:tc:xliff:document:1.2}'
      root = E.fromstring(sys.stdin.buffer.read())
      out = []
      for f in root.iter(ns + 'file'):
          for u in f.iter(ns + 'trans-unit'):
              t = u.find(ns + 'target')
              out.append([f.get('original'), u.get('id'), u.find(ns + 'source').text or '',
                          None if t is None else (t.text or ''),
                          [n.text or '' for n in u.findall(ns + 'note')]])
      sys.stdout.write(json.dumps(out))
      """
    let result = try IndependentXML.runPython(script, input: data)
    try #require(result.status == 0, "expat rejected the export: \(result.error)")
    let rows = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [[Any]]
    var expected: [[Any]] = []
    for file in document.files {
      for unit in file.units {
        expected.append([
          file.original, unit.id, unit.source, unit.target?.text as Any,
          unit.notes.isEmpty ? [""] : unit.notes.map(\.text),
        ])
      }
    }
    #expect(rows.count == expected.count)
    for (row, want) in zip(rows, expected) {
      #expect(row[0] as? String == want[0] as? String)
      #expect((row[1] as? String).map(LiteralKey.init) == (want[1] as? String).map(LiteralKey.init))
      #expect((row[2] as? String).map(LiteralKey.init) == (want[2] as? String).map(LiteralKey.init))
      #expect((row[3] as? String).map(LiteralKey.init) == (want[3] as? String).map(LiteralKey.init))
      #expect(row[4] as? [String] == want[4] as? [String])
    }
  }

  @Test func escapingIsAsDocumented() {
    #expect(
      XMLText.escapedContent("a & <b> \"q\" 'a'\r\n\t") == "a &amp; &lt;b&gt; \"q\" 'a'&#13;\n\t")
    #expect(XMLText.escapedAttribute("a\nb\t\"c\"\r") == "a&#10;b&#9;&quot;c&quot;&#13;")
    #expect(XMLText.escapedContent("bell\u{7}") == "bell\u{FFFD}")
    #expect(XMLText.firstForbidden(in: "ok\u{7F}\u{85}") == nil)
    #expect(XMLText.firstForbidden(in: "no\u{1}") == "\u{1}")
  }

  @Test func languageCodesMapToFolders() {
    let folders = ["en", "es-419", "pt-BR", "zh-Hans", "zh-Hant", "nb"]
    #expect(XLIFFLanguage.folder(for: "zh-CN", among: folders) == "zh-Hans")
    #expect(XLIFFLanguage.folder(for: "zh_TW", among: folders) == "zh-Hant")
    #expect(XLIFFLanguage.folder(for: "zh-HK", among: folders) == "zh-Hant")
    #expect(XLIFFLanguage.folder(for: "pt_BR", among: folders) == "pt-BR")
    #expect(XLIFFLanguage.folder(for: "ES-419", among: folders) == "es-419")
    #expect(XLIFFLanguage.folder(for: "nb-NO", among: folders) == "nb")
    #expect(XLIFFLanguage.folder(for: "fr", among: folders) == nil)
    #expect(XLIFFLanguage.folder(for: "ga", among: ["en", "ga-IE"]) == "ga-IE")
    #expect(XLIFFLanguage.folder(for: "zh", among: ["zh-Hans", "zh-Hant"]) == nil)
    #expect(XLIFFLanguage.newFolderName(for: "zh_CN") == "zh-Hans")
    #expect(XLIFFLanguage.newFolderName(for: "pt_PT") == "pt-PT")
  }
}

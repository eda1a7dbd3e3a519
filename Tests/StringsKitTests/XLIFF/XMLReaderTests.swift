import Foundation
import Testing

@testable import StringsKit

/// Bad XML gets one error in words at its line and column, never a crash; good XML reads as
/// every XML parser reads it.
@Suite struct XMLReaderTests {
  static let badInputs: [(xml: String, position: String, message: String)] = [
    ("", "x:1:1", "no root element"),
    ("<a>\n  <b>\n</a>", "x:3:1", "</a> closes <b> (line 2)"),
    ("<a>\n  <b>", "x:2:6", "<b> (line 2) is not closed before the end of the file"),
    ("<a x=\"1\" x=\"2\"/>", "x:1:10", "the attribute x appears twice in <a>"),
    ("<a>&nbsp;</a>", "x:1:4", "unknown entity '&nbsp;'"),
    ("<a>&#1;</a>", "x:1:4", "'&#1;' is a character XML 1.0 does not allow, even as a reference"),
    ("<a>\u{8}</a>", "x:1:4", "the control character U+0008 is not allowed in XML 1.0"),
    ("<a>x</a><b/>", "x:1:9", "unexpected '<' after the root element"),
    ("<a b=c/>", "x:1:6", "the value of b must be quoted"),
    ("<a b=\"<\"/>", "x:1:7", "'<' is not allowed in an attribute value (write '&lt;')"),
    ("<a>]]></a>", "x:1:4", "']]>' is not allowed in text (write ']]&gt;')"),
    ("<a>Tom & Jerry</a>", "x:1:8", "'&' must start a reference such as '&amp;'"),
    (
      "<!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;</a>", "x:1:13",
      "a document type with an internal subset is not read (entity definitions are refused)"
    ),
    (
      "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>", "x:1:1",
      "the encoding 'UTF-16' is not read (XLIFF files are read as UTF-8)"
    ),
    ("<a>\u{FFFE}</a>", "x:1:4", "U+FFFE is not allowed in XML 1.0"),
    ("<a><!-- open </a>", "x:1:4", "a comment is not closed with '-->'"),
    (String(repeating: "<g>", count: 300), "x:1:769", "elements nested deeper than 256"),
  ]

  @Test(arguments: badInputs.indices)
  func badInputIsReportedAtItsPosition(_ index: Int) {
    let input = Self.badInputs[index]
    guard case .failure(let diagnostic) = XMLReader.read(Data(input.xml.utf8), path: "x") else {
      Issue.record("accepted \(input.xml)")
      return
    }
    #expect(diagnostic.position?.description == input.position)
    #expect(diagnostic.message == input.message)
  }

  @Test func invalidUTF8IsReported() {
    guard case .failure(let diagnostic) = XMLReader.read(Data([0x3C, 0x61, 0x3E, 0xFF]), path: "x")
    else {
      Issue.record("accepted invalid UTF-8")
      return
    }
    #expect(DiagnosticFormatter.text(diagnostic).hasPrefix("x:1:4: error: invalid UTF-8"))
  }

  @Test func textIsNormalisedAsXMLRequires() throws {
    let xml =
      "\u{FEFF}<?xml version='1.0' encoding='utf-8'?>\r\n<!-- c --><a k='x\ty&#10;z' "
      + "l=\"&quot;\">a\r\nb\rc&amp;&#x1F600;<![CDATA[<raw> & ]]><b/>tail</a>\n<!-- end -->"
    guard case .root(let root) = XMLReader.read(Data(xml.utf8), path: "x") else {
      Issue.record("rejected a well-formed document")
      return
    }
    #expect(root.attribute("k") == "x y\nz")
    #expect(root.attribute("l") == "\"")
    #expect(root.text == "a\nb\nc&😀<raw> & tail")
    #expect(root.children.map(\.name) == ["b"])
    #expect(root.position.description == "x:2:11")
  }

  /// Seeded mutants of a written document: truncations, flipped bytes, inserted markup. Each
  /// read ends with a document or one error, and expat agrees on which.
  @Test func mutantsNeverCrashAndAgreeWithExpat() throws {
    let export = XLIFFWriter.data(for: XLIFFRoundTripTests.randomDocument(seed: 3))
    var random = SplitMix64(seed: 14)
    var mutants: [Data] = []
    let inserts = ["<", "&", "</x>", "<b>", "\u{1}", "]]>", "\"", "&#0;", "<!--", "\u{FFFF}"]
    for _ in 0..<60 {
      var bytes = [UInt8](export)
      switch random.next() % 3 {
      case 0: bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
      case 1: bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(random.next() & 0xFF)
      default:
        let insert = inserts[Int(random.next() % UInt64(inserts.count))]
        bytes.insert(contentsOf: Array(insert.utf8), at: Int(random.next() % UInt64(bytes.count)))
      }
      mutants.append(Data(bytes))
    }
    for mutant in mutants {
      let ours: Bool
      if case .root = XMLReader.read(mutant, path: "m") { ours = true } else { ours = false }
      guard IndependentXML.python != nil else { continue }
      let theirs =
        try IndependentXML.runPython(
          "import sys, xml.etree.ElementTree as E; E.fromstring(sys.stdin.buffer.read())",
          input: mutant
        ).status == 0
      #expect(ours == theirs, "\(String(decoding: mutant, as: UTF8.self).suffix(200))")
    }
  }
}

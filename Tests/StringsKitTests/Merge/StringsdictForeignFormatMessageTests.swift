import Foundation
import Testing

@testable import StringsKit

/// A `.stringsdict` merge cannot edit is named for what it is: UTF-16 XML was called "a binary
/// or old-style property list".
@Suite struct StringsdictForeignFormatMessageTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>a</key><dict>\
    <key>NSStringLocalizedFormatKey</key><string>x</string></dict></dict></plist>

    """

  static func message(_ data: Data) -> String? {
    let reference = StringsdictParser.parse(Data(xml.utf8), path: "en.stringsdict")
    let file = StringsdictParser.parse(data, path: "de.stringsdict")
    let result = StringsdictMerger().merge(
      reference: reference, into: file, language: "de", referenceLanguage: "en")
    return result.diagnostics.first?.message
  }

  @Test func eachFormatIsNamed() throws {
    var utf16 = Data([0xFF, 0xFE])
    utf16.append(
      Self.xml.replacingOccurrences(of: "UTF-8", with: "UTF-16").data(using: .utf16LittleEndian)!)
    let binary = BinaryPropertyListWriter.data(
      for: .dictionary([("a", .dictionary([("NSStringLocalizedFormatKey", .string("x"))]))]))
    let oldStyle = Data("{ a = { NSStringLocalizedFormatKey = x; }; }".utf8)
    let latin1 = Self.xml.replacingOccurrences(of: "UTF-8", with: "ISO-8859-1").data(
      using: .isoLatin1)!
    for (data, name) in [
      (utf16, "XML in UTF-16"), (binary, "a binary property list"),
      (oldStyle, "an old-style (OpenStep) property list"), (latin1, "XML in ISO-8859-1"),
    ] {
      let file = StringsdictParser.parse(data, path: "de.stringsdict")
      #expect(!file.hasErrors, "\(name): \(file.diagnostics)")
      #expect(
        Self.message(data) == "this .stringsdict is \(name); strings-merge only edits XML in UTF-8")
    }
  }
}

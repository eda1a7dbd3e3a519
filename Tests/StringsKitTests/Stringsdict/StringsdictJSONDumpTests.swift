import Foundation
import Testing

@testable import StringsKit

/// `strings-lint --dump X.stringsdict`: the layout and key order of `JSONSerialization`'s
/// pretty printing, but the values as the file has them, where going through Foundation's
/// types lost them.
@Suite struct StringsdictJSONDumpTests {
  static func dump(_ body: String, pretty: Bool = true) -> String {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>

      """
    return StringsdictParser.parse(Data(xml.utf8), path: "d.stringsdict").jsonDump(pretty: pretty)
  }

  @Test func integersKeepAll64Bits() {
    let text = Self.dump(
      """
      <key>a</key><integer>9007199254740993</integer>
      <key>b</key><integer>-9223372036854775808</integer>
      <key>c</key><integer>18446744073709551615</integer>
      <key>d</key><integer>0x10</integer>
      """, pretty: false)
    #expect(
      text == #"{"a":9007199254740993,"b":-9223372036854775808,"c":18446744073709551615,"d":16}"#)
  }

  /// Before, one NaN made `JSONSerialization` fail and the whole dump was `{}`.
  @Test func realsWithoutAJSONNumberAreStrings() {
    let xml =
      "<key>k</key><string>v</string><key>n</key><real>nan</real><key>i</key><real>-inf</real>"
    #expect(Self.dump(xml, pretty: false) == #"{"i":"-inf","k":"v","n":"nan"}"#)
    let file = StringsdictParser.parse(
      Data("<plist><dict>\(xml)</dict></plist>".utf8), path: "n.stringsdict")
    #expect(file.realsWithoutJSONNumber.count == 2)
  }

  /// Keys are told apart by scalars, as CoreFoundation does: NFC and NFD `café`, `K` and the
  /// Kelvin sign stay two keys each; a repeated key keeps its last value.
  @Test func canonicallyEquivalentKeysStayApart() {
    let text = Self.dump(
      """
      <key>caf&#xE9;</key><string>nfc</string>
      <key>cafe&#x301;</key><string>nfd</string>
      <key>K</key><string>k</string>
      <key>&#x212A;</key><string>kelvin</string>
      <key>K</key><string>last</string>
      """, pretty: false)
    #expect(
      text
        == "{\"cafe\u{301}\":\"nfd\",\"caf\u{E9}\":\"nfc\",\"K\":\"last\",\"\u{212A}\":\"kelvin\"}")
  }

  /// On every fixture without those values the dump is, byte for byte, what
  /// `JSONSerialization` prints (the way it was written before).
  @Test func layoutIsJSONSerializations() throws {
    let urls = Fixtures.files(below: Fixtures.url("stringsdict/ok"), suffix: ".stringsdict")
    #expect(!urls.isEmpty)
    for url in urls {
      let file = StringsdictParser.parse(try Data(contentsOf: url), path: url.path)
      guard let root = file.root else { continue }
      for pretty in [true, false] {
        var options: JSONSerialization.WritingOptions = [
          .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed,
        ]
        if pretty { options.insert(.prettyPrinted) }
        let expected = try JSONSerialization.data(
          withJSONObject: root.propertyListValue.jsonSerializationObject, options: options)
        #expect(
          file.jsonDump(pretty: pretty) == String(decoding: expected, as: UTF8.self),
          "\(url.lastPathComponent)")
      }
    }
  }
}

import Foundation
import Testing

@testable import StringsKit

/// `strings-lint --dump X.strings`: `JSONSerialization`'s layout and key order, with the keys
/// told apart as the runtime's table tells them apart.
@Suite struct StringsFileJSONDumpTests {
  static func dump(_ text: String, pretty: Bool = false) -> String {
    StringsFileParser.parse(Data(text.utf8), path: "t.strings").jsonDump(pretty: pretty)
  }

  /// Before, the table went through a Swift dictionary and the NFC `café` and `K` were lost.
  @Test func canonicallyEquivalentKeysStayApart() {
    let text = Self.dump(
      "\"caf\u{E9}\" = \"nfc\";\n\"cafe\u{301}\" = \"nfd\";\n\"K\" = \"k\";\n"
        + "\"\u{212A}\" = \"kelvin\";\n\"K\" = \"last\";\n")
    #expect(
      text
        == "{\"cafe\u{301}\":\"nfd\",\"caf\u{E9}\":\"nfc\",\"K\":\"last\",\"\u{212A}\":\"kelvin\"}")
  }

  /// Numerically, ignoring case, as `.sortedKeys` orders ASCII keys; values of every kind.
  @Test func orderAndValues() {
    let text = Self.dump(
      #""b10" = "1"; "b9" = "2"; "B" = "3"; "a/b" = ("x", {"z" = "1"; "y" = "2";}); "d" = <0aff>;"#)
    #expect(
      text == #"{"a/b":["x",{"y":"2","z":"1"}],"B":"3","b9":"2","b10":"1","d":"Cv8="}"#)
  }

  /// A `.strings` file may be an XML property list; a real JSON has no number for is written as
  /// a string, as the `.stringsdict` dump writes it (before, it made the whole dump `{}`).
  @Test func realsWithoutAJSONNumberAreStrings() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>n</key><real>nan</real><key>i</key><real>-inf</real><key>r</key><real>1.5</real>
      <key>s</key><string>v</string>
      </dict></plist>

      """
    let file = StringsFileParser.parse(Data(xml.utf8), path: "x.strings")
    #expect(file.jsonDump(pretty: false) == #"{"i":"-inf","n":"nan","r":1.5,"s":"v"}"#)
  }

  /// On every accepted fixture with ASCII keys the dump is, byte for byte, what
  /// `JSONSerialization` prints for the same table.
  @Test func layoutIsJSONSerializations() throws {
    let urls = Fixtures.files(below: Fixtures.url("strings/ok"), suffix: ".strings")
    #expect(urls.count > 10)
    var compared = 0
    for url in urls {
      let file = StringsFileParser.parse(try Data(contentsOf: url), path: url.path)
      let keys = file.entries.map(\.key)
      guard !file.hasErrors, keys.allSatisfy({ $0.unicodeScalars.allSatisfy(\.isASCII) }),
        Set(keys.map(LiteralKey.init)).count == Set(keys).count
      else { continue }
      for pretty in [true, false] {
        var options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { options.insert(.prettyPrinted) }
        let expected = try JSONSerialization.data(
          withJSONObject: file.values.mapValues(\.jsonSerializationObject), options: options)
        #expect(
          file.jsonDump(pretty: pretty) == String(decoding: expected, as: UTF8.self),
          "\(url.lastPathComponent)")
      }
      compared += 1
    }
    #expect(compared > 10)
  }

  /// The input a fuzzer found: 150 nested arrays beside long keys with replaced bytes. The
  /// dump of such a table went through the system locale's collation, where AddressSanitizer
  /// reported a bad free; it is now written without it, and every key is there.
  @Test func deepValuesBesideLongNonASCIIKeys() {
    let first = " = " + String(repeating: "(", count: 180) + "/* Gret\u{FFFD}ing on th)))e"
    let second = " = " + String(repeating: "(", count: 180) + "\u{FEFF}/* Gret\u{FFFD}ing\u{8}\0"
    func quoted(_ key: String) -> String {
      "\""
        + key.replacingOccurrences(of: "\0", with: "\\U0000")
        .replacingOccurrences(of: "\u{8}", with: "\\U0008") + "\""
    }
    let nested = String(repeating: "(", count: 150) + String(repeating: ")", count: 150)
    let text = Self.dump(
      "\(quoted(first)) = \(nested);\n\(quoted(second)) = (\"a\");\n\"b\" = \"c\";\n", pretty: true)
    let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(object?.count == 3)
    #expect(object?[second] as? [String] == ["a"])
  }
}

import Foundation
import Testing

@testable import StringsKit

/// What still goes through `PropertyListSerialization` (old-style property lists, XML in UTF-16
/// or another encoding, and XML `.strings` tables) is bounded by CoreFoundation itself: 100,000
/// levels of nesting are an error, not a crash, and no binary file reaches it.
@Suite struct StringsdictFoundationPathTests {
  @Test func deepNestingThroughFoundationIsAnError() {
    let arrays =
      String(repeating: "<array>", count: 100_000)
      + String(repeating: "</array>", count: 100_000)
    let xml =
      "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><dict><key>k</key>\(arrays)</dict></plist>"
    var utf16 = Data([0xFF, 0xFE])
    utf16.append(xml.data(using: .utf16LittleEndian)!)
    let oldStyle = Data(
      (String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)).utf8)
    for data in [utf16, oldStyle] {
      let file = StringsdictParser.parse(data, path: "d.stringsdict")
      #expect(file.hasErrors)
      #expect(file.format == .foreign)
    }
    let strings = StringsFileParser.parse(
      Data("<?xml version=\"1.0\"?><plist><dict><key>k</key>\(arrays)</dict></plist>".utf8),
      path: "d.strings")
    #expect(strings.hasErrors)
  }
}

import Foundation
import Testing

@testable import StringsKit

/// What an `<integer>`, `<date>`, `<real>`, `<true/>` and `<data>` may hold: CoreFoundation
/// reads integers, dates and data from the raw bytes up to the next `<`, so an entity or CDATA
/// section there makes the whole table unreadable at runtime, while a `<real>` resolves them.
/// Each case's verdict was taken from `plutil -lint`; the reader must agree, and when `plutil`
/// is installed next to swift it is asked again.
@Suite struct StringsdictScalarElementTests {
  static let cases: [(element: String, accepted: Bool)] = [
    ("<integer>5</integer>", true),
    ("<integer><![CDATA[5]]></integer>", false),
    ("<integer>&#53;</integer>", false),
    ("<integer>1<![CDATA[5]]></integer>", false),
    ("<integer>1&#53;</integer>", false),
    ("<integer>5&lt;</integer>", false),
    ("<integer><!-- c -->5</integer>", false),
    ("<integer>5<!-- c --></integer>", false),
    ("<integer> 5</integer>", true),
    ("<integer>5 </integer>", false),
    ("<integer>- 5</integer>", true),
    ("<integer>0x10</integer>", true),
    ("<integer>0x</integer>", false),
    ("<date>2020-01-01T00:00:00Z</date>", true),
    ("<date><![CDATA[2020-01-01T00:00:00Z]]></date>", false),
    ("<date>&#50;020-01-01T00:00:00Z</date>", false),
    ("<date>2020-01-01T00:00:00&#90;</date>", false),
    ("<date>2020-01-01T00:00:00Z<![CDATA[]]></date>", false),
    ("<date> 2020-01-01T00:00:00Z</date>", false),
    ("<real>1.5</real>", true),
    ("<real><![CDATA[1.5]]></real>", true),
    ("<real>&#49;.5</real>", true),
    ("<real>1.5<![CDATA[]]></real>", true),
    ("<true></true>", true),
    ("<true>x</true>", false),
    ("<true><![CDATA[]]></true>", false),
    ("<true>&#49;</true>", false),
    ("<true> </true>", false),
    ("<data>AAE=</data>", true),
    ("<data><![CDATA[AAE=]]></data>", false),
    ("<data>&#65;AE=</data>", true),
  ]

  static func document(_ element: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>k</key>
      \t\(element)
      </dict>
      </plist>

      """.utf8)
  }

  @Test func readerAcceptsWhatCoreFoundationAccepts() {
    for (element, accepted) in Self.cases {
      let file = StringsdictParser.parse(Self.document(element), path: "s.stringsdict")
      #expect(file.hasErrors == !accepted, "\(element): \(file.diagnostics)")
      if !accepted {
        #expect(file.diagnostics.first?.position?.line == 5, "\(element): \(file.diagnostics)")
      }
    }
  }

  @Test func plutilAgrees() async throws {
    typealias Strings = StringsFilePlutilDifferentialTests
    guard let plutil = Strings.plutil else {
      print("skipping: plutil is not installed next to swift")
      return
    }
    let work = TemporaryDirectory()
    var urls: [URL] = []
    for (index, (element, _)) in Self.cases.enumerated() {
      let url = URL(fileURLWithPath: "\(work.path)/c\(index).stringsdict")
      try Self.document(element).write(to: url)
      urls.append(url)
    }
    let verdicts = await Strings.verdicts(plutil, for: urls)
    for (index, (element, accepted)) in Self.cases.enumerated() {
      #expect(verdicts[urls[index]]?.accepted == accepted, "\(element)")
    }
  }
}

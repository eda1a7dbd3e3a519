import Foundation
import Testing

@testable import StringsKit

/// A `.stringsdict` or catalog unit holding a character XML 1.0 cannot carry is left out of the
/// export with a warning at the table's start, as a `.strings` unit is (export-escaping golden).
@Suite struct XLIFFUnwritableUnitTests {
  @Test func stringsdictUnitsWithAForbiddenCharacterAreLeftOut() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>ok</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key>
      <string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>
      <string>d</string><key>one</key><string>%d bell\u{7}</string>
      <key>other</key><string>%d bells</string></dict></dict>
      </dict></plist>
      """
    let reference = StringsdictParser.parse(Data(plist.utf8), path: "en.lproj/L.stringsdict")
    #expect(!reference.hasErrors, "\(reference.diagnostics)")
    let (file, diagnostics) = XLIFFStringsdictUnits.file(
      original: "en.lproj/L.stringsdict", reference: reference, translation: nil,
      sourceLanguage: "en", targetLanguage: "es", tool: nil)
    #expect(
      file.units.map(\.id) == [
        "/ok:dict/NSStringLocalizedFormatKey:dict/:string", "/ok:dict/n:dict/many:dict/:string",
        "/ok:dict/n:dict/other:dict/:string",
      ])
    #expect(
      diagnostics.map { DiagnosticFormatter.text($0) } == [
        "en.lproj/L.stringsdict:1:1: warning: \"/ok:dict/n:dict/one:dict/:string\" holds "
          + "U+0007, which XML 1.0 cannot carry; not exported\n"
      ])
  }

  /// A catalog's comment becomes the unit's note, so a forbidden character there counts too;
  /// the warning is at the key.
  @Test func catalogUnitsWithAForbiddenCharacterInTheirNoteAreLeftOut() {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "bad":{"comment":"bell \\u0007"},"good":{"comment":"fine"}}}
      """
    let catalog = CatalogReader.read(Array(json.utf8), path: "L.xcstrings")
    let (file, diagnostics) = XLIFFCatalogUnits.file(
      original: "L.xcstrings", catalog: catalog, sourceLanguage: "en", targetLanguage: "es",
      tool: nil)
    #expect(file.units.map(\.id) == ["good"])
    #expect(
      diagnostics.map { DiagnosticFormatter.text($0) } == [
        "L.xcstrings:2:1: warning: \"bad\" holds U+0007, which XML 1.0 cannot carry; not exported\n"
      ])
  }
}

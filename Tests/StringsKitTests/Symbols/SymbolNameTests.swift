import Testing

@testable import StringsKit

/// The naming rule, pinned: these are the names Xcode 26 forms for these keys (its collision
/// errors name "Allow uploads" / "Allow Uploads", "OK" / "Ok", "glucose" / "Glucose: %@").
@Suite struct SymbolNameTests {
  @Test(arguments: [
    ("cart.checkout.title", "cartCheckoutTitle"),
    ("Allow uploads", "allowUploads"),
    ("Allow Uploads", "allowUploads"),
    ("• Allow uploads", "allowUploads"),
    ("OK", "ok"),
    ("Ok", "ok"),
    ("Glucose: %@", "glucose"),
    ("Hello, %@!", "hello"),
    ("%d rounds of %@", "roundsOf"),
    ("%1$lld of %2$#@files@ left", "ofLeft"),
    ("URLScheme", "urlScheme"),
    ("welcomeTitle", "welcomeTitle"),
    ("iPhone only", "iPhoneOnly"),
    ("close-button", "closeButton"),
    ("strings.get_ready", "stringsGetReady"),
    ("Ready for today's workout?", "readyForTodaysWorkout"),
    ("2 hours", "_2Hours"),
    ("100%%", "_100"),
    ("Größe ändern", "größeÄndern"),
  ])
  func member(key: String, name: String) {
    #expect(SymbolName.member(forKey: key) == name)
  }

  @Test(arguments: ["%@", "…", "", "%%", "%1$@ – %2$@"])
  func keysWithoutName(key: String) {
    #expect(SymbolName.member(forKey: key) == nil)
  }

  @Test func tableTypeNames() {
    #expect(SymbolName.type(forTable: "InfoPlist") == "InfoPlist")
    #expect(SymbolName.type(forTable: "main menu") == "MainMenu")
    #expect(SymbolName.type(forTable: "3D") == "_3D")
  }

  @Test func keywordsAreBackticked() {
    #expect(SymbolName.declared("default") == "`default`")
    #expect(SymbolName.declared("done") == "done")
  }

  /// Collisions and nameless keys: the first in scalar order keeps the name, a warning for each
  /// other, and the same names however the input is ordered.
  @Test func namingIsDeterministic() {
    let position = SourcePosition(path: "en.lproj/Localizable.strings", line: 1, column: 1)
    let keys = ["Allow uploads", "Allow Uploads", "• Allow uploads", "%@", "…", "Done"]
    let entries = keys.map { SymbolEntry(key: $0, value: $0, position: position) }
    let naming = SymbolNaming(entries)
    let names = naming.assignments.map { "\($0.entry.key)=\($0.name)" }
    #expect(
      names == [
        "%@=unnamed_1", "Allow Uploads=allowUploads", "Allow uploads=allowUploads_2",
        "Done=done", "• Allow uploads=allowUploads_3", "…=unnamed_2",
      ])
    #expect(
      SymbolNaming(entries.reversed()).assignments.map(\.name) == naming.assignments.map(\.name))
    #expect(naming.diagnostics.count == 4)
    #expect(
      naming.diagnostics.map(\.message).contains(
        "key \"Allow uploads\" gives the symbol 'allowUploads', as \"Allow Uploads\" does: rename "
          + "one of the keys, or remove the one no longer used; generated as 'allowUploads_2'"))
  }
}

import Testing

@testable import StringsKit

/// How paths map to resource folder, language and table; the byte-wise reading of ASCII paths
/// must agree with the character-wise one.
@Suite struct LocalizationProjectTests {
  @Test func groupsByFolderLanguageAndTable() {
    let project = LocalizationProject(files: [
      "/p/R/en.lproj/Main.strings", "/p/R/de.lproj/Main.strings", "/p/R/de.lproj/Main.stringsdict",
      "en.lproj/Root.strings", "/p/loose.strings", "/p/.lproj/x.strings", "/p/R/é.lproj/M.strings",
    ])
    #expect(project.resourceFolders.map(\.path) == ["", "/p/R"])
    #expect(project.resourceFolders[1].languages == ["de", "en", "é"])
    #expect(project.resourceFolders[1].tables["de"]?["Main"] == "/p/R/de.lproj/Main.strings")
    #expect(
      project.resourceFolders[1].stringsdicts["de"]?["Main"] == "/p/R/de.lproj/Main.stringsdict")
    #expect(project.resourceFolders[0].tables["en"]?["Root"] == "en.lproj/Root.strings")
    #expect(project.looseFiles == ["/p/.lproj/x.strings", "/p/loose.strings"])
  }

  @Test func asciiPathsReadAsByCharacters() {
    var random = SplitMix64(seed: 0x1770)
    let pieces = [
      "/", "/", "a", "en", ".lproj", ".strings", ".stringsdict", ".", "\r\n", "\r",
      "x.lproj/", "lproj", "strings", "//",
    ]
    for _ in 0..<20_000 {
      let count = Int(random.next() % 8)
      let path = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
        .joined()
      let expected = LocalizationProject.location(of: path)
      let fast = LocalizationProject.asciiLocation(of: path)
      #expect(fast != nil, "\(path.debugDescription) is ASCII")
      let actual = fast ?? nil
      #expect(actual?.folder == expected?.folder, "\(path.debugDescription)")
      #expect(actual?.language == expected?.language, "\(path.debugDescription)")
      #expect(actual?.table == expected?.table, "\(path.debugDescription)")
      #expect(actual?.suffix == expected?.suffix, "\(path.debugDescription)")
    }
    #expect(LocalizationProject.asciiLocation(of: "/p/é.lproj/M.strings") == nil)
  }
}

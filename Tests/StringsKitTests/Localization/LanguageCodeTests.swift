import Testing

@testable import StringsKit

/// Language codes as Xcode names `.lproj` folders are accepted; anything that would make a path
/// other than one folder beside the others is refused.
@Suite struct LanguageCodeTests {
  @Test func codesXcodeUsesAreAccepted() {
    for code in [
      "en", "pt-BR", "zh-Hans", "zh_Hant_TW", "es-419", "sr-Latn", "Base", "mul", "zh-Hant-HK",
      "en-US-POSIX", "ga-IE", "fil", "ES-419",
    ] {
      #expect(LanguageCode.isValid(code), "\(code)")
      #expect(LanguageCode.problem(with: code) == nil)
    }
  }

  @Test func codesThatAreNotOneFolderNameAreRefused() {
    for code in [
      "", ".", "..", "/", "\\", "es/x", "../../../../tmp/x", "../../../../escaped", "en\0",
      "e", "-en", "en-", "en--US", "en US", "é", "en.lproj", "x-toolongsubtag", "12", "en-US/",
      "~", "en\n",
    ] {
      #expect(!LanguageCode.isValid(code), "\(code.debugDescription)")
      #expect(LanguageCode.problem(with: code)?.contains("is not a language code") == true)
    }
  }

  /// The rule as first written: split at `-` and `_`, then each subtag checked.
  static func isValidBySubtags(_ code: String) -> Bool {
    func isLetter(_ byte: UInt8) -> Bool { (97...122).contains(byte | 0x20) }
    let subtags = code.utf8.split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
    guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy(isLetter)
    else { return false }
    return subtags.dropFirst().allSatisfy { subtag in
      (1...8).contains(subtag.count)
        && subtag.allSatisfy { isLetter($0) || (48...57).contains($0) }
    }
  }

  /// The one-pass check agrees with the subtag split on random codes of letters, digits,
  /// separators and other characters.
  @Test func randomCodesAreJudgedAsBySubtags() {
    let pieces = ["a", "Z", "e", "0", "9", "-", "_", "é", ".", "@", "`", "{", " ", "abcdefgh"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let code = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      #expect(LanguageCode.isValid(code) == Self.isValidBySubtags(code), "\(code)")
    }
  }
}

/// The last check before a write: only paths below the folder given pass, `.` and `..`
/// resolved as written.
@Suite struct OutputFolderTests {
  @Test func pathsBelowTheFolderPass() throws {
    #expect(OutputFolder.contains("/out/en.lproj/A.strings", inside: "/out"))
    #expect(OutputFolder.contains("/out/./en.lproj/A.strings", inside: "/out/"))
    #expect(OutputFolder.contains("/out/a/../en.lproj/A.strings", inside: "/out"))
    try OutputFolder.check("/out/x", inside: "/out")
  }

  @Test func pathsOutsideAreRefused() {
    for path in [
      "/out/../../../../escaped.lproj/A.strings", "/out/../x", "/out", "/outside/a", "/a",
      "out/a", "/out/en.lproj/../../x",
    ] {
      #expect(!OutputFolder.contains(path, inside: "/out"), "\(path)")
    }
    #expect(throws: StringsError.outsideFolder(path: "shown", folder: "/out")) {
      try OutputFolder.check("/out/../x", inside: "/out", displayPath: "shown")
    }
  }
}

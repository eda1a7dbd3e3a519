import Foundation
import Testing

@testable import StringsKit

@Suite struct GlobPatternTests {
  let root: String

  init() throws {
    root = ScratchFolder.make("glob")
    for path in [
      "a.swift", "b.txt", "Sub/c.swift", "Sub/Deep/d.swift", "Sub/Deep/e.m", ".hidden/f.swift",
    ] {
      let full = "\(root)/\(path)"
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data().write(to: URL(fileURLWithPath: full))
    }
  }

  @Test func doubleStarMatchesAnyDepthIncludingNone() {
    #expect(
      GlobPattern("**/*.swift").expand(workingDirectory: root)
        == ["Sub/Deep/d.swift", "Sub/c.swift", "a.swift"])
  }

  @Test func singleStarStaysInOneFolder() {
    #expect(GlobPattern("*.swift").expand(workingDirectory: root) == ["a.swift"])
    #expect(GlobPattern("Sub/*/*.?").expand(workingDirectory: root) == ["Sub/Deep/e.m"])
  }

  @Test func classesAndAbsolutePatterns() {
    #expect(GlobPattern("[ab].*").expand(workingDirectory: root) == ["a.swift", "b.txt"])
    #expect(GlobPattern("[!a].*").expand(workingDirectory: root) == ["b.txt"])
    #expect(
      GlobPattern("\(root)/Sub/**/d.swift").expand(workingDirectory: "/") == [
        "\(root)/Sub/Deep/d.swift"
      ])
  }

  /// `**` follows links to folders, but not one back to a folder on its own path: the
  /// expansion would never end.
  @Test func doubleStarStopsAtALinkLoop() throws {
    try FileManager.default.createSymbolicLink(
      atPath: "\(root)/Sub/Deep/up", withDestinationPath: "../..")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root)/Sub/deep", withDestinationPath: "Deep")
    #expect(
      GlobPattern("**/*.swift").expand(workingDirectory: root)
        == ["Sub/Deep/d.swift", "Sub/c.swift", "Sub/deep/d.swift", "a.swift"])
  }

  /// Literal folders then `**/*.swift` is a walk of the folder; anything else is not.
  @Test(
    arguments: [
      ("**/*.swift", ""), ("Sources/App/**/*.swift", "Sources/App"), ("/src/**/*.swift", "/src"),
      (".build/**/*.swift", ".build"), ("Sources/*/**/*.swift", nil), ("**/*.m", nil),
      ("**/a*.swift", nil), ("./**/*.swift", nil), ("../**/*.swift", nil), ("*.swift", nil),
      ("**/**/*.swift", nil),
    ] as [(String, String?)])
  func walkedFolder(pattern: String, folder: String?) {
    #expect(GlobPattern(pattern).walkedFolder(suffix: ".swift") == folder)
  }

  @Test func hiddenFoldersNeedAnExplicitDot() {
    #expect(GlobPattern(".*/*.swift").expand(workingDirectory: root) == [".hidden/f.swift"])
  }

  /// Decided on bytes, as the characters decide: a metacharacter that a combining mark joins
  /// into another character is not one.
  @Test(arguments: [
    ("a.swift", false), ("Sources/**/*.swift", true), ("a?.swift", true), ("[ab].swift", true),
    ("\u{E9}t\u{E9}/*.swift", true), ("\u{E9}t\u{E9}/a.swift", false), ("a\\b.swift", false),
    ("a*\u{301}.swift", false), ("a*\u{301}/*.swift", true), ("\u{1F600}?", true), ("", false),
    ("]-!^", false),
  ])
  func isPatternAgreesWithCharacters(text: String, expected: Bool) {
    #expect(GlobPattern.isPattern(text) == expected)
    #expect(GlobPattern.isPattern(text) == text.contains { $0 == "*" || $0 == "?" || $0 == "[" })
  }

  @Test func starBacktrackingIsNotExponential() {
    let name = Array(String(repeating: "a", count: 200).unicodeScalars)
    let pattern = Array((String(repeating: "*a", count: 30) + "b").unicodeScalars)
    #expect(!GlobPattern.match(pattern[...], name[...]))
  }
}

@Suite struct DisplayPathTests {
  let display = DisplayPath(workingDirectory: "/work/project")

  @Test(arguments: [
    ("a/b.strings", "/work/project/a/b.strings"),
    ("/x/y", "/x/y"),
    ("./a//b/../c", "/work/project/a/c"),
    ("..", "/work"),
    ("/x/y/", "/x/y"),
    ("/x/.hidden/a", "/x/.hidden/a"),
    ("/x/a./b", "/x/a./b"),
    ("/x/..a/b", "/x/..a/b"),
    ("/x/y/.", "/x/y"),
    ("/x/y/..", "/x"),
    ("/", "/"),
    ("/../..", "/"),
    ("./é/../e\u{301}", "/work/project/e\u{301}"),
    // A combining mark after a slash is one Character with it, yet the slash still separates.
    ("/x/\u{301}y/..", "/x"),
    ("/\u{301}", "/\u{301}"),
  ])
  func absoluteNormalisesOnlyWhenNeeded(path: String, expected: String) {
    #expect(display.absolute(path) == expected)
  }

  /// Random paths of awkward components normalise as a plain component walk over the bytes says.
  @Test func absoluteAgreesWithAComponentWalk() {
    let components = ["a", "é", "e\u{301}", ".", "..", "", ".a", "a.", "...", "\u{301}"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let count = Int.random(in: 0...6, using: &generator)
      let parts = (0..<count).map { _ in components.randomElement(using: &generator)! }
      let path = (Bool.random(using: &generator) ? "/" : "") + parts.joined(separator: "/")
      let joined = path.utf8.first == UInt8(ascii: "/") ? path : "/work/project/" + path
      var kept: [[UInt8]] = []
      for part in Array(joined.utf8).split(separator: UInt8(ascii: "/")) {
        switch Array(part) {
        case Array(".".utf8): continue
        case Array("..".utf8): if !kept.isEmpty { kept.removeLast() }
        default: kept.append(Array(part))
        }
      }
      let expected =
        kept.isEmpty ? "/" : String(decoding: kept.flatMap { [0x2F] + $0 }, as: UTF8.self)
      #expect(
        Array(display.absolute(path).utf8) == Array(expected.utf8), "\(path.debugDescription)")
    }
  }

  @Test func displayIsRelativeBelowTheWorkingDirectory() {
    #expect(display.display("/work/project/en.lproj/A.strings") == "en.lproj/A.strings")
    #expect(display.display("/work/projectile/A.strings") == "/work/projectile/A.strings")
    #expect(display.display("/work/project") == ".")
  }

  /// The suffix test for `*` + plain text agrees with the scalar matcher on random names and
  /// components, combining marks and look-alike scalars included.
  @Test func matcherAgreesWithTheScalarMatch() {
    let pieces = ["a", ".", "swift", "é", "e", "\u{301}", "*", "?", "[a-f]", "x", "文"]
    var generator = SystemRandomNumberGenerator()
    func random(_ count: ClosedRange<Int>) -> String {
      (0..<Int.random(in: count, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
    }
    var suffixTests = 0
    for _ in 0..<3_000 {
      let component = "*" + random(0...3)
      let matches = GlobPattern.matcher(component)
      if !component.dropFirst().contains(where: { "*?[".contains($0) }) { suffixTests += 1 }
      for _ in 0..<10 {
        let name = random(0...5)
        let expected = GlobPattern.match(
          Array(component.unicodeScalars)[...], Array(name.unicodeScalars)[...])
        #expect(
          matches(name) == expected,
          "\(Array(component.unicodeScalars)) \(Array(name.unicodeScalars))")
      }
    }
    #expect(suffixTests > 100)
    #expect(GlobPattern.matcher("*.swift")("App.swift"))
    #expect(!GlobPattern.matcher("*.swift")("App.swifty"))
    #expect(!GlobPattern.matcher("*\u{E9}")("cafe\u{301}"))
  }
}

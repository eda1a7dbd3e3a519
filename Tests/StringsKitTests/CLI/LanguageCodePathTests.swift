import Foundation
import StringsCLI
import Testing

/// A language code becomes a folder name (`<code>.lproj`): codes from an XLIFF, a catalog or
/// the command line that are not one folder name are refused where they enter, with a
/// diagnostic naming the file and position, and nothing is written outside the folder given.
@Suite struct LanguageCodePathTests {
  /// `work/a/b/c/proj` (four levels below `work`) with an English table and a catalog.
  static func project(catalogLanguage: String = "es", sourceLanguage: String = "en") throws
    -> (work: TemporaryDirectory, project: String)
  {
    let work = TemporaryDirectory()
    let project = "\(work.path)/a/b/c/proj"
    try FileManager.default.createDirectory(
      atPath: "\(project)/en.lproj", withIntermediateDirectories: true)
    try Data("\"a\" = \"b\";\n".utf8).write(
      to: URL(fileURLWithPath: "\(project)/en.lproj/Localizable.strings"))
    let language = catalogLanguage.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    let catalog = """
      {
        "sourceLanguage" : "\(sourceLanguage)",
        "strings" : {
          "a" : {
            "localizations" : {
              "\(language)" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "x"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }

      """
    try Data(catalog.utf8).write(to: URL(fileURLWithPath: "\(project)/Catalog.xcstrings"))
    return (work, project)
  }

  /// Every `.lproj` folder anywhere below `work`.
  static func lprojFolders(_ work: TemporaryDirectory) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: work.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".lproj") { found.append(path) }
    }
    return found.sorted()
  }

  @Test func anXLIFFTargetLanguageCannotLeaveTheProject() throws {
    let (work, project) = try Self.project()
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/Localizable.strings" source-language="en" target-language="../../../../x" datatype="plaintext">
          <body>
            <trans-unit id="a"><source>b</source><target>c</target></trans-unit>
          </body>
        </file>
      </xliff>

      """
    try Data(xliff.utf8).write(to: URL(fileURLWithPath: "\(work.path)/x.xliff"))
    let output = CommandRunner.run(
      MergeCommand.main, ["--import-xliff", "x.xliff", "a/b/c/proj"], in: work.path)
    #expect(output.status != .clean)
    #expect(
      output.standardError.hasPrefix(
        "x.xliff:3:3: error: <file> target-language: '../../../../x' is not a language code"),
      "\(output.standardError)")
    #expect(Self.lprojFolders(work) == ["a/b/c/proj/en.lproj"])
    #expect(!FileManager.default.fileExists(atPath: "\(work.path)/x.lproj"))
    _ = project
  }

  @Test(arguments: ["--compile", "--migrate-from-catalog"])
  func aCatalogLocalizationCannotLeaveTheOutputFolder(_ task: String) throws {
    for language in ["../../../../escaped", "", ".", "es/x", "..", "es\\x"] {
      let (work, _) = try Self.project(catalogLanguage: language)
      let output = CommandRunner.run(
        MergeCommand.main, [task, "a/b/c/proj/Catalog.xcstrings", "-o", "a/b/c/proj/Build"],
        in: work.path)
      #expect(output.status == .couldNotRun, "\(language): \(output.transcript)")
      #expect(
        output.standardError.hasPrefix(
          "a/b/c/proj/Catalog.xcstrings:6:9: error: a localization: '"),
        "\(language): \(output.standardError)")
      #expect(Self.lprojFolders(work) == ["a/b/c/proj/en.lproj"], "\(language)")
    }
  }

  @Test func anEmptySourceLanguageIsRefused() throws {
    let (work, _) = try Self.project(sourceLanguage: "")
    let output = CommandRunner.run(
      MergeCommand.main, ["--compile", "a/b/c/proj/Catalog.xcstrings", "-o", "Build"],
      in: work.path)
    #expect(output.status == .couldNotRun)
    #expect(
      output.standardError.hasPrefix(
        "a/b/c/proj/Catalog.xcstrings:2:22: error: \"sourceLanguage\": '' is not a language code"
      ), "\(output.standardError)")
    #expect(Self.lprojFolders(work) == ["a/b/c/proj/en.lproj"])
    let lint = CommandRunner.run(LintCommand.main, ["a/b/c/proj/Catalog.xcstrings"], in: work.path)
    #expect(lint.status == .findings)
    #expect(lint.standardError.contains("'' is not a language code"), "\(lint.standardError)")
  }

  @Test(arguments: ["--add-language", "--language"])
  func aLanguageOptionMustBeACode(_ option: String) throws {
    let (work, _) = try Self.project()
    for code in ["../x", ".", "es/x", "-"] {
      let arguments =
        option == "--add-language"
        ? [option, code, "a/b/c/proj"] : ["--export-xliff", "Export", option, code, "a/b/c/proj"]
      let output = CommandRunner.run(MergeCommand.main, arguments, in: work.path)
      #expect(output.status == .couldNotRun, "\(code): \(output.transcript)")
      #expect(output.standardError.contains("expected a language code"), "\(output.standardError)")
    }
    #expect(Self.lprojFolders(work) == ["a/b/c/proj/en.lproj"])
  }

  @Test func aFolderThatIsNotALanguageIsNotMigrated() throws {
    let (work, project) = try Self.project()
    try FileManager.default.createDirectory(
      atPath: "\(project)/fr copy.lproj", withIntermediateDirectories: true)
    try Data("\"a\" = \"c\";\n".utf8).write(
      to: URL(fileURLWithPath: "\(project)/fr copy.lproj/Localizable.strings"))
    let output = CommandRunner.run(
      MergeCommand.main, ["--migrate-to-catalog", "a/b/c/proj"], in: work.path)
    #expect(output.status == .couldNotRun)
    #expect(
      output.standardError.contains(
        "fr copy.lproj/Localizable.strings: not migrated: 'fr copy' is not a language code"),
      "\(output.standardError)")
    let catalog = try String(contentsOfFile: "\(project)/Localizable.xcstrings", encoding: .utf8)
    #expect(!catalog.contains("fr copy"))
  }
}

import Foundation
import StringsCLI
import Testing

/// `strings-lint --dump` prints what `plutil -convert json -r` prints (keys sorted, indented),
/// as its help and the README say; plain `plutil -convert json` writes one unsorted line.
@Suite struct LintDumpPlutilTests {
  @Test(arguments: [
    "sample-app/Resources/es.lproj/Localizable.strings",
    "lint/plurals/en.lproj/Localizable.stringsdict",
  ])
  func dumpIsPlutilConvertJSONReadable(_ file: String) throws {
    guard let plutil = ExternalTool.find("plutil") else {
      print("skipped: plutil is not installed")
      return
    }
    let folder = Fixtures.url(".").path
    let dump = CommandRunner.run(LintCommand.main, ["--dump", file], in: folder)
    #expect(dump.status == .clean)
    let readable = try ExternalTool.run(
      plutil, ["-convert", "json", "-r", "-o", "-", file], in: folder)
    #expect(readable.status == 0)
    // plutil ends the text without a line break; the dump ends its last line.
    #expect(dump.standardOutput == readable.standardOutput + "\n")
  }
}

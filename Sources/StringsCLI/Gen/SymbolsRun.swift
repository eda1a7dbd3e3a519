import Foundation
import StringsKit

/// `strings-gen --symbols FILE.swift PATH…`: typed Swift accessors for the keys of every table
/// below the paths, written to one file, and only when its contents change (so a build that
/// runs it on every build recompiles nothing when the tables are unchanged).
struct SymbolsRun {
  let environment: CommandEnvironment
  let display: DisplayPath
  let output: String
  let paths: [String]
  let options: SymbolOptions
  let enumProtocol: String
  let check: Bool

  init(
    options raw: GenCommand.Options, output: String, positionals: [String],
    environment: CommandEnvironment
  ) throws(UsageError) {
    if positionals.isEmpty {
      throw .missingArgument("tables (give .strings, .stringsdict or .xcstrings files or folders)")
    }
    guard output.hasSuffix(".swift") else {
      throw .invalidValue(option: "--symbols", value: output, reason: "name a .swift file")
    }
    if raw.catalog != nil { throw .conflictingOptions("--symbols", "--catalog") }
    if raw.append { throw .conflictingOptions("--symbols", "--append") }
    self.environment = environment
    display = DisplayPath(workingDirectory: environment.workingDirectory)
    self.output = display.absolute(output)
    paths = positionals.map(display.absolute)
    options = SymbolOptions(
      style: raw.symbolsStyle, access: raw.symbolsAccess, bundle: raw.symbolsBundle)
    enumProtocol = raw.enumProtocols.last ?? "Localizable"
    check = raw.check
  }

  func execute() -> ExitStatus {
    let finder = FileFinder(paths: paths, suffixes: SymbolTableReader.suffixes, display: display)
    let read = SymbolTableReader.read(files: finder.files, display: display)
    var status = ExitStatus.clean
    var report = ""
    for error in finder.errors + read.errors {
      report += "\(GenCommand.tool.name): error: \(error)\n"
      status = .couldNotRun
    }
    if !read.diagnostics.isEmpty { status = status.combined(with: .findings) }
    let file = SymbolGenerator(options: options, enumProtocol: enumProtocol).generate(read.tables)
    report = GenCommand.tool.text(read.diagnostics + file.diagnostics) + report
    let data = Data(file.text.utf8)
    let shown = display.display(output)
    // A table that could not be read whole would drop its keys' accessors: nothing is written.
    if status == .clean, !FileReader.holds(output, exactly: data) {
      if check {
        report += "\(shown): would change\n"
        status = status.combined(with: .findings)
      } else {
        do {
          try AtomicFileWriter.write(data, to: output, displayPath: shown)
        } catch {
          report += "\(GenCommand.tool.name): error: \(error)\n"
          status = .couldNotRun
        }
      }
    }
    environment.standardError(report)
    return status
  }
}

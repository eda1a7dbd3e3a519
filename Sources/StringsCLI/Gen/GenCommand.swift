import Foundation
import StringsKit

/// `strings-gen`: a genstrings clone for Swift sources. It accepts genstrings' own single-dash
/// flags verbatim, so existing scripts keep working, and writes byte-identical tables.
public enum GenCommand {
  /// Raw option values, before validation.
  public struct Options: Sendable {
    var outputDirectory = "."
    var append = false
    var quiet = false
    var routines: [String] = []
    var unicodeEscapes = false
    var skipTables: [String] = []
    var positionalParameters = true
    var byteOrder: [(spelling: String, value: TableEncoding)] = []
    var utf8 = false
    var inputEncoding: String?
    var detectEncoding = false
    var swiftUI = false
    var swiftUIAll = false
    var methods: [String] = []
    var swiftLocalized = false
    var xcode = false
    var enumProtocols: [String] = []
    var enumKeys = true
    var enumKeyStyle = EnumKeyStyle.path
    var enumKeyStyleGiven = false
    var config: String?
    var check = false
    var dryRun = false
    var catalog: String?
    var catalogRoot: String?
    var sourceLanguage = "en"
    var jobs: Int?
    var symbols: String?
    var symbolsStyle = SymbolOptions.Style.resource
    var symbolsAccess = SymbolOptions.Access.internal
    var symbolsBundle = "main"
    var noCarryOver = false
  }

  public static let tool = ToolDescription(
    name: "strings-gen",
    overview: "Generate .strings tables from the localizable strings in Swift sources.",
    usage: "[options] FILE|FOLDER|PATTERN ...",
    arguments: [
      (
        "FILE|FOLDER|PATTERN",
        "Swift files in the order given (the first value of a key wins),\n"
          + indent + "folders (every *.swift below, sorted), or quoted glob patterns\n"
          + indent + "such as 'Sources/**/*.swift'. '-' reads a list of files, one per\n"
          + indent + "line, from standard input."
      )
    ],
    discussion: """
      Recognised by default: NSLocalizedString(key, tableName:, bundle:, value:, comment:)
      with literal arguments ('+' joins literals), and the cases of enums that conform
      to 'Localizable' (typed keys). The output is genstrings' own: one <Table>.strings
      per table, keys sorted, UTF-16 little-endian with a byte order mark, unless
      --utf8 is given.

      Give every source to one run: a folder, a quoted pattern, or a list on
      standard input ('-'). Not 'find … | xargs strings-gen': xargs splits a long
      list into batches and each batch replaces the table, which keeps only the
      last batch's keys. A run whose sources are named file by file and that drops
      keys from a table says so in a note.

      genstrings' flags work unchanged: -o -a -q -s -u -skipTable
      -noPositionalParameters -bigEndian -littleEndian -encoding -macRoman -d -SwiftUI.
      --config .strings-lint.json adds the extraction settings of that strings-lint
      configuration (routine, method, swiftui, …), so that strings-lint finds the
      same keys in the sources.

      With --catalog (or -o naming an .xcstrings file) the strings go into String
      Catalogs instead, as 'xcstringstool sync' does: new keys are added, keys no
      longer in the code are marked stale (translations kept), 'manual' keys are
      left alone, and a changed source value sets its translations to needs_review.
      A catalog already in step is not written.

      A catalog sync extracts what Xcode extracts, without flags: SwiftUI titles
      (as --swiftui-all), String(localized:) and LocalizedStringResource (as
      --swift-localized), besides NSLocalizedString and typed enum keys. The
      extraction flags add to that (-s, --method) or set the enum keys, as for
      .strings; none takes anything away. .strings output keeps genstrings' rules.

      Each table goes to its existing catalog wherever it is below the catalog
      root (--catalog-root; default: the common folder of the sources and the
      catalog given; hidden folders, DerivedData and Pods skipped), else to a new
      <Table>.xcstrings beside the catalog given. Two catalogs of a table below
      the root are an error and nothing is written; a table held only by a
      storyboard's catalog (in a *.lproj folder) is left alone with a warning.

      Sources must be UTF-8 unless -encoding NAME names their encoding. With -d, a
      source that is not UTF-8 is read as UTF-16 when it starts with a byte order
      mark, else as Windows-1252 (which reads Latin-1 alike) or Mac OS Roman,
      whichever gives more plausible text: accented letters beside letters count
      for, rare symbols such as ˚ or ∂ against (a tie means Mac OS Roman).

      CARRY-OVER: a key that a catalog sync adds and that looks like a key it marks
      stale, renamed or reworded, gets that key's translations as needs_review, and
      the report says "carried over". Replacing a table with -o, such a pair gets a
      note: strings-merge then carries the other languages' translations over.

      EXAMPLES:
        strings-gen -o en.lproj Sources                 every *.swift below Sources
        strings-gen --utf8 -o en.lproj 'Sources/**/*.swift'
        find . -name '*.swift' | strings-gen -o en.lproj -
        strings-gen -q -s AppLocalizedString -o Resources/en.lproj Sources
        strings-gen --catalog Resources/Localizable.xcstrings Sources
        strings-gen --check --catalog Resources/Localizable.xcstrings Sources
        strings-gen --symbols Sources/App/Strings.swift Sources/App/Resources

      With --symbols FILE.swift the arguments are tables instead (.strings,
      .stringsdict, .xcstrings, or folders holding them): FILE gets a typed
      accessor per key of each table's reference language, written only when it
      changes. See Documentation/symbols.md.
      """)

  private static let indent = String(repeating: " ", count: 26)

  public static let options: [OptionSpec<Options>] =
    [
      .value(
        ["--output-dir", "-o"], "DIR", help: "Write the tables into DIR (created if missing)."
      ) {
        $0.outputDirectory = $1
      },
      .flag(["--append", "-a"], help: "Append to existing tables, keeping their encoding.") {
        $0.append = true
      },
      .flag(["--quiet", "-q"], help: "Do not warn about a key used with several comments.") {
        $0.quiet = true
      },
      .value(["--routine", "-s"], "ROUTINE", help: "Also extract calls of ROUTINE (repeatable).") {
        $0.routines.append($1)
      },
      .flag(["--unicode-escapes", "-u"], help: "Turn \\Uxxxx in values into the character.") {
        $0.unicodeEscapes = true
      },
      .value(["--skip-table", "-skipTable"], "TABLE", help: "Do not write TABLE (repeatable).") {
        $0.skipTables.append($1)
      },
      .flag(
        ["--no-positional-parameters", "-noPositionalParameters"],
        help: "Keep %@ %d as written instead of %1$@ %2$d."
      ) { $0.positionalParameters = false },
      .value(["--byte-order"], "big|little", help: "UTF-16 byte order of the tables.") {
        (options: inout Options, value: String) throws(UsageError) in
        switch value {
        case "big": options.byteOrder.append(("--byte-order big", .utf16BigEndian))
        case "little": options.byteOrder.append(("--byte-order little", .utf16LittleEndian))
        default: throw .badValue("expected 'big' or 'little'")
        }
      },
      .flag(["-bigEndian"], help: "Write UTF-16 big-endian (as --byte-order big).") {
        $0.byteOrder.append(("-bigEndian", .utf16BigEndian))
      },
      .flag(["-littleEndian"], help: "Write UTF-16 little-endian, the default.") {
        $0.byteOrder.append(("-littleEndian", .utf16LittleEndian))
      },
      .flag(["--utf8"], help: "Write UTF-8 without a byte order mark (diff-friendly).") {
        $0.utf8 = true
      },
      .value(
        ["--encoding", "-encoding"], "NAME", help: "Read sources in encoding NAME (IANA name)."
      ) {
        $0.inputEncoding = $1
      },
      .flag(["-macRoman"], help: "Read sources as Mac OS Roman (as --encoding macintosh).") {
        $0.inputEncoding = "macintosh"
      },
      .flag(["--detect-encoding", "-d"], help: "Guess the encoding of a source that is not UTF-8.")
      {
        $0.detectEncoding = true
      },
      .flag(["--swiftui", "-SwiftUI"], help: "Also extract SwiftUI Text(\"key\", …).") {
        $0.swiftUI = true
      },
      .flag(
        ["--swiftui-all"],
        help: "Also Button, Label, .navigationTitle, … titles (implies --swiftui)."
      ) { $0.swiftUIAll = true },
      .value(["--method"], "NAME", help: "Extract \"key\".NAME() and \"key\".NAME (repeatable).") {
        $0.methods.append($1)
      },
      .flag(
        ["--swift-localized"],
        help: "Also extract String(localized:) and LocalizedStringResource."
      ) { $0.swiftLocalized = true },
      .flag(
        ["--xcode"],
        help: "Extract as Xcode does for catalogs (the default with --catalog):\n"
          + indent + "literals typed LocalizedStringKey or LocalizedStringResource,\n"
          + indent + "an Int interpolation as %lld."
      ) { $0.xcode = true },
      .value(
        ["--enum-protocol"], "NAME",
        help: "Enums conforming to NAME hold typed keys (default Localizable)."
      ) { $0.enumProtocols.append($1) },
      .flag(["--no-enum-keys"], help: "Do not extract typed enum keys.") { $0.enumKeys = false },
      EnumKeyStyle.option(
        help: "Typed keys as path (parent.path.raw_value; default) or raw-value."
      ) {
        $0.enumKeyStyle = $1
        $0.enumKeyStyleGiven = true
      },
      .value(
        ["--config"], "FILE",
        help: "Also extract as the strings-lint configuration FILE says (method, …)."
      ) { $0.config = $1 },
      .value(
        ["--catalog"], "FILE.xcstrings",
        help: "Sync String Catalogs, extracting as Xcode does: FILE and every table's."
      ) { $0.catalog = $1 },
      .value(
        ["--catalog-root"], "DIR",
        help: "With --catalog: find each table's catalog below DIR."
      ) { $0.catalogRoot = $1 },
      .value(
        ["--source-language"], "LANG",
        help: "The source language of catalogs created by --catalog (default en)."
      ) { $0.sourceLanguage = $1 },
      .flag(["--check"], help: "Write nothing; exit 1 when a table would change.") {
        $0.check = true
      },
      .flag(["--dry-run"], help: "Write nothing; print the changes as a unified diff.") {
        $0.dryRun = true
      },
      .flag(
        ["--no-carry-over"],
        help: "Do not carry a renamed key's translations over (see CARRY-OVER)."
      ) { $0.noCarryOver = true },
      .value(["--jobs", "-j"], "N", help: "Read N files at a time (default: every core).") {
        (options: inout Options, value: String) throws(UsageError) in
        guard let jobs = Int(value), jobs >= 1 else {
          throw .badValue("expected a whole number >= 1")
        }
        options.jobs = jobs
      },
    ] + symbolOptions

  /// `--symbols` and the options that shape its output.
  static let symbolOptions: [OptionSpec<Options>] = [
    .value(
      ["--symbols"], "FILE.swift",
      help: "Write typed Swift accessors for the keys of the tables given."
    ) { $0.symbols = $1 },
    .value(
      ["--symbols-style"], "STYLE",
      help: "resource (LocalizedStringResource; default), string or enum.",
      completion: .choices(SymbolOptions.Style.allCases.map(\.rawValue))
    ) {
      (options: inout Options, value: String) throws(UsageError) in
      guard let style = SymbolOptions.Style(rawValue: value) else {
        throw .badValue("expected resource, string or enum")
      }
      options.symbolsStyle = style
    },
    .value(
      ["--access"], "LEVEL", help: "Access of the accessors: internal (default), package, public.",
      completion: .choices(SymbolOptions.Access.allCases.map(\.rawValue))
    ) {
      (options: inout Options, value: String) throws(UsageError) in
      guard let access = SymbolOptions.Access(rawValue: value) else {
        throw .badValue("expected internal, package or public")
      }
      options.symbolsAccess = access
    },
    .value(
      ["--bundle"], "BUNDLE",
      help: "The accessors' bundle: main (default), module, or a Swift expression."
    ) { $0.symbolsBundle = $1 },
  ]

  static let parser = CommandLineParser(tool: tool, options: options)

  /// Runs the tool. `arguments` includes the program name, as `CommandLine.arguments` does.
  public static func main(arguments: [String], environment: CommandEnvironment) -> ExitStatus {
    parser.run(arguments, defaults: Options(), environment: environment) {
      (options, positionals) throws(UsageError) in
      if let symbols = options.symbols {
        return try SymbolsRun(
          options: options, output: symbols, positionals: positionals, environment: environment
        ).execute()
      }
      return try GenRun(
        options: options.applyingConfiguration(environment: environment),
        positionals: positionals, environment: environment
      ).execute()
    }
  }
}

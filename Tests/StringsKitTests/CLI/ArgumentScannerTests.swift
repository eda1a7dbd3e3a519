import Testing

@testable import StringsCLI

@Suite struct ArgumentScannerTests {
  @Test func splitsLongDashPositionalAndTerminator() {
    #expect(
      ArgumentScanner.scan(["-o", "out", "--utf8", "--format=json", "-", "--", "-x.swift", "--y"])
        == [
          .dash("o"), .positional("out"), .long("utf8", value: nil), .long("format", value: "json"),
          .positional("-"), .positional("-x.swift"), .positional("--y"),
        ])
  }

  @Test func singleDashNamesStayWhole() {
    #expect(
      ArgumentScanner.scan(["-skipTable", "T", "-aq"]) == [
        .dash("skipTable"), .positional("T"), .dash("aq"),
      ])
  }

  @Test func equalsInsideValueIsKept() {
    #expect(ArgumentScanner.scan(["--allow=a=b"]) == [.long("allow", value: "a=b")])
  }
}

/// A tiny option set exercising every parser path, ripgrep-style: `--x v`, `--x=v`, `-x v`,
/// last one wins or accumulates, missing value, bad value.
@Suite struct CommandLineParserTests {
  struct Options: Sendable {
    var output: String?
    var routines: [String] = []
    var quiet = false
    var count = 0
  }

  static let parser = CommandLineParser<Options>(
    tool: ToolDescription(
      name: "tool", overview: "Test tool.", usage: "[options] FILE ...", arguments: [],
      discussion: ""),
    options: [
      .value(["--output-dir", "-o"], "DIR", help: "Output folder.") { $0.output = $1 },
      .value(["--routine", "-s"], "ROUTINE", help: "Routine.") { $0.routines.append($1) },
      .flag(["--quiet", "-q"], help: "Quiet.") { $0.quiet = true },
      .flag(["-a"], help: "Append.") { _ in },
      .value(["--count"], "N", help: "Count.") { options, value throws(UsageError) in
        guard let number = Int(value) else { throw .badValue("expected a whole number") }
        options.count = number
      },
    ])

  func run(_ arguments: [String]) throws(UsageError) -> (Options, [String]) {
    guard
      case .run(let options, let positionals) = try Self.parser.parse(
        arguments, defaults: Options())
    else { return (Options(), ["<help or version>"]) }
    return (options, positionals)
  }

  func error(_ arguments: [String]) -> String? {
    do {
      _ = try run(arguments)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    ["--output-dir", "x"], ["--output-dir=x"], ["-o", "x"], ["-o", "y", "-o", "x"],
  ])
  func valueSpellingsAndLastOneWins(arguments: [String]) throws {
    #expect(try run(arguments).0.output == "x")
  }

  @Test func repeatableAccumulates() throws {
    #expect(try run(["-s", "A", "--routine", "B", "--routine=C"]).0.routines == ["A", "B", "C"])
  }

  @Test func positionalsKeepOrderAndDashIsPositional() throws {
    let (options, positionals) = try run(["b.swift", "-q", "-", "a.swift"])
    #expect(options.quiet)
    #expect(positionals == ["b.swift", "-", "a.swift"])
  }

  @Test func negativeNumberIsAValue() throws {
    #expect(error(["--count", "-3"]) == nil)
  }

  @Test func helpAndVersionStopParsing() throws {
    // An unknown option before --help is still reported.
    #expect(throws: UsageError.self) {
      try Self.parser.parse(["--bogus", "-h"], defaults: Options())
    }
    guard case .help = try Self.parser.parse(["-q", "--help", "--bogus"], defaults: Options())
    else {
      Issue.record("--help must win over later arguments")
      return
    }
    guard case .version = try Self.parser.parse(["--version"], defaults: Options()) else {
      Issue.record("--version")
      return
    }
  }

  @Test func errorTexts() {
    #expect(
      error(["--outptu-dir", "x"]) == "unknown option '--outptu-dir' (did you mean '--output-dir'?)"
    )
    #expect(error(["--zzzzzz"]) == "unknown option '--zzzzzz'")
    #expect(
      error(["-aq"])
        == "unknown option '-aq' (combined short flags are not supported; write '-a -q')")
    #expect(error(["-quiet"]) == "unknown option '-quiet' (did you mean '--quiet'?)")
    #expect(error(["-o"]) == "option '-o' needs a value")
    #expect(error(["--quiet=yes"]) == "option '--quiet' takes no value")
    #expect(
      error(["--count", "many"]) == "invalid value 'many' for '--count': expected a whole number")
    #expect(error(["-oOut"]) == "unknown option '-oOut'")
  }

  @Test func usageErrorRendering() {
    #expect(
      Self.parser.render(.unknownOption("--x", suggestion: nil))
        == "tool: error: unknown option '--x'\nUsage: tool [options] FILE ...\n  See 'tool --help'.\n"
    )
  }
}

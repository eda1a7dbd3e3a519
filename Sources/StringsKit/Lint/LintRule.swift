/// A lint rule: one check, documented by its own description and examples.
///
/// The examples are the rule's tests: `RuleExampleTests` runs every triggering example and
/// expects diagnostics exactly at its `↓` markers, and every non-triggering example and expects
/// none. A rule file therefore reads top to bottom as documentation, then examples, then logic.
public protocol LintRule: Sendable {
  static var description: RuleDescription { get }
  init()
  /// The rule's findings, with their severity. The rule ID is stamped by ``Linter``.
  func check(_ input: LintInput) -> [LintFinding]
  /// Whether ``check(_:)`` reads the groups' ``LintInput/Group/localized`` tables: the linter
  /// then builds them for every rule up front, on every core. `true` unless the rule says not.
  static var readsLocalizedTables: Bool { get }
  /// Whether ``check(_:)`` looks at each group, and then at the catalogs, apart from everything
  /// else: its findings for an input, sorted for printing, are its findings for each part of
  /// the input (``LintInput/parts()``: each group alone, then the catalogs) joined and sorted
  /// the same way. The linter then checks those parts side by side, so that one costly rule
  /// does not keep a single core busy while the others wait. `false` unless the rule says so.
  static var checksGroupsApart: Bool { get }
}

extension LintRule {
  public static var readsLocalizedTables: Bool { true }
  public static var checksGroupsApart: Bool { false }
}

/// What `--list-rules`, `--explain`, the README and the tests know about a rule.
public struct RuleDescription: Sendable {
  /// Kebab-case and stable forever: `placeholder-mismatch`.
  public let id: RuleID
  /// One line, no trailing period.
  public let summary: String
  /// A short paragraph for `--explain`: why the rule exists.
  public let rationale: String
  public let defaultSeverity: Diagnostic.Severity
  /// Off-by-default rules run only with `--enable ID`.
  public let enabledByDefault: Bool
  /// Whether the rule needs `--sources` (key references from Swift code).
  public let needsSources: Bool
  /// Examples that must be reported; built when read (`--explain`, the example tests) rather
  /// than whenever a rule's ID is looked up: building every rule's examples on each run cost
  /// as much as linting a small project.
  public var triggering: [RuleExample] { makeTriggering() }
  /// Examples that must not be reported; built when read, like ``triggering``.
  public var nonTriggering: [RuleExample] { makeNonTriggering() }
  private let makeTriggering: @Sendable () -> [RuleExample]
  private let makeNonTriggering: @Sendable () -> [RuleExample]
  /// The rule's check that keeps some findings as batches until they are printed
  /// (``KeyFindings``), for the rules that have one: read from the description, where asking
  /// whether a rule conforms to a protocol looked through every conformance of the program.
  private(set) var checkInBatches:
    (@Sendable (LintInput) -> (findings: [LintFinding], batches: [KeyFindings]))?

  public init(
    id: RuleID, summary: String, rationale: String, defaultSeverity: Diagnostic.Severity,
    enabledByDefault: Bool = true, needsSources: Bool = false,
    triggering: @autoclosure @escaping @Sendable () -> [RuleExample],
    nonTriggering: @autoclosure @escaping @Sendable () -> [RuleExample]
  ) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
    self.enabledByDefault = enabledByDefault
    self.needsSources = needsSources
    makeTriggering = triggering
    makeNonTriggering = nonTriggering
  }

  /// This description, for a rule whose findings `check` makes as ``LintRule/check(_:)`` does,
  /// some of them left in batches.
  func keepingBatches(
    _ check: @escaping @Sendable (LintInput) -> (findings: [LintFinding], batches: [KeyFindings])
  ) -> RuleDescription {
    var description = self
    description.checkInBatches = check
    return description
  }
}

/// A tiny project for a rule example: relative path → contents. `↓` in a contents string marks
/// where a diagnostic is expected (the marker itself is removed before linting). Paths ending in
/// `.swift` are sources, extracted with the default ``ExtractionOptions``.
///
/// It records where it is written, in the four values Swift Testing's `SourceLocation` takes,
/// so a failing example is reported at the example without the library importing `Testing`.
public struct RuleExample: Sendable {
  public let files: [String: String]
  /// The reference language; `nil` picks it as the command does (`en`, else `Base`).
  public let reference: String?
  /// `--allow-unused` patterns for the example.
  public let allowUnused: [String]
  public let fileID: String
  public let filePath: String
  public let line: Int
  public let column: Int

  public init(
    _ files: [String: String], reference: String? = nil, allowUnused: [String] = [],
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.files = files
    self.reference = reference
    self.allowUnused = allowUnused
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

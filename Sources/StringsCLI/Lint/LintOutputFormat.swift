import Foundation
import StringsKit

/// How `strings-lint` prints its findings (`--format`); the raw values are the CLI values.
///
/// - `text`: `path:line:col: severity: message [rule-id]` and note lines, then a summary line,
///   on standard error (clang style, read by Xcode and editors).
/// - `github`: GitHub Actions workflow commands on standard output,
///   `::error file=PATH,line=L,col=C,title=RULE::MESSAGE`, notes appended to the message; the
///   summary line goes to standard error.
/// - `json`: on standard output, this stable schema (version 1):
///
///       {
///         "version": 1,
///         "diagnostics": [
///           {
///             "path": "de.lproj/Localizable.strings",   // relative to the working folder
///             "line": 1,                                 // 1-based
///             "column": 1,                               // 1-based, in UTF-8 bytes
///             "severity": "warning",                     // "error", "warning" or "note"
///             "rule": "missing-key",
///             "key": "greeting",                         // present when about one key
///             "message": "missing translation for \"greeting\"",
///             "notes": [{"path": "en.lproj/Localizable.strings", "line": 3, "column": 1,
///                        "message": "\"greeting\" is defined here"}]
///           }
///         ],
///         "summary": {"files": 2, "errors": 0, "warnings": 1}
///       }
///
///   Diagnostics are in print order. New fields may be added; existing ones keep their meaning.
/// - `sarif`: SARIF 2.1.0 on standard output, as GitHub code scanning accepts it.
/// - `html`: the coverage page (``CoveragePage``) on standard output, the summary line on
///   standard error.
enum LintOutputFormat: String, CaseIterable, Sendable {
  case text
  case json
  case github
  case sarif
  case html

  /// The findings rendered for standard output (empty for `text`). `summary` is the text
  /// format's last line.
  func render(
    _ findings: [LintFinding], input: LintInput, summary: String, display: DisplayPath
  ) -> String {
    switch self {
    case .text: ""
    case .json: Self.json(findings, files: input.fileCount)
    case .github: Self.github(findings)
    case .sarif: Self.sarif(findings)
    case .html:
      CoveragePage(
        findings: findings, coverage: TranslationCoverage.of(input).filter { !$0.isReference },
        summary: summary.trimmingCharacters(in: .newlines), lines: QuotedLines(display: display)
      ).render()
    }
  }

  /// Whether the summary line goes to standard error: always, except where standard output
  /// holds a machine-readable document that stands alone.
  var printsSummary: Bool { self == .text || self == .github || self == .html }

  // MARK: - JSON

  private static func json(_ findings: [LintFinding], files: Int) -> String {
    let diagnostics: [JSONValue] = findings.map { finding in
      let diagnostic = finding.diagnostic
      var fields = position(diagnostic.position)
      fields.append(("severity", .string("\(diagnostic.severity)")))
      fields.append(("rule", diagnostic.ruleID.map { .string($0.rawValue) } ?? .null))
      if let key = finding.key { fields.append(("key", .string(key))) }
      fields.append(("message", .string(diagnostic.message)))
      fields.append(
        (
          "notes",
          .array(
            diagnostic.notes.map { note in
              .object(position(note.position) + [("message", .string(note.message))])
            })
        ))
      return .object(fields)
    }
    let all = findings.map(\.diagnostic)
    let summary: JSONValue = .object([
      ("files", .number(files)),
      ("errors", .number(all.filter { $0.severity == .error }.count)),
      ("warnings", .number(all.filter { $0.severity == .warning }.count)),
    ])
    return JSONValue.object([
      ("version", .number(1)), ("diagnostics", .array(diagnostics)), ("summary", summary),
    ]).rendered() + "\n"
  }

  private static func position(_ position: SourcePosition?) -> [(String, JSONValue)] {
    guard let position else { return [("path", .null), ("line", .null), ("column", .null)] }
    return [
      ("path", .string(position.path)), ("line", .number(position.line)),
      ("column", .number(position.column)),
    ]
  }

  // MARK: - GitHub workflow commands

  /// Written as UTF-8 into one buffer: tens of thousands of findings made as many strings and
  /// arrays of properties.
  private static func github(_ findings: [LintFinding]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(findings.count * 200)
    for finding in findings {
      let diagnostic = finding.diagnostic
      out.append(contentsOf: "::".utf8)
      switch diagnostic.severity {
      case .error: out.append(contentsOf: "error".utf8)
      case .warning: out.append(contentsOf: "warning".utf8)
      case .note: out.append(contentsOf: "notice".utf8)
      }
      out.append(UInt8(ascii: " "))
      var separator = false
      func property(_ name: String, _ value: String) {
        if separator { out.append(UInt8(ascii: ",")) }
        separator = true
        out.append(contentsOf: name.utf8)
        out.append(UInt8(ascii: "="))
        out.append(contentsOf: value.utf8)
      }
      if let position = diagnostic.position {
        property("file", escapeProperty(position.path))
        property("line", String(position.line))
        property("col", String(position.column))
      }
      if let rule = diagnostic.ruleID { property("title", escapeProperty(rule.rawValue)) }
      out.append(contentsOf: "::".utf8)
      var message = diagnostic.message
      for note in diagnostic.notes {
        message += "\nnote: " + (note.position.map { "\($0): " } ?? "") + note.message
      }
      out.append(contentsOf: escapeData(message).utf8)
      out.append(UInt8(ascii: "\n"))
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Workflow-command data: `%`, CR and LF are escaped.
  static func escapeData(_ text: String) -> String {
    // Most texts have nothing to escape: returned as they are, without three searches.
    if !text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A }) { return text }
    return text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Workflow-command properties also escape `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    if !text.utf8.contains(where: {
      $0 == 0x25 || $0 == 0x0D || $0 == 0x0A || $0 == 0x3A || $0 == 0x2C
    }) {
      return text
    }
    return escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }

  // MARK: - SARIF 2.1.0

  private static func sarif(_ findings: [LintFinding]) -> String {
    let rules = RuleRegistry.all.map { $0.description }
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    let ruleObjects: [JSONValue] = rules.map { rule in
      .object([
        ("id", .string(rule.id.rawValue)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
        ("fullDescription", .object([("text", .string(rule.rationale))])),
        ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
      ])
    }
    let results: [JSONValue] = findings.map { finding in
      let diagnostic = finding.diagnostic
      var fields: [(String, JSONValue)] = []
      if let rule = diagnostic.ruleID {
        fields.append(("ruleId", .string(rule.rawValue)))
        if let index = ruleIndex[rule] { fields.append(("ruleIndex", .number(index))) }
      }
      fields.append(("level", .string(level(diagnostic.severity))))
      fields.append(("message", .object([("text", .string(diagnostic.message))])))
      if let position = diagnostic.position {
        fields.append(("locations", .array([location(position, message: nil)])))
      }
      let related = diagnostic.notes.compactMap { note in
        note.position.map { location($0, message: note.message) }
      }
      if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
      return .object(fields)
    }
    let driver: JSONValue = .object([
      ("name", .string(LintCommand.tool.name)),
      ("version", .string(Version.current)),
      ("rules", .array(ruleObjects)),
    ])
    let run: JSONValue = .object([
      ("tool", .object([("driver", driver)])),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(results)),
    ])
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).rendered() + "\n"
  }

  private static func location(_ position: SourcePosition, message: String?) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      (
        "physicalLocation",
        .object([
          ("artifactLocation", .object([("uri", .string(uri(position.path)))])),
          (
            "region",
            .object([
              ("startLine", .number(position.line)), ("startColumn", .number(position.column)),
            ])
          ),
        ])
      )
    ]
    if let message { fields.append(("message", .object([("text", .string(message))]))) }
    return .object(fields)
  }

  /// A relative URI reference: spaces and other reserved characters percent-encoded.
  private static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  private static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }
}

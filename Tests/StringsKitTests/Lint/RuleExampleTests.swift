import Foundation
import StringsKit
import Testing

/// Runs every registered rule's examples (SwiftLint's `verifyRule`): non-triggering examples
/// produce nothing, triggering ones produce diagnostics exactly at their `↓` markers.
@Suite struct RuleExampleTests {
  static let ruleIDs = RuleRegistry.ids.map(\.rawValue)

  @Test(arguments: ruleIDs)
  func nonTriggeringExamplesProduceNothing(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(RuleID(id)))
    for example in rule.description.nonTriggering {
      let (input, _) = try RuleExampleHarness.input(for: example)
      let found = Linter(only: [rule]).run(input).map(\.diagnostic)
      #expect(
        found.isEmpty,
        "unexpected findings:\n\(DiagnosticFormatter.text(found))",
        sourceLocation: example.sourceLocation)
    }
  }

  @Test(arguments: ruleIDs)
  func triggeringExamplesProduceFindingsAtTheMarkers(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(RuleID(id)))
    for example in rule.description.triggering {
      let (input, expected) = try RuleExampleHarness.input(for: example)
      let found = Linter(only: [rule]).run(input).map(\.diagnostic)
      let actual = found.compactMap(\.position).map(\.description).sorted()
      #expect(
        actual == expected.map(\.description).sorted(),
        "findings:\n\(DiagnosticFormatter.text(found))",
        sourceLocation: example.sourceLocation)
      #expect(
        found.allSatisfy { $0.ruleID == RuleID(id) }, sourceLocation: example.sourceLocation)
    }
  }
}

/// Turns a ``RuleExample`` into a ``LintInput`` and the positions of its `↓` markers.
enum RuleExampleHarness {
  static let marker: Character = "↓"

  static func input(for example: RuleExample) throws -> (LintInput, [SourcePosition]) {
    var files: [StringsFile] = []
    var catalogs: [Catalog] = []
    var references: [KeyReference] = []
    var markers: [SourcePosition] = []
    var hasSources = false
    for path in example.files.keys.sorted() {
      let (text, positions) = stripMarkers(example.files[path]!, path: path)
      markers += positions
      if path.hasSuffix(".swift") {
        hasSources = true
        references += LocalizationExtractor().extract(Array(text.utf8), path: path).references
      } else if path.hasSuffix(".xcstrings") {
        catalogs.append(CatalogReader.read(Array(text.utf8), path: path))
      } else {
        files.append(StringsFileParser.parse(Data(text.utf8), path: path))
      }
    }
    let sources =
      hasSources
      ? LintInput.Sources(references: references, allowUnused: example.allowUnused) : nil
    let input = try LintInput(
      files: files, reference: example.reference, sources: sources, catalogs: catalogs)
    return (input, markers)
  }

  /// The text without markers, and where each marker was (1-based line, UTF-8 byte column).
  static func stripMarkers(_ text: String, path: String) -> (String, [SourcePosition]) {
    var out = ""
    var positions: [SourcePosition] = []
    var line = 1
    var column = 1
    for character in text {
      if character == marker {
        positions.append(SourcePosition(path: path, line: line, column: column))
        continue
      }
      out.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    return (out, positions)
  }
}

extension RuleExample {
  /// Where the example is written, for Swift Testing.
  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

import Testing

@testable import StringsKit

/// The references of one file share one ``ReferenceFile`` (bytes, path, kinds): setting a
/// property of one reference changes that reference only, and reads back as set.
@Suite struct KeyReferenceSharingTests {
  private static let source = """
    let a = NSLocalizedString("first", tableName: "T", value: "One", comment: "c1")
    let b = NSLocalizedString("second", comment: "c2")
    Text("third")
    """

  private static func references() -> [KeyReference] {
    var options = ExtractionOptions()
    options.swiftUI = true
    return LocalizationExtractor(options: options).extract(Array(source.utf8), path: "A.swift")
      .references
  }

  @Test func extractedReferencesReadTheirOwnTexts() {
    let found = Self.references()
    #expect(found.map(\.key) == ["first", "second", "third"])
    #expect(found.map(\.value) == ["One", nil, nil])
    #expect(found.map(\.table) == ["T", nil, nil])
    #expect(found.map(\.comment) == ["c1", "c2", nil])
    #expect(
      found.map(\.kind) == [
        .localizedString(routine: "NSLocalizedString"),
        .localizedString(routine: "NSLocalizedString"), .swiftUI(view: "Text"),
      ])
    #expect(
      found.map(\.position) == [
        SourcePosition(path: "A.swift", line: 1, column: 9),
        SourcePosition(path: "A.swift", line: 2, column: 9),
        SourcePosition(path: "A.swift", line: 3, column: 1),
      ])
  }

  @Test func settingOneReferenceLeavesTheOthers() {
    let original = Self.references()
    var changed = original
    changed[0].key = "renamed"
    changed[0].value = nil
    changed[0].kind = .method(name: "localized")
    changed[0].position = SourcePosition(path: "B.swift", line: 7, column: 3)
    changed[1].comment = "new comment"
    #expect(changed[0].key == "renamed")
    #expect(changed[0].value == nil)
    #expect(changed[0].table == "T")
    #expect(changed[0].comment == "c1")
    #expect(changed[0].kind == .method(name: "localized"))
    #expect(changed[0].position == SourcePosition(path: "B.swift", line: 7, column: 3))
    #expect(changed[1].comment == "new comment")
    #expect(changed[1].key == "second")
    #expect(changed[1].kind == .localizedString(routine: "NSLocalizedString"))
    #expect(changed[1].position == SourcePosition(path: "A.swift", line: 2, column: 9))
    #expect(changed[2] == original[2])
    #expect(original == Self.references())
  }

  @Test func aReferenceMadeFromStringsEqualsTheExtractedOne() {
    let extracted = Self.references()[0]
    let made = KeyReference(
      key: "first", value: "One", table: "T", comment: "c1",
      kind: .localizedString(routine: "NSLocalizedString"),
      position: SourcePosition(path: "A.swift", line: 1, column: 9))
    #expect(made == extracted)
    #expect(made.hashValue == extracted.hashValue)
  }
}

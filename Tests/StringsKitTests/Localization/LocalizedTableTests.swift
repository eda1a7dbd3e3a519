import Foundation
import Testing

@testable import StringsKit

/// ``LocalizedTable`` makes its entries from the files' entries when they are read; these pin
/// what it must read as: each `.strings` key once at its last occurrence, in file order, then the
/// `.stringsdict` definitions, a definition hiding the `.strings` entry of the same key.
@Suite struct LocalizedTableTests {
  private func strings(_ text: String) -> StringsFile {
    StringsFileParser.parse(Data(text.utf8), path: "de.lproj/Localizable.strings")
  }

  private func stringsdict(_ keys: [String]) -> StringsdictFile {
    let definitions = keys.map { StringsdictExamples.plural($0, [("other", "%d x")]) }
    return StringsdictParser.parse(
      Data(StringsdictExamples.file(definitions.joined()).utf8),
      path: "de.lproj/Localizable.stringsdict")
  }

  private func summary(_ table: LocalizedTable) -> [String] {
    table.entries.map { entry in
      switch entry.text {
      case .string(let value): "\(entry.key)=\(value)@\(entry.keyPosition.line)"
      case .plural(let definition): "\(entry.key)=plural(\(definition.key))"
      case .other(let value): "\(entry.key)=other(\(value.kind))"
      }
    }
  }

  @Test func everyEntryOnceInFileOrderWhenNothingRepeats() {
    let file = strings("\"a\" = \"1\";\n\"b\" = (\"x\");\n\"c\" = \"3\";\n")
    let table = LocalizedTable(language: "de", name: "Localizable", strings: file, stringsdict: nil)
    #expect(summary(table) == ["a=1@1", "b=other(array)", "c=3@3"])
    #expect(table.entries.map(\.path) == Array(repeating: file.path, count: 3))
    #expect(table.entry("b")?.valuePosition?.column == 7)
    #expect(table.pluralEntries.isEmpty)
  }

  /// The in-place readers and the guessed lookup agree with the entries and the index, for a
  /// table with repeats, a non-string value, canonically equivalent keys and definitions, and
  /// for every guess, right or wrong.
  @Test func inPlaceReadersAgreeWithTheEntries() {
    let file = strings(
      "\"a\" = \"1\";\n\"caf\u{E9}\" = \"2\";\n\"a\" = \"3\";\n\"b\" = (\"x\");\n"
        + "\"cafe\u{301}\" = \"4\";\n\"%d x\" = \"s\";\n")
    let table = LocalizedTable(
      language: "de", name: "Localizable", strings: file,
      stringsdict: stringsdict(["%d x", "%d y"]))
    let keys = table.entries.map(\.key)
    #expect(table.entries.indices.map(table.key(at:)) == keys)
    for (position, entry) in table.entries.enumerated() {
      let value = table.stringValue(at: position)
      if case .string(let text) = entry.text {
        #expect(value?.text == text)
        #expect(value?.position == (entry.valuePosition ?? entry.keyPosition))
      } else {
        #expect(value == nil)
      }
    }
    let other = LocalizedTable(
      language: "en", name: "Localizable",
      strings: strings("\"cafe\u{301}\" = \"4\";\n\"z\" = \"1\";\n\"a\" = \"2\";\n"),
      stringsdict: nil)
    #expect(
      table.positionsOfKeys(missingFrom: other).map(table.key(at:)) == [
        "caf\u{E9}", "b", "%d x", "%d y",
      ])
    #expect(other.positionsOfKeys(missingFrom: table).map(other.key(at:)) == ["z"])
    for key in keys + ["cafe", "c", "%d z"] {
      for guess in -1...(keys.count + 1) {
        #expect(table.position(of: key, near: guess) == table.position(of: key), "\(key) \(guess)")
      }
    }
  }

  @Test func aRepeatedKeyAppearsOnceAtItsLastOccurrence() {
    let file = strings("\"a\" = \"\";\n\"b\" = \"\";\n\"a\" = \"3\";\n\"c\" = (\"\");\n")
    let table = LocalizedTable(language: "de", name: "Localizable", strings: file, stringsdict: nil)
    #expect(summary(table) == ["b=@2", "a=3@3", "c=other(array)"])
    #expect(table.entry("a").map(summaryOf) == "a=3@3")
    #expect(table.entries.indices.map(table.mayHaveEmptyText(at:)) == [true, false, false])
  }

  @Test func aDefinitionHidesTheStringsEntryAndComesLast() throws {
    let file = strings("\"a\" = \"1\";\n\"%d x\" = \"s\";\n\"b\" = \"2\";\n\"%d x\" = \"t\";\n")
    let plurals = stringsdict(["%d x", "%d y"])
    let table = LocalizedTable(
      language: "de", name: "Localizable", strings: file, stringsdict: plurals)
    #expect(summary(table) == ["a=1@1", "b=2@3", "%d x=plural(%d x)", "%d y=plural(%d y)"])
    #expect(table.shadowed.map(\.strings.key) == ["%d x"])
    #expect(table.shadowed.map(\.strings.keyPosition.line) == [4])
    #expect(table.pluralEntries.map(\.key) == ["%d x", "%d y"])
    #expect(table.entries[2].path == plurals.path)
    #expect(table.entry("%d x")?.isPlural == true)
    #expect(table.entries.indices.map(table.mayHaveEmptyText(at:)) == [false, false, true, true])
  }

  @Test func keysAreLiteral() {
    let file = strings("\"\u{E9}\" = \"1\";\n\"e\u{301}\" = \"2\";\n")
    let table = LocalizedTable(language: "de", name: "Localizable", strings: file, stringsdict: nil)
    #expect(table.entries.count == 2)
    #expect(table.entry("\u{E9}").map(summaryOf) == "\u{E9}=1@1")
    #expect(table.entry("e\u{301}").map(summaryOf) == "e\u{301}=2@2")
    #expect(!table.contains("e"))
  }

  @Test func aStringsdictAloneHasOnlyDefinitions() {
    let plurals = stringsdict(["k"])
    let table = LocalizedTable(
      language: "de", name: "Localizable", strings: nil, stringsdict: plurals)
    #expect(summary(table) == ["k=plural(k)"])
    #expect(table.pluralEntries.map(\.key) == ["k"])
    #expect(table.path == plurals.path)
  }

  private func summaryOf(_ entry: LocalizedTable.Entry) -> String {
    if case .string(let value) = entry.text {
      return "\(entry.key)=\(value)@\(entry.keyPosition.line)"
    }
    return entry.key
  }
}

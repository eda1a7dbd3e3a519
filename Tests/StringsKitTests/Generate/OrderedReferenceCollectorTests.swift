import Foundation
import StringsKit
import Testing

@Suite struct OrderedReferenceCollectorTests {
  /// Files whose keys clash in value, comment and table, so that order matters.
  static func files(count: Int, generator: inout SplitMix64) -> [[KeyReference]] {
    (0..<count).map { file in
      (0..<Int(generator.next() % 6)).map { line in
        let key = "k\(generator.next() % 40)"
        return reference(
          key, value: generator.next() % 3 == 0 ? "v\(file)" : nil,
          table: generator.next() % 4 == 0 ? "Other" : nil,
          comment: generator.next() % 2 == 0 ? "c\(generator.next() % 3)" : nil,
          path: "F\(file).swift", line: line + 1)
      }
    }
  }

  /// Whatever order the files are delivered in, the result is that of generating from all the
  /// references in file order.
  @Test func anyDeliveryOrderGivesTheFileOrderResult() {
    var generator = SplitMix64(seed: 0xC011)
    for _ in 0..<50 {
      let files = Self.files(count: 12, generator: &generator)
      let expected = Generator().generate(files.flatMap { $0 })
      let collector = OrderedReferenceCollector(count: files.count, options: GeneratorOptions())
      for index in files.indices.shuffled(using: &generator) {
        collector.deliver(index, references: files[index])
      }
      #expect(Generator().generate(collector.finish()) == expected)
    }
  }

  /// Delivered from parallel workers.
  @Test func concurrentDeliveryGivesTheFileOrderResult() {
    var generator = SplitMix64(seed: 0xC012)
    let files = Self.files(count: 400, generator: &generator)
    let options = GeneratorOptions(unicodeEscapes: true)
    let expected = Generator(options: options).generate(files.flatMap { $0 })
    let collector = OrderedReferenceCollector(count: files.count, options: options)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      collector.deliver(index, references: files[index])
    }
    #expect(Generator(options: options).generate(collector.finish()) == expected)
  }

  /// Enough keys for the table to be sorted and written in parallel slices.
  @Test func largeTablesMatchTheirEntries() {
    let references = (0..<10_000).map { reference("Key \(($0 * 7919) % 10_000) %@ %d") }
    let table = Generator().generate(references).tables[0]
    #expect(
      table.entries.map(\.key) == table.entries.map(\.key).sorted(by: KeyOrder.areInIncreasingOrder)
    )
    #expect(table.data == TableWriter.data(for: table.entries, encoding: .utf16LittleEndian))
    #expect(table.entries[0].value == "Key 0 %1$@ %2$d")
  }
}

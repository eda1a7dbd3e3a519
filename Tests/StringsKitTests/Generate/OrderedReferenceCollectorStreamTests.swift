import Foundation
import StringsKit
import Testing

/// A collector made before the number of files is known (files still being found) groups as one
/// told the number up front.
@Suite struct OrderedReferenceCollectorStreamTests {
  @Test func unknownCountGivesTheFileOrderResult() {
    var generator = SplitMix64(seed: 0xC013)
    for _ in 0..<50 {
      let files = OrderedReferenceCollectorTests.files(
        count: 1 + Int(generator.next() % 20), generator: &generator)
      let expected = Generator().generate(files.flatMap { $0 })
      let collector = OrderedReferenceCollector(options: GeneratorOptions())
      for index in files.indices.shuffled(using: &generator) {
        collector.deliver(index, references: files[index])
      }
      #expect(Generator().generate(collector.finish()) == expected)
    }
  }

  @Test func unknownCountWithConcurrentDelivery() {
    var generator = SplitMix64(seed: 0xC014)
    let files = OrderedReferenceCollectorTests.files(count: 400, generator: &generator)
    let expected = Generator().generate(files.flatMap { $0 })
    let collector = OrderedReferenceCollector(options: GeneratorOptions())
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      collector.deliver(index, references: files[index])
    }
    #expect(Generator().generate(collector.finish()) == expected)
  }

  @Test func noFilesGiveNoTables() {
    let collector = OrderedReferenceCollector(options: GeneratorOptions())
    #expect(Generator().generate(collector.finish()).tables.isEmpty)
  }
}

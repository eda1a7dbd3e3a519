import Testing

@testable import StringsKit

/// The buffers grouping appends keys, values, comments and per-key numbers to behave as arrays:
/// spans point at what was appended, growth (by `realloc`, which moves large blocks by
/// remapping them) keeps every element, and a copy is independent.
@Suite struct GrowableBufferTests {
  @Test func agreesWithAnArray() {
    var generator = SplitMix64(seed: 0x6B7E)
    var bytes = GrowableBytes()
    var model: [UInt8] = []
    var spans: [(Range<Int>, [UInt8])] = []
    for _ in 0..<2000 {
      let piece = (0..<Int(generator.next() % 40)).map { _ in
        UInt8(truncatingIfNeeded: generator.next())
      }
      let span = piece.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
      #expect(span == model.count..<(model.count + piece.count))
      model += piece
      spans.append((span, piece))
    }
    #expect(bytes.count == model.count)
    #expect(bytes.array == model)
    bytes.withUnsafeBufferPointer { all in
      for (span, piece) in spans { #expect(Array(all[span]) == piece) }
    }
  }

  @Test func copiesAreIndependent() {
    var first = GrowableBytes()
    Array("shared".utf8).withUnsafeBufferPointer { _ = first.append(contentsOf: $0) }
    var second = first
    Array(" one".utf8).withUnsafeBufferPointer { _ = first.append(contentsOf: $0) }
    Array(" two".utf8).withUnsafeBufferPointer { _ = second.append(contentsOf: $0) }
    #expect(first.array == Array("shared one".utf8))
    #expect(second.array == Array("shared two".utf8))
    let empty = GrowableBytes()
    #expect(empty.isEmpty && empty.array.isEmpty)
  }

  /// Millions of elements, so that the memory is moved by remapping more than once, and
  /// changed in place: the same as an array given the same appends and changes.
  @Test func largeBuffersAgreeWithAnArray() {
    var generator = SplitMix64(seed: 0x9A0F)
    var buffer = GrowableBuffer<Int>()
    var model: [Int] = []
    for index in 0..<3_000_000 {
      let value = Int(truncatingIfNeeded: generator.next())
      buffer.append(value)
      model.append(value)
      if index % 1000 == 999 {
        let slot = Int(generator.next() % UInt64(model.count))
        buffer[slot] = -index
        model[slot] = -index
      }
    }
    #expect(buffer.count == model.count)
    #expect(buffer.array == model)
  }

  @Test func changingACopyLeavesTheOriginal() {
    var first = GrowableBuffer<KeyGroup>()
    first.append(KeyGroup(value: 0..<3))
    first.append(KeyGroup(value: 3..<5))
    var second = first
    second[1].comment = 5..<9
    second.append(KeyGroup(value: 9..<10))
    #expect(first.count == 2 && first[1].comment.isEmpty && first[1].value == 3..<5)
    #expect(second.count == 3 && second[1].comment == 5..<9 && second[2].value == 9..<10)
  }
}

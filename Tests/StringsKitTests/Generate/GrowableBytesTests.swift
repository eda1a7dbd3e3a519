import Testing

@testable import StringsKit

/// The byte buffer grouping appends keys, values and comments to behaves as a `[UInt8]`:
/// spans point at what was appended, growth keeps every byte, and a copy is independent.
@Suite struct GrowableBytesTests {
  @Test func agreesWithAnArray() {
    var generator = SplitMix64(seed: 0x6B7E)
    var bytes = GrowableBytes()
    var model: [UInt8] = []
    var spans: [(Range<Int>, [UInt8])] = []
    for _ in 0..<2000 {
      let piece = (0..<Int(generator.next() % 40)).map { _ in
        UInt8(truncatingIfNeeded: generator.next())
      }
      let span = piece.withUnsafeBufferPointer { bytes.append($0) }
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
    Array("shared".utf8).withUnsafeBufferPointer { _ = first.append($0) }
    var second = first
    Array(" one".utf8).withUnsafeBufferPointer { _ = first.append($0) }
    Array(" two".utf8).withUnsafeBufferPointer { _ = second.append($0) }
    #expect(first.array == Array("shared one".utf8))
    #expect(second.array == Array("shared two".utf8))
    let empty = GrowableBytes()
    #expect(empty.isEmpty && empty.array.isEmpty)
  }
}

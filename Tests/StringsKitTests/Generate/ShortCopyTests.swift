import Testing

@testable import StringsKit

/// The table text's short copies: every length, at every alignment, copies exactly its bytes
/// and writes nothing before or after them (the short cases overlap their two halves).
@Suite struct ShortCopyTests {
  @Test func copiesExactlyTheBytesAtEveryLengthAndAlignment() {
    let source = (0..<128).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    for count in 0...80 {
      for sourceOffset in 0..<4 {
        for targetOffset in 0..<4 {
          var target = [UInt8](repeating: 0xAA, count: 100)
          source.withUnsafeBufferPointer { from in
            target.withUnsafeMutableBufferPointer { to in
              ShortCopy.copy(
                from.baseAddress! + sourceOffset, to: to.baseAddress! + targetOffset, count: count)
            }
          }
          let copied = Array(target[targetOffset..<(targetOffset + count)])
          #expect(copied == Array(source[sourceOffset..<(sourceOffset + count)]), "count \(count)")
          #expect(target[..<targetOffset].allSatisfy { $0 == 0xAA }, "count \(count)")
          #expect(target[(targetOffset + count)...].allSatisfy { $0 == 0xAA }, "count \(count)")
        }
      }
    }
  }
}

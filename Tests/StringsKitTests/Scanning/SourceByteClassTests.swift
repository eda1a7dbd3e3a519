import Testing

@testable import StringsKit

/// The lexer fast path's byte table restates the lexer's own byte sets; every byte is checked
/// against them.
@Suite struct SourceByteClassTests {
  @Test func everyByteHasTheLexersClass() {
    for value in 0..<256 {
      let byte = UInt8(value)
      let entry = SourceByteClass.table[value]
      let expected: UInt8
      switch byte {
      case 0x20, 0x09, 0x0B, 0x0C: expected = SourceByteClass.blank
      case 0x0A, 0x0D: expected = SourceByteClass.lineBreak
      case 0x30...0x39: expected = SourceByteClass.digit
      case 0x28: expected = SourceByteClass.leftParen
      case 0x29: expected = SourceByteClass.rightParen
      case 0x2E: expected = SourceByteClass.dot
      case 0x2F: expected = SourceByteClass.slash
      case 0x22: expected = SourceByteClass.quote
      case 0x23: expected = SourceByteClass.pound
      case 0x60: expected = SourceByteClass.backtick
      case 0x40: expected = SourceByteClass.at
      case 0x5C: expected = SourceByteClass.backslash
      case 0x5B, 0x5D, 0x7B, 0x7D, 0x2C, 0x3A, 0x3B: expected = SourceByteClass.separator
      case 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
        expected = SourceByteClass.operatorByte
      case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x80...0xFF:
        expected = SourceByteClass.identifierStart
      default: expected = SourceByteClass.other
      }
      #expect(entry & SourceByteClass.classMask == expected, "byte \(value)")
      let continuesName =
        expected == SourceByteClass.identifierStart || expected == SourceByteClass.digit
      #expect((entry & SourceByteClass.identifierFlag != 0) == continuesName, "byte \(value)")
      #expect(
        (entry & SourceByteClass.asciiIdentifierFlag != 0) == (continuesName && byte < 0x80),
        "byte \(value)")
      #expect(continuesName == SwiftLexer.isIdentifierByte(byte), "byte \(value)")
    }
  }
}

/// Which files the typed-enum-key extractor can find anything in: only those where an
/// identifier names one of the enum protocols, since an enum conforms by naming one.
///
/// The extractor compares identifiers with the protocol names as `String`s, which treats
/// canonically equivalent text as equal. For names of ASCII letters, digits and `_` other than
/// `K` that is the same as comparing bytes; `K` also equals U+212A KELVIN SIGN, and other
/// non-ASCII names have several spellings. For such names the gate falls back to the `enum`
/// keyword, which every conforming enum needs anyway.
struct EnumProtocolGate: Sendable {
  /// The protocol names as UTF-8.
  let protocolNames: [[UInt8]]
  /// Whether an identifier naming a protocol must hold the same bytes as the name.
  let isExact: Bool

  init(_ protocols: [String]) {
    protocolNames = protocols.map { Array($0.utf8) }
    isExact = protocolNames.allSatisfy { name in
      name.allSatisfy { byte in
        byte < 0x80 && byte != UInt8(ascii: "K") && byte != UInt8(ascii: ";")
          && byte != UInt8(ascii: "`")
      }
    }
  }

  /// What a file must hold for the extractor to have work: a protocol name, or `enum` when
  /// the names cannot be compared by bytes; nothing when typed keys are off.
  var watchedNames: [[UInt8]] {
    if protocolNames.isEmpty { return [] }
    return isExact ? protocolNames : [Keyword.enum.bytes]
  }
}

/// Converts a Swift type or case name to the snake_case used in typed enum keys.
///
/// A capital starts a new word after a lowercase letter or a digit, and inside a run of
/// capitals the last capital before a lowercase letter starts the next word, so acronyms stay
/// whole. Backticks are dropped; non-ASCII text is kept as it is.
///
///     snakeCase("MenuItem")      // "menu_item"
///     snakeCase("URLScheme")     // "url_scheme"
///     snakeCase("openSettings")  // "open_settings"
func snakeCase(_ name: String) -> String {
  let bytes = Array(name.utf8).filter { $0 != UInt8(ascii: "`") }
  var out: [UInt8] = []
  out.reserveCapacity(bytes.count + 4)
  for (index, byte) in bytes.enumerated() {
    guard isUpper(byte) else {
      out.append(byte)
      continue
    }
    if index > 0 {
      let previous = bytes[index - 1]
      let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
      if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
        out.append(UInt8(ascii: "_"))
      }
    }
    out.append(byte + 32)
  }
  return String(decoding: out, as: UTF8.self)
}

private func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
private func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

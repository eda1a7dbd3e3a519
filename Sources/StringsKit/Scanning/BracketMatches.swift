/// For each opening token of a file — `(`, `[`, `{`, a string's or an interpolation's opening —
/// the index of the token that closes it, found in one pass with a stack.
///
/// Argument lists are walked by jumping from each nested opening to its close instead of
/// counting depth token by token. Counting rescanned every inner call from each outer call and
/// scanned to the end of the file for every unclosed call, which made nested or unclosed calls
/// quadratic; with the jumps each token of a file is visited a bounded number of times.
struct BracketMatches {
  /// The closing index per token, or -1 where a token opens nothing or is never closed.
  private var closing: [Int32]

  init(_ tokens: [SwiftToken]) {
    let count = tokens.count
    // The stack of open brackets lives in one buffer as large as the file's tokens (it can
    // never hold more), so pushing is a store: growing an array cost more than the scan.
    let open = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
    defer { open.deallocate() }
    closing = [Int32](unsafeUninitializedCapacity: count) { closing, initialized in
      closing.initialize(repeating: -1)
      var depth = 0
      tokens.withUnsafeBufferPointer { tokens in
        for index in tokens.indices {
          let kind = tokens[index].kind
          if BracketMatches.opens(kind) {
            open[depth] = Int32(index)
            depth += 1
          } else if BracketMatches.closes(kind), depth > 0 {
            // Any closing token closes the innermost opening, as depth counting did.
            depth -= 1
            closing[Int(open[depth])] = Int32(index)
          }
        }
      }
      initialized = count
    }
  }

  /// The index of the token that closes the one at `index`, or `nil` when it is never closed.
  func close(of index: Int) -> Int? {
    let value = closing[index]
    return value < 0 ? nil : Int(value)
  }

  static func opens(_ kind: SwiftToken.Kind) -> Bool {
    switch kind {
    case .leftParen, .leftBracket, .leftBrace, .stringOpen, .interpolationOpen: true
    default: false
    }
  }

  static func closes(_ kind: SwiftToken.Kind) -> Bool {
    switch kind {
    case .rightParen, .rightBracket, .rightBrace, .stringClose, .interpolationClose: true
    default: false
    }
  }
}

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
    var closing = [Int32](repeating: -1, count: tokens.count)
    var open: [Int32] = []
    closing.withUnsafeMutableBufferPointer { closing in
      tokens.withUnsafeBufferPointer { tokens in
        for index in tokens.indices {
          let kind = tokens[index].kind
          if BracketMatches.opens(kind) {
            open.append(Int32(index))
          } else if BracketMatches.closes(kind), let opening = open.popLast() {
            // Any closing token closes the innermost opening, as depth counting did.
            closing[Int(opening)] = Int32(index)
          }
        }
      }
    }
    self.closing = closing
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

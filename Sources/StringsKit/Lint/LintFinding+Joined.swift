extension LintFinding {
  /// The findings of `parts` one after the other, moved rather than copied: a copy of each
  /// finding (a handful of strings retained, then released with the part) cost more than the
  /// rule that found it, on tens of thousands of findings. Each part is left holding as many
  /// empty findings, which own nothing.
  static func joinedByMoving(_ parts: inout [[LintFinding]]) -> [LintFinding] {
    if let only = parts.indices.first(where: { !parts[$0].isEmpty }),
      !parts[(only + 1)...].contains(where: { !$0.isEmpty })
    {
      return parts[only]
    }
    let total = parts.reduce(0) { $0 + $1.count }
    let empty = LintFinding(Diagnostic(.note, "", at: nil), key: nil)
    return [LintFinding](unsafeUninitializedCapacity: total) { buffer, initialized in
      for index in parts.indices {
        parts[index].withUnsafeMutableBufferPointer { part in
          guard let source = part.baseAddress else { return }
          (buffer.baseAddress! + initialized).moveInitialize(from: source, count: part.count)
          // Moved out: the part's memory is uninitialized until it holds something again.
          source.initialize(repeating: empty, count: part.count)
          initialized += part.count
        }
      }
    }
  }
}

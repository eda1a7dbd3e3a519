import Foundation
import StringsKit

/// Reads and parses many `.strings` files on every core, keeping the results in input order.
enum SyntaxCheck {
  struct Result: Sendable {
    var diagnostics: [Diagnostic] = []
    /// Set when the file could not be read at all.
    var failure: StringsError?
  }

  static func run(files: [String], display: DisplayPath) -> [Result] {
    let results = ResultBox<Result>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let shown = display.display(files[index])
      var result = Result()
      do throws(StringsError) {
        let data = try FileReader.read(files[index], displayPath: shown)
        result.diagnostics = StringsFileParser.parse(data, path: shown).diagnostics
      } catch {
        result.failure = error
      }
      results.set(index, result)
    }
    return results.values
  }
}

/// Fixed-size storage that concurrent workers fill, one distinct index each.
final class ResultBox<Value: Sendable>: @unchecked Sendable {
  // Safe: every index is written by exactly one worker, and `values` is read only after
  // `concurrentPerform` has returned; the lock orders the writes for the memory model.
  private var storage: [Value?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [Value] { storage.map { $0! } }
}
